import type { Command } from 'commander';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { formatModelSummary, METRICS_COLUMNS, metricsRows } from './format-model';

/** Trains a new version now and shows it. */
export async function trainModel(context: Context, command: Command): Promise<void> {
  const { seed } = command.opts<{ seed?: string }>();
  if (seed !== undefined && !/^\d{1,9}$/.test(seed)) throw new UsageError('--seed takes a whole number, e.g. --seed 7.');
  const document = await context.api().request('trainClassifierModel', { body: seed === undefined ? {} : { seed: Number(seed) } });
  if (context.settings.json) {
    context.ui.renderJson(document);
    return;
  }
  context.ui.renderSuccess(`Trained version ${document.data?.attributes.version ?? '?'}.`);
  context.ui.renderLine(formatModelSummary(document));
  const rows = metricsRows(document);
  if (rows.length > 0) await context.ui.renderTable(rows, METRICS_COLUMNS);
}
