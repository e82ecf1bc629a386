import type { Holiday } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { formatKeyValues } from '../../ui/key-values';

/** Prints a holiday as key/value lines, or its document with --json: what show, add-date and remove-date answer. */
export function render(context: Context, document: { data: Holiday }): void {
  if (context.settings.json) {
    context.ui.renderJson(document);
    return;
  }
  const a = document.data.attributes;
  context.io.stdout.write(
    formatKeyValues([
      { key: 'id', value: document.data.id },
      { key: 'name', value: a.name },
      { key: 'keywords', value: a.keywords },
      { key: 'dates', value: a.dates.map((d) => d.occurs_at).join('\n') },
    ]),
  );
}
