import { emailsEndpoints, type Email, type EmailUpdate } from '@tracker/core/emails';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { countOf } from '../../ui/data-table/row-selection';
import { SelectionBar, type SelectionCommand } from '../../ui/data-table/selection-bar';
import { useSelectionRun, type SelectionJob } from '../../ui/data-table/selection-run';
import type { RowSelection } from '../../ui/data-table/use-row-selection';
import { emailQueries } from '../queries';

const NOUN = ['email', 'emails'] as const;
const SELECTED = ['selected email', 'selected emails'] as const;

/** Each change the emails list offers on its selected rows, as a verb before and after. */
const CHANGES: readonly { id: string; change: EmailUpdate; verb: string; done: string; after?: string; keywords: string[] }[] = [
  { id: 'private', change: { private: true }, verb: 'Make', done: 'Made', after: 'private', keywords: ['privacy'] },
  { id: 'public', change: { private: false }, verb: 'Make', done: 'Made', after: 'public', keywords: ['privacy', 'not private'] },
  { id: 'hide', change: { visible: false }, verb: 'Hide', done: 'Hid', keywords: ['invisible', 'visibility'] },
  { id: 'show', change: { visible: true }, verb: 'Show', done: 'Showed', keywords: ['visible', 'visibility', 'unhide'] },
];

const phrase = (verb: string, what: string, after?: string) => [verb, what, after].filter(Boolean).join(' ');

/** The emails list's selected rows: make them private or public, hide or show them, one request each. */
export function EmailSelection({ selection }: { selection: RowSelection<Email> }) {
  const queryClient = useQueryClient();
  const run = useSelectionRun(selection);
  const emails = selection.rows;
  const commands: SelectionCommand[] = CHANGES.map(({ id, change, verb, done, after, keywords }) => {
    const job: SelectionJob = {
      title: phrase(verb, countOf(emails.length, NOUN), after),
      done: (count) => phrase(done, countOf(count, NOUN), after),
      noun: NOUN,
      records: emails.map((email) => ({
        id: email.attributes.guid,
        label: email.attributes.subject || '(no subject)',
        change: () => api.request(emailsEndpoints.updateEmail, { params: { id: email.attributes.guid }, body: change }),
      })),
      settled: () => void queryClient.invalidateQueries({ queryKey: emailQueries.all() }),
    };
    return {
      id: `emails.selection.${id}`,
      title: phrase(verb, countOf(emails.length, SELECTED), after),
      keywords,
      run: () => run.ask(job),
    };
  });
  return (
    <>
      <SelectionBar selection={selection} noun={NOUN} commands={commands} />
      {run.dialog}
    </>
  );
}
