import type { EmailSuggestion } from '@tracker/core/suggestions';
import { useCommands } from '../../ui/commands/commands-context';
import { CLASSIFICATION_TYPE_LABELS } from '../email-labels';
import { useDecideSuggestion } from '../mutations';

const percent = (score: number) => `${Math.round(score * 100)}%`;

/**
 * The email's suggested classifications, best first, each with Accept (it becomes a manual
 * classification) and Reject. One key each: `y` accepts the first, `n` rejects it; the palette's
 * 'Accept suggestion…' and 'Reject suggestion…' pick any.
 */
export function SuggestionsList({ guid, suggestions }: { guid: string; suggestions: readonly EmailSuggestion[] }) {
  const decide = useDecideSuggestion(guid);
  const [first] = suggestions;
  const items = suggestions.map((s) => ({
    id: s.type,
    title: CLASSIFICATION_TYPE_LABELS[s.type],
    detail: `${percent(s.score)} by ${s.origin}`,
  }));
  const chosen = (decision: 'accept' | 'reject') => (type: string) => {
    const suggestion = suggestions.find((s) => s.type === type);
    if (suggestion) decide.mutate({ type: suggestion.type, decision });
  };
  useCommands(
    first
      ? [
          {
            id: 'email.suggestion.accept-first',
            title: `Accept suggestion: ${CLASSIFICATION_TYPE_LABELS[first.type]}`,
            group: 'Email',
            shortcut: 'y',
            keywords: ['suggestion', 'classification', 'accept'],
            perform: () => decide.mutate({ type: first.type, decision: 'accept' }),
          },
          {
            id: 'email.suggestion.reject-first',
            title: `Reject suggestion: ${CLASSIFICATION_TYPE_LABELS[first.type]}`,
            group: 'Email',
            shortcut: 'n',
            keywords: ['suggestion', 'classification', 'reject'],
            perform: () => decide.mutate({ type: first.type, decision: 'reject' }),
          },
          {
            id: 'email.suggestion.accept',
            title: 'Accept suggestion…',
            group: 'Email',
            keywords: ['suggestion', 'classification'],
            perform: () => undefined,
            choices: { placeholder: 'Suggestion to accept…', empty: 'No suggestion matches.', items, choose: chosen('accept') },
          },
          {
            id: 'email.suggestion.reject',
            title: 'Reject suggestion…',
            group: 'Email',
            keywords: ['suggestion', 'classification'],
            perform: () => undefined,
            choices: { placeholder: 'Suggestion to reject…', empty: 'No suggestion matches.', items, choose: chosen('reject') },
          },
        ]
      : [],
  );
  if (suggestions.length === 0) return null;
  return (
    <section aria-labelledby="suggestions-title" className="suggestions-list">
      <h3 id="suggestions-title">Suggested</h3>
      <ul>
        {suggestions.map((s, i) => (
          <li key={s.type}>
            <span>{CLASSIFICATION_TYPE_LABELS[s.type]}</span>
            <span className="muted">
              {percent(s.score)} · {s.origin === 'model' ? `model v${s.model_version}` : 'rules'}
            </span>
            <button
              type="button"
              onClick={() => decide.mutate({ type: s.type, decision: 'accept' })}
              aria-label={`Accept ${CLASSIFICATION_TYPE_LABELS[s.type]}`}
            >
              Accept{i === 0 ? <kbd>y</kbd> : null}
            </button>
            <button
              type="button"
              onClick={() => decide.mutate({ type: s.type, decision: 'reject' })}
              aria-label={`Reject ${CLASSIFICATION_TYPE_LABELS[s.type]}`}
            >
              Reject{i === 0 ? <kbd>n</kbd> : null}
            </button>
          </li>
        ))}
      </ul>
      {decide.isError ? <p role="alert">The suggestion could not be saved; it is shown as it was.</p> : null}
    </section>
  );
}
