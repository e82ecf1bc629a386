import { CLASSIFICATION_TYPE_LABELS } from '@tracker/core/emails';
import type { ClassifierModel } from '@tracker/core/suggestions';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../api/error-message';
import { useCommands } from '../ui/commands/commands-context';
import { RecentTime } from '../ui/recent-time';
import { useNow } from '../ui/use-now';
import { useTrainModel } from './mutations';
import { classifierQueries } from './queries';
import './classifier.css';

type Metrics = ClassifierModel['attributes']['metrics'];
const percent = (value: number | null) => (value === null ? '–' : `${Math.round(value * 100)}%`);

/** Per type, the model's and the rules' precision and recall on the same held-out emails. */
function MetricsTable({ model, rules }: { model: Metrics; rules: Metrics }) {
  const types = [...new Set([...model.map((m) => m.type), ...rules.map((m) => m.type)])];
  const of = (list: Metrics, type: string) => list.find((m) => m.type === type);
  return (
    <table className="classifier-metrics">
      <caption>Precision and recall on held-out emails</caption>
      <thead>
        <tr>
          <th scope="col">Type</th>
          <th scope="col">Labelled</th>
          <th scope="col">Model precision</th>
          <th scope="col">Model recall</th>
          <th scope="col">Rules precision</th>
          <th scope="col">Rules recall</th>
        </tr>
      </thead>
      <tbody>
        {types.map((type) => (
          <tr key={type}>
            <th scope="row">{CLASSIFICATION_TYPE_LABELS[type]}</th>
            <td>{of(model, type)?.support ?? of(rules, type)?.support ?? 0}</td>
            <td>{percent(of(model, type)?.precision ?? null)}</td>
            <td>{percent(of(model, type)?.recall ?? null)}</td>
            <td>{percent(of(rules, type)?.precision ?? null)}</td>
            <td>{percent(of(rules, type)?.recall ?? null)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /classifier: the learned model's current version, what it learned from, its measures beside the rules'; train now. */
export function ClassifierPage() {
  const now = useNow();
  const model = useQuery(classifierQueries.model());
  const train = useTrainModel();
  useCommands([
    {
      id: 'classifier.train',
      title: 'Train the classifier now',
      group: 'Classifier',
      shortcut: 't',
      keywords: ['model', 'retrain', 'learn'],
      perform: () => train.mutate(),
    },
  ]);
  const attributes = model.data?.data?.attributes;
  return (
    <section className="classifier-page">
      <header className="screen-header">
        <h1>Classifier</h1>
        <div className="screen-actions">
          <button type="button" onClick={() => train.mutate()} disabled={train.isPending}>
            {train.isPending ? 'Training…' : 'Train now'}
          </button>
        </div>
      </header>
      {train.isError ? <p role="alert">{errorMessage(train.error)}</p> : null}
      {model.error ? <p role="alert">{errorMessage(model.error)}</p> : null}
      {model.data && !attributes ? (
        <p className="muted">No model trained yet: suggestions come from the rules alone. Train one from the manual classifications.</p>
      ) : null}
      {attributes ? (
        <>
          <dl className="classifier-summary" aria-label="Current model">
            <dt>Version</dt>
            <dd>{attributes.version}</dd>
            <dt>Trained</dt>
            <dd>
              <RecentTime value={attributes.trained_at} now={now} />
            </dd>
            <dt>Learned from</dt>
            <dd>
              {attributes.trained_on} labelled emails ({attributes.held_out} held out to measure it, seed {attributes.seed})
            </dd>
            <dt>Types learned</dt>
            <dd>{attributes.types.length === 0 ? 'none yet' : attributes.types.map((t) => CLASSIFICATION_TYPE_LABELS[t]).join(', ')}</dd>
          </dl>
          <MetricsTable model={attributes.metrics} rules={attributes.rules_metrics} />
        </>
      ) : null}
    </section>
  );
}
