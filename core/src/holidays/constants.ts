export const HOLIDAYS_PAGE_SIZE = 25;
export const HOLIDAYS_DEFAULT_SORT = 'name:asc';
