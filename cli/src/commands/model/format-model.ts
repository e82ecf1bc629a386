import type { ClassifierModelDocument, TypeMetrics } from '@tracker/core/suggestions';
import type { Column } from '../../ui/table';
import { formatKeyValues } from '../../ui/key-values';

const percent = (value: number | null | undefined) => (value === null || value === undefined ? '-' : `${Math.round(value * 100)}%`);

/** One type's row: its measures by the model and by the rules, on the same held-out emails. */
export type MetricsRow = { type: string; model: TypeMetrics | undefined; rules: TypeMetrics | undefined };

export const METRICS_COLUMNS: readonly Column<MetricsRow>[] = [
  { header: 'type', value: (r) => r.type },
  { header: 'labelled', value: (r) => r.model?.support ?? r.rules?.support ?? 0, align: 'right' },
  { header: 'model precision', value: (r) => percent(r.model?.precision), align: 'right' },
  { header: 'model recall', value: (r) => percent(r.model?.recall), align: 'right' },
  { header: 'rules precision', value: (r) => percent(r.rules?.precision), align: 'right' },
  { header: 'rules recall', value: (r) => percent(r.rules?.recall), align: 'right' },
];

/** The model's rows per type, every type either measure names. */
export function metricsRows(document: ClassifierModelDocument): MetricsRow[] {
  const a = document.data?.attributes;
  if (!a) return [];
  const types = [...new Set([...a.metrics.map((m) => m.type), ...a.rules_metrics.map((m) => m.type)])];
  return types.map((type) => ({
    type,
    model: a.metrics.find((m) => m.type === type),
    rules: a.rules_metrics.find((m) => m.type === type),
  }));
}

/** The model's summary lines. */
export function formatModelSummary(document: ClassifierModelDocument): string {
  const a = document.data?.attributes;
  if (!a) return 'No model trained yet: suggestions come from the rules alone. Train one with trackctl model train.';
  return formatKeyValues([
    { key: 'version', value: a.version },
    { key: 'trained', value: a.trained_at },
    { key: 'trained on', value: `${a.trained_on} labelled emails` },
    { key: 'held out', value: `${a.held_out} (seed ${a.seed})` },
    { key: 'vocabulary', value: a.vocabulary },
  ]).trimEnd();
}
