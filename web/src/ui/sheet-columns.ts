/** Each column of a sheet as a choice, named by its header where there is one: "Domain (column 2)", "Column 3". */
export function sheetColumnOptions(
  cells: readonly (readonly string[])[],
  headerRow: number | undefined,
): { value: string; label: string }[] {
  const header = cells[headerRow ?? -1] ?? [];
  // A loop, not Math.max(...rows): no argument list as long as the sheet.
  let width = 0;
  for (const row of cells) width = Math.max(width, row.length);
  return Array.from({ length: width }, (_, i) => ({
    value: String(i),
    label: header[i] ? `${header[i]} (column ${i + 1})` : `Column ${i + 1}`,
  }));
}
