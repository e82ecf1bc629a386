// Generated from @tracker/core by `npm run generate -w @tracker/cli` (run by the build).
// Do not edit: change the declaration in core and run the generator.
// Copied here so that building the command tree (and `--help`) needs no @tracker/core at run time.

/** Each paged endpoint's page size: its default and the most it allows. */
export const PAGE_SIZES = {
  "listCompanies": {
    "defaultSize": 25,
    "maxSize": 250
  },
  "listGroups": {
    "defaultSize": 100,
    "maxSize": 100
  },
  "listGroupCompanies": {
    "defaultSize": 25,
    "maxSize": 250
  },
  "listJourneys": {
    "defaultSize": 25,
    "maxSize": 250
  },
  "searchEmails": {
    "defaultSize": 25,
    "maxSize": 100
  },
  "listEmailsJson": {
    "defaultSize": 25,
    "maxSize": 500
  },
  "listRegistrations": {
    "defaultSize": 25,
    "maxSize": 100
  },
  "listAddresses": {
    "defaultSize": 25,
    "maxSize": 100
  },
  "listUsers": {
    "defaultSize": 25,
    "maxSize": 100
  },
  "listTeams": {
    "defaultSize": 25,
    "maxSize": 100
  },
  "listTeamMembers": {
    "defaultSize": 50,
    "maxSize": 250
  },
  "listHolidays": {
    "defaultSize": 25,
    "maxSize": 100
  },
  "listIndustries": {
    "defaultSize": 100,
    "maxSize": 250
  },
  "listVerticals": {
    "defaultSize": 100,
    "maxSize": 250
  },
  "listLists": {
    "defaultSize": 25,
    "maxSize": 100
  },
  "getList": {
    "defaultSize": 25,
    "maxSize": 100
  },
  "searchRecords": {
    "defaultSize": 5,
    "maxSize": 20
  },
  "listInboundMessages": {
    "defaultSize": 50,
    "maxSize": 200
  }
} as const;

/** The statuses `registrations set-status` may set. */
export const SETTABLE_REGISTRATION_STATUSES = [
  "assigned",
  "classified",
  "ready",
  "error",
  "complete",
  "archived"
] as const;

/** The states a list can be in. */
export const LIST_STATES = [
  "draft",
  "published",
  "archived"
] as const;

/** The kinds of list. */
export const LIST_TYPES = [
  "curated",
  "collection",
  "swipe_file"
] as const;

/** The roles a team member (and so an invitation) can have. */
export const MEMBER_ROLES = [
  "owner",
  "admin",
  "member"
] as const;

/** The journey types (for completion; the import checks them with core). */
export const JOURNEY_TYPES = [
  "email_subscriber",
  "cart_abandoner",
  "browse_abandoner",
  "purchaser",
  "custom"
] as const;

/** A journey type's healths (for completion). */
export const JOURNEY_HEALTHS = [
  "expired",
  "dormant",
  "new"
] as const;

/** The companies import's state filters (for completion). */
export const COMPANY_IMPORT_STATE_FILTERS = [
  "all",
  "good_fit",
  "new"
] as const;

/** The classification types an email can have (for completion). */
export const CLASSIFICATION_TYPES = [
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
] as const;
