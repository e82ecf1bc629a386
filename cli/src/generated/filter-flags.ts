// Generated from the filters declared in @tracker/core by `npm run generate -w @tracker/cli` (run by the build).
// Do not edit: change the declaration in core and run the generator.
import type { FilterFlag } from '../kit/filter-flag';

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
      "help": "some journey type has this health: expired, dormant or new",
      "values": [
        "expired",
        "dormant",
        "new"
      ]
    },
    {
      "param": "journey_types",
      "flags": "--journey-types <types>",
      "help": "the journey types the health filter looks at, comma-separated: email_subscriber, cart_abandoner, browse_abandoner, purchaser, custom (with --health)",
      "requires": "--health",
      "values": [
        "email_subscriber",
        "cart_abandoner",
        "browse_abandoner",
        "purchaser",
        "custom"
      ],
      "many": true
    },
    {
      "param": "sort",
      "flags": "--sort <field:dir>",
      "help": "order, asc or desc, by name, domain_name, created_at, updated_at, tracked_count, approximate_emails or first_email_sent_at (default name:asc)",
      "values": [
        "name:asc",
        "name:desc",
        "domain_name:asc",
        "domain_name:desc",
        "created_at:asc",
        "created_at:desc",
        "updated_at:asc",
        "updated_at:desc",
        "tracked_count:asc",
        "tracked_count:desc",
        "approximate_emails:asc",
        "approximate_emails:desc",
        "first_email_sent_at:asc",
        "first_email_sent_at:desc"
      ]
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
      "help": "of this type: brand, retailer, marketplace, publisher or nonprofit",
      "values": [
        "brand",
        "retailer",
        "marketplace",
        "publisher",
        "nonprofit"
      ]
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
      "help": "order, asc or desc, by name, created_at, updated_at or companies_count (default name:asc)",
      "values": [
        "name:asc",
        "name:desc",
        "created_at:asc",
        "created_at:desc",
        "updated_at:asc",
        "updated_at:desc",
        "companies_count:asc",
        "companies_count:desc"
      ]
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
  ],
  "registrations": [
    {
      "param": "assignee",
      "flags": "--assignee <all|me|id>",
      "help": "assigned to this user (me, or an assignee’s id), or all"
    },
    {
      "param": "status",
      "flags": "--status <value>",
      "help": "in this status (assigned when an assignee is chosen and the status is unclaimed): all, unclaimed, assigned, classified, ready, error, complete or archived",
      "values": [
        "all",
        "unclaimed",
        "assigned",
        "classified",
        "ready",
        "error",
        "complete",
        "archived"
      ]
    },
    {
      "param": "type",
      "flags": "--type <value>",
      "help": "for this journey type: all, email_subscriber, cart_abandoner, browse_abandoner, purchaser or custom",
      "values": [
        "all",
        "email_subscriber",
        "cart_abandoner",
        "browse_abandoner",
        "purchaser",
        "custom"
      ]
    },
    {
      "param": "emails",
      "flags": "--emails <value>",
      "help": "with or without received emails: all, with or without",
      "values": [
        "all",
        "with",
        "without"
      ]
    },
    {
      "param": "order",
      "flags": "--order <value>",
      "help": "oldest (asc) or newest (desc) first: asc or desc",
      "values": [
        "asc",
        "desc"
      ]
    },
    {
      "param": "prioritized",
      "flags": "--prioritized <value>",
      "help": "prioritized (true) or not (false) only, or all: all, true or false",
      "values": [
        "all",
        "true",
        "false"
      ]
    }
  ],
  "users": [
    {
      "param": "email",
      "flags": "--email <text>",
      "help": "email contains the text"
    },
    {
      "param": "email_match",
      "flags": "--email-match <how>",
      "help": "how the email filter matches the text, in any case: contains or exact (with --email)",
      "requires": "--email",
      "values": [
        "contains",
        "exact"
      ]
    },
    {
      "param": "sort",
      "flags": "--sort <field:dir>",
      "help": "order, asc or desc, by email, created_at or updated_at (default email:asc)",
      "values": [
        "email:asc",
        "email:desc",
        "created_at:asc",
        "created_at:desc",
        "updated_at:asc",
        "updated_at:desc"
      ]
    }
  ],
  "teams": [
    {
      "param": "q",
      "flags": "--q <text>",
      "help": "name or owner email contains the text"
    },
    {
      "param": "user_id",
      "flags": "--user-id <id>",
      "help": "teams this user is a member of (ids: trackctl users list)"
    },
    {
      "param": "sort",
      "flags": "--sort <field:dir>",
      "help": "order, asc or desc, by name, created_at or updated_at (default name:asc)",
      "values": [
        "name:asc",
        "name:desc",
        "created_at:asc",
        "created_at:desc",
        "updated_at:asc",
        "updated_at:desc"
      ]
    }
  ],
  "holidays": [
    {
      "param": "q",
      "flags": "--q <text>",
      "help": "name or keywords contain the text"
    },
    {
      "param": "from",
      "flags": "--from <date>",
      "help": "has a date on or after this day"
    },
    {
      "param": "to",
      "flags": "--to <date>",
      "help": "has a date on or before this day"
    },
    {
      "param": "sort",
      "flags": "--sort <field:dir>",
      "help": "order, asc or desc, by name, next_date or created_at (default name:asc)",
      "values": [
        "name:asc",
        "name:desc",
        "next_date:asc",
        "next_date:desc",
        "created_at:asc",
        "created_at:desc"
      ]
    }
  ],
  "emails": [
    {
      "param": "search",
      "flags": "--search <text>",
      "help": "matches the text: full text over subject, sender and body"
    },
    {
      "param": "startDate",
      "flags": "--start-date <date>",
      "help": "sent at or after this day (YYYY-MM-DD, from its start in UTC) or instant (an ISO date-time with offset)"
    },
    {
      "param": "endDate",
      "flags": "--end-date <date>",
      "help": "sent at or before this day (YYYY-MM-DD, to its end, 23:59:59.999 UTC) or instant (an ISO date-time with offset)"
    },
    {
      "param": "animated",
      "flags": "--animated",
      "help": "animated emails only",
      "negate": {
        "flags": "--no-animated",
        "help": "emails that are not animated only"
      }
    },
    {
      "param": "processed",
      "flags": "--processed",
      "help": "processed emails only",
      "negate": {
        "flags": "--no-processed",
        "help": "emails not processed yet only"
      }
    },
    {
      "param": "mobileOptimized",
      "flags": "--mobile-optimized",
      "help": "mobile-optimized emails only",
      "negate": {
        "flags": "--no-mobile-optimized",
        "help": "emails not optimized for mobile only"
      }
    },
    {
      "param": "classifications",
      "flags": "--classifications <types>",
      "help": "classified as any of these types, comma-separated: double_optin, welcome, onboarding, birthday, cart_abandon, booking_abandon, subscription_abandon, browse_abandon, order_confirmation, purchase_receipt, thank_you, shipping_confirmation, delivery_confirmation, refer_a_friend, product_review, trial, subscription_reminder, retention, subscription_upsell, cancellation, winback, miscellaneous",
      "values": [
        "double_optin",
        "welcome",
        "onboarding",
        "birthday",
        "cart_abandon",
        "booking_abandon",
        "subscription_abandon",
        "browse_abandon",
        "order_confirmation",
        "purchase_receipt",
        "thank_you",
        "shipping_confirmation",
        "delivery_confirmation",
        "refer_a_friend",
        "product_review",
        "trial",
        "subscription_reminder",
        "retention",
        "subscription_upsell",
        "cancellation",
        "winback",
        "miscellaneous"
      ],
      "many": true
    },
    {
      "param": "platform",
      "flags": "--platform <platforms>",
      "help": "sent through any of these platforms (ESPs), as detected from headers and links, comma-separated: klaviyo, mailchimp, salesforce_marketing_cloud, braze, iterable, customer_io, attentive, omnisend, hubspot, listrak, cordial, bluecore, sailthru, oracle_responsys, sendlane, campaign_monitor, constant_contact, sendgrid, mailgun, amazon_ses, postmark, sparkpost, mandrill",
      "values": [
        "klaviyo",
        "mailchimp",
        "salesforce_marketing_cloud",
        "braze",
        "iterable",
        "customer_io",
        "attentive",
        "omnisend",
        "hubspot",
        "listrak",
        "cordial",
        "bluecore",
        "sailthru",
        "oracle_responsys",
        "sendlane",
        "campaign_monitor",
        "constant_contact",
        "sendgrid",
        "mailgun",
        "amazon_ses",
        "postmark",
        "sparkpost",
        "mandrill"
      ],
      "many": true
    },
    {
      "param": "companyId",
      "flags": "--company-id <ids>",
      "help": "from any of these companies, by id, comma-separated"
    }
  ],
  "lists": [
    {
      "param": "q",
      "flags": "--q <text>",
      "help": "name contains the text"
    },
    {
      "param": "state",
      "flags": "--state <value>",
      "help": "lists in this state: draft, published or archived",
      "values": [
        "draft",
        "published",
        "archived"
      ]
    },
    {
      "param": "type",
      "flags": "--type <value>",
      "help": "lists of this type: curated, collection or swipe_file",
      "values": [
        "curated",
        "collection",
        "swipe_file"
      ]
    },
    {
      "param": "featured",
      "flags": "--featured",
      "help": "featured lists only",
      "negate": {
        "flags": "--no-featured",
        "help": "lists that are not featured only"
      }
    },
    {
      "param": "sort",
      "flags": "--sort <field:dir>",
      "help": "order, asc or desc, by position, name, created_at, updated_at or emails_count (default position:desc)",
      "values": [
        "position:asc",
        "position:desc",
        "name:asc",
        "name:desc",
        "created_at:asc",
        "created_at:desc",
        "updated_at:asc",
        "updated_at:desc",
        "emails_count:asc",
        "emails_count:desc"
      ]
    }
  ],
  "journeys": [
    {
      "param": "q",
      "flags": "--q <text>",
      "help": "company name or inbox (email address) contains the text"
    },
    {
      "param": "company_id",
      "flags": "--company-id <id>",
      "help": "journeys of this company"
    },
    {
      "param": "address_id",
      "flags": "--address-id <id>",
      "help": "journeys of this address"
    },
    {
      "param": "type",
      "flags": "--type <type>",
      "help": "of this type: email_subscriber, cart_abandoner, browse_abandoner, purchaser or custom",
      "values": [
        "email_subscriber",
        "cart_abandoner",
        "browse_abandoner",
        "purchaser",
        "custom"
      ]
    },
    {
      "param": "status",
      "flags": "--status <status>",
      "help": "in this status: upcoming, in_progress, complete or archived",
      "values": [
        "upcoming",
        "in_progress",
        "complete",
        "archived"
      ]
    },
    {
      "param": "from",
      "flags": "--from <date>",
      "help": "starting at or after this date or date-time"
    },
    {
      "param": "to",
      "flags": "--to <date>",
      "help": "starting at or before this date (to its end) or date-time"
    },
    {
      "param": "old",
      "flags": "--old",
      "help": "old: ended before today (UTC) and not archived, what archive-old archives",
      "negate": {
        "flags": "--no-old",
        "help": "not old"
      }
    },
    {
      "param": "sort",
      "flags": "--sort <field:dir>",
      "help": "order, asc or desc, by start_date, end_date, created_at, type or status (default start_date:desc)",
      "values": [
        "start_date:asc",
        "start_date:desc",
        "end_date:asc",
        "end_date:desc",
        "created_at:asc",
        "created_at:desc",
        "type:asc",
        "type:desc",
        "status:asc",
        "status:desc"
      ]
    }
  ],
  "addresses": [
    {
      "param": "companies",
      "flags": "--companies <text>",
      "help": "of companies whose name or domain contains the text"
    },
    {
      "param": "company_id",
      "flags": "--company-id <id>",
      "help": "of this company (ids: trackctl companies list)"
    },
    {
      "param": "q",
      "flags": "--q <text>",
      "help": "the email address contains the text"
    }
  ],
  "industries": [
    {
      "param": "q",
      "flags": "--q <text>",
      "help": "name contains the text"
    },
    {
      "param": "vertical_id",
      "flags": "--vertical-id <id>",
      "help": "industries of this vertical"
    }
  ],
  "inbound": [
    {
      "param": "state",
      "flags": "--state <value>",
      "help": "in this state: stored, processing, processed or failed",
      "values": [
        "stored",
        "processing",
        "processed",
        "failed"
      ]
    },
    {
      "param": "recipient",
      "flags": "--recipient <text>",
      "help": "the inbox contains the text"
    }
  ]
} as const satisfies Record<string, readonly FilterFlag[]>;
