import type { VerticalResource } from '@tracker/core/industries';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors } from '../../api/error-message';
import { useCommands } from '../../ui/commands/commands-context';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TextField } from '../../ui/text-field';
import { useAddVertical, useRemoveVertical } from '../mutations';
import { industryQueries } from '../queries';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What removing a vertical does, said before it is done. */
function removalMessage(vertical: VerticalResource): string {
  const { name, industries_count, companies_count } = vertical.attributes;
  if (industries_count === 0 && companies_count === 0) return `Remove the vertical ${name}? No industry or company has it.`;
  return `Remove the vertical ${name}? ${count(industries_count, 'industry', 'industries')} will have no vertical, and ${count(companies_count, 'company loses', 'companies lose')} it.`;
}

/** The verticals with their counts: add one by name, remove one after confirming. */
export function VerticalsPanel() {
  const verticals = useQuery(industryQueries.verticals());
  const add = useAddVertical();
  const remove = useRemoveVertical();
  const [name, setName] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const [removing, setRemoving] = useState<VerticalResource | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const list = verticals.data?.data ?? [];
  useCommands([
    {
      id: 'industries.add-vertical',
      title: 'Add vertical',
      group: 'Industries',
      shortcut: 'a',
      keywords: ['new', 'create'],
      perform: () => form.current?.querySelector('input')?.focus(),
    },
    ...list.map((vertical) => ({
      id: `industries.remove-vertical.${vertical.id}`,
      title: `Remove vertical ${vertical.attributes.name}`,
      group: 'Industries',
      keywords: ['delete', 'vertical'],
      perform: () => setRemoving(vertical),
    })),
  ]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = name.trim();
    if (!text) return;
    add.mutate(text, {
      onSuccess: (document) => {
        setName('');
        setAdded(`Added the vertical ${document.data.attributes.name}.`);
      },
    });
  }

  const addError = add.error ? (fieldErrors(add.error).name ?? errorMessage(add.error)) : undefined;
  return (
    <section className="panel" aria-labelledby="verticals-title">
      <h2 id="verticals-title">Verticals</h2>
      <form ref={form} aria-label="Add vertical" className="industries-add-vertical" onSubmit={submit}>
        <TextField
          label="New vertical"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setAdded(null);
          }}
          error={addError}
        />
        <button type="submit" disabled={add.isPending || !name.trim()}>
          Add vertical
        </button>
      </form>
      {added && <p role="status">{added}</p>}
      {verticals.error ? (
        <p className="alert" role="alert">
          {errorMessage(verticals.error)}
        </p>
      ) : (
        <table className="data-table verticals-table">
          <caption className="visually-hidden">Verticals</caption>
          <thead>
            <tr>
              <th scope="col">Vertical</th>
              <th scope="col" className="column-number">
                Industries
              </th>
              <th scope="col" className="column-number">
                Companies
              </th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((vertical) => (
              <tr key={vertical.id}>
                <td>{vertical.attributes.name}</td>
                <td className="column-number">{vertical.attributes.industries_count.toLocaleString('en-US')}</td>
                <td className="column-number">{vertical.attributes.companies_count.toLocaleString('en-US')}</td>
                <td>
                  <button type="button" aria-label={`Remove ${vertical.attributes.name}`} onClick={() => setRemoving(vertical)}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {verticals.isSuccess && list.length === 0 && <p className="muted">No vertical yet.</p>}
      {removing && (
        <ConfirmDialog
          title="Remove vertical"
          message={removalMessage(removing)}
          confirmLabel="Remove vertical"
          onConfirm={() => remove.mutateAsync(removing.id)}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
