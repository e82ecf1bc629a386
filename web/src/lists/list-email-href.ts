/** An email within a list: /lists/{list_id}/emails/{guid}. */
export const listEmailHref = (listId: string, guid: string) => `/lists/${listId}/emails/${encodeURIComponent(guid)}`;
