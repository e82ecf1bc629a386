import {
  CLASSIFICATION_TYPES,
  classificationToAdd,
  toggledScore,
  type Classification,
  type ClassificationType,
} from '@tracker/core/emails';
import { useRef, useState } from 'react';
import { useCommands } from '../../ui/commands/commands-context';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { CLASSIFICATION_TYPE_LABELS } from '../email-labels';
import { useClassify } from '../mutations';
import { isOneOf } from '../../ui/is-one-of';
import type { EmailSuggestion } from '@tracker/core/suggestions';
import { SuggestionsList } from './suggestions-list';

const TYPE_OPTIONS = CLASSIFICATION_TYPES.map((type) => ({ value: type, label: CLASSIFICATION_TYPE_LABELS[type] }));
const isType = (value: string): value is ClassificationType => isOneOf(CLASSIFICATION_TYPES, value);

/**
 * The classifications editor: toggle a score (shown at once, reverted on failure), add a type (a
 * type the email has is not added again), delete one after confirming; the email reloads 2 s later.
 * The palette does the same with 'Classify as…' and 'Remove classification…', each a page of types.
 * The email's suggestions are listed under its classifications, to accept or reject.
 */
export function ClassificationsEditor({
  guid,
  classifications,
  suggestions = [],
}: {
  guid: string;
  classifications: readonly Classification[];
  suggestions?: readonly EmailSuggestion[];
}) {
  const { put, remove } = useClassify(guid);
  const [adding, setAdding] = useState<ClassificationType | ''>('');
  const [confirming, setConfirming] = useState<ClassificationType | null>(null);
  const section = useRef<HTMLElement>(null);
  const present = new Set(classifications.map((c) => c.type));
  useCommands([
    {
      id: 'email.classify',
      title: 'Classify as…',
      group: 'Email',
      keywords: ['classification', 'type', 'add', 'label'],
      perform: () => section.current?.querySelector('select')?.focus(),
      choices: {
        placeholder: 'Classification type…',
        empty: 'No type to add matches.',
        // A type the email has would be ignored (spec section 5): only the others are offered.
        items: CLASSIFICATION_TYPES.filter((type) => !present.has(type)).map((type) => ({
          id: type,
          title: CLASSIFICATION_TYPE_LABELS[type],
        })),
        choose: (type) => {
          if (isType(type)) put.mutate({ type });
        },
      },
    },
    {
      id: 'email.unclassify',
      title: 'Remove classification…',
      group: 'Email',
      keywords: ['classification', 'type', 'delete', 'unclassify'],
      perform: () => section.current?.querySelector<HTMLElement>('button[aria-label^="Delete"]')?.focus(),
      choices: {
        placeholder: 'Classification to remove…',
        empty: 'No classification of this email matches.',
        items: classifications.map((c) => ({
          id: c.type,
          title: CLASSIFICATION_TYPE_LABELS[c.type],
          detail: c.score === 1 ? 'applies' : 'does not apply',
        })),
        // Deleting asks first, from the palette too (spec section 5).
        choose: (type) => {
          if (isType(type)) setConfirming(type);
        },
      },
    },
  ]);

  const add = () => {
    const input = classificationToAdd(classifications, adding || undefined);
    if (input?.type) put.mutate({ type: input.type });
    setAdding('');
  };

  return (
    <section ref={section} aria-labelledby="classifications-title" className="classifications-editor">
      <h2 id="classifications-title">Classifications</h2>
      {classifications.length === 0 ? <p className="muted">Not classified.</p> : null}
      <ul>
        {classifications.map((c) => (
          <li key={c.type}>
            <span>{CLASSIFICATION_TYPE_LABELS[c.type]}</span>
            <button
              type="button"
              aria-pressed={c.score === 1}
              aria-label={`${CLASSIFICATION_TYPE_LABELS[c.type]}: ${c.score === 1 ? 'applies' : 'does not apply'}`}
              onClick={() => put.mutate({ classifications: [{ type: c.type, score: toggledScore(c.score) }] })}
            >
              {c.score === 1 ? 'Applies' : 'Does not apply'}
            </button>
            <span className="muted">{c.source === 'manual' ? 'set by hand' : 'classifier'}</span>
            <button type="button" onClick={() => setConfirming(c.type)} aria-label={`Delete ${CLASSIFICATION_TYPE_LABELS[c.type]}`}>
              Delete
            </button>
          </li>
        ))}
      </ul>
      <SuggestionsList guid={guid} suggestions={suggestions} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <label>
          Add a classification
          <select value={adding} onChange={(e) => setAdding(e.target.value as ClassificationType | '')}>
            <option value="">Choose a type</option>
            {TYPE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={!adding}>
          Add
        </button>
      </form>
      {put.isError || remove.isError ? <p role="alert">The classification could not be saved; it is shown as it was.</p> : null}
      {confirming ? (
        <ConfirmDialog
          title="Delete classification"
          message={`Delete the classification ${CLASSIFICATION_TYPE_LABELS[confirming]}?`}
          confirmLabel="Delete"
          // The editor says when a change is refused and shows the classification as it was.
          onConfirm={async () => remove.mutate(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
