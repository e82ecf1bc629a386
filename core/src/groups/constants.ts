export const GROUPS_DEFAULT_SORT = 'name:asc';
export const GROUPS_DEFAULT_GLOBAL = true;
export const GROUPS_FETCH_LIMIT = 100;
