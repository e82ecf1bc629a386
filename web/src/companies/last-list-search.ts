/** The companies list's last query, so a detail screen's back link returns to the same filter. */
let lastSearch = '';

export function rememberListSearch(search: string): void {
  lastSearch = search;
}

/** The companies list as the user last filtered it. */
export function companiesListHref(): string {
  return lastSearch ? `/companies?${lastSearch}` : '/companies';
}
