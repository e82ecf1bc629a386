/**
 * The active row of each table as the user left it, by table and URL (path and query), so coming
 * back to a list (Back, or its back link) makes the same row active again. Kept for the session's
 * page only; a reload starts afresh.
 */
const rows = new Map<string, string>();

export const rememberedRows = {
  get: (place: string): string | undefined => rows.get(place),
  set: (place: string, rowId: string | null): void => {
    if (rowId === null) rows.delete(place);
    else rows.set(place, rowId);
  },
  /** Forgets every table's row (tests start afresh). */
  clear: (): void => rows.clear(),
};
