/** The lists screen's last query, so a list's back link returns to the same filters and page. */
let lastSearch = '';

export function rememberListSearch(search: string): void {
  lastSearch = search;
}

/** The lists screen as the user last filtered it. */
export function listsHref(): string {
  return lastSearch ? `/lists?${lastSearch}` : '/lists';
}
