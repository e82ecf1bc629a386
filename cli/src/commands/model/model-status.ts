import type { Context } from '../../context/create-context';
import { formatModelSummary, METRICS_COLUMNS, metricsRows } from './format-model';

/** The current model: version, what it learned from, precision and recall per type beside the rules; the document with --json. */
export async function modelStatus(context: Context): Promise<void> {
  const document = await context.api().request('getClassifierModel', {});
  if (context.settings.json) {
    context.ui.renderJson(document);
    return;
  }
  context.ui.renderLine(formatModelSummary(document));
  const rows = metricsRows(document);
  if (rows.length > 0) await context.ui.renderTable(rows, METRICS_COLUMNS);
}
