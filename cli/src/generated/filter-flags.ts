// Generated from the filters declared in @tracker/core by `npm run generate -w @tracker/cli` (run by the build).
// Do not edit: change the declaration in core and run the generator.
import type { FilterFlag } from '../commands/filter-flag';

/** The filter flags of each list command, so that `--help` needs no @tracker/core at run time. */
export const FILTER_FLAGS = {
  "companies": [
    {
      "param": "q",
      "flags": "--q <text>",
      "help": "name or domain contains the text"
    },
    {
      "param": "health",
      "flags": "--health <health>",
      "help": "some journey type has this health: expired, dormant or new"
    },
    {
      "param": "journey_types",
      "flags": "--journey-types <types>",
      "help": "the journey types the health filter looks at, comma-separated: email_subscriber, cart_abandoner, browse_abandoner, purchaser, custom"
    },
    {
      "param": "sort",
      "flags": "--sort <field:dir>",
      "help": "order, asc or desc, by name, domain_name, created_at, updated_at, tracked_count, approximate_emails or first_email_sent_at (default name:asc)"
    },
    {
      "param": "tags",
      "flags": "--tags <tags>",
      "help": "has any of these tags, comma-separated"
    },
    {
      "param": "group_id",
      "flags": "--group-id <id>",
      "help": "in this group (ids: trackctl groups list)"
    },
    {
      "param": "good_fit",
      "flags": "--good-fit",
      "help": "marked a good fit",
      "negate": {
        "flags": "--no-good-fit",
        "help": "not marked a good fit"
      }
    },
    {
      "param": "technologies",
      "flags": "--technologies <names>",
      "help": "uses any of these technologies, by name, comma-separated"
    },
    {
      "param": "technology_id",
      "flags": "--technology-id <id>",
      "help": "uses this technology"
    },
    {
      "param": "company_type",
      "flags": "--company-type <type>",
      "help": "of this type: brand, retailer, marketplace, publisher or nonprofit"
    },
    {
      "param": "current",
      "flags": "--current",
      "help": "has a live journey",
      "negate": {
        "flags": "--no-current",
        "help": "has no live journey"
      }
    }
  ],
  "groups": [
    {
      "param": "q",
      "flags": "--q <text>",
      "help": "name contains the text"
    },
    {
      "param": "sort",
      "flags": "--sort <field:dir>",
      "help": "order, asc or desc, by name, created_at, updated_at or companies_count (default name:asc)"
    },
    {
      "param": "global",
      "flags": "--global",
      "help": "global groups only",
      "negate": {
        "flags": "--no-global",
        "help": "groups that are not global only"
      }
    },
    {
      "param": "featured",
      "flags": "--featured",
      "help": "featured groups only",
      "negate": {
        "flags": "--no-featured",
        "help": "groups that are not featured only"
      }
    },
    {
      "param": "company_id",
      "flags": "--company-id <id>",
      "help": "groups this company belongs to (ids: trackctl companies list)"
    }
  ]
} as const satisfies Record<string, readonly FilterFlag[]>;
