import { groupsEndpoints } from '@tracker/core/groups';
import type { UserDocument } from '@tracker/core/users';
import { useState } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod';
import { api } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { TextField } from '../../ui/text-field';
import { UndoNote } from '../../ui/undo/undo-note';
import { useUndo } from '../../ui/undo/use-undo';
import { useUserActions } from '../mutations';

type Doc = z.output<typeof UserDocument>;
const ofType = <T extends string>(document: Doc, type: T) => (document.included ?? []).filter((r) => r.type === type);

/** /users/{id}/lists: the lists the user owns. */
export function UserLists({ document }: { document: Doc }) {
  const lists = ofType(document, 'lists');
  if (lists.length === 0) return <p className="muted">No lists.</p>;
  return (
    <ul>
      {lists.map((l) => (
        <li key={l.id}>
          <Link href={`/lists/${l.id}`}>{String(l.attributes.name)}</Link>
        </li>
      ))}
    </ul>
  );
}

/** /users/{id}/groups: the user's groups, and creating a group for the user. */
export function UserGroups({ document }: { document: Doc }) {
  const actions = useUserActions(document.data.id);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const groups = ofType(document, 'groups');
  return (
    <div>
      {groups.length === 0 ? (
        <p className="muted">In no group.</p>
      ) : (
        <ul>
          {groups.map((g) => (
            <li key={g.id}>
              <Link href={`/groups/${g.id}`}>{String(g.attributes.name)}</Link>
            </li>
          ))}
        </ul>
      )}
      <form
        aria-label="Create group for user"
        onSubmit={(event) => {
          event.preventDefault();
          api
            .request(groupsEndpoints.createGroup, { body: { name, global: false, user_email: [document.data.attributes.email] } })
            .then(() => {
              setName('');
              setProblem(null);
              return actions.refresh();
            })
            .catch((error: unknown) => setProblem(errorMessage(error)));
        }}
      >
        <TextField label="New group for this user" value={name} onChange={(e) => setName(e.target.value)} required />
        <button type="submit">Create group</button>
        {problem && (
          <p className="alert" role="alert">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}

/** The companies the user tracks, up to companiesLimit; track one more by id, untrack any. */
export function UserTrackedCompanies({ document }: { document: Doc }) {
  const actions = useUserActions(document.data.id);
  const [companyId, setCompanyId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const a = document.data.attributes;
  const companies = ofType(document, 'companies');
  const attempt = (call: Promise<unknown>) => call.then(() => setProblem(null)).catch((error: unknown) => setProblem(errorMessage(error)));
  const untracking = useUndo<{ id: string; name: string }>({
    run: (company) => actions.untrack(company.id),
    reverse: (company) => actions.track(Number(company.id)),
    done: (company) => `Untracked ${company.name}`,
    notDone: 'Not untracked',
    notUndone: 'Not tracked again',
  });
  return (
    <div>
      <p>
        Tracks {a.tracked_companies_count} of {a.companiesLimit} companies.
      </p>
      <ul>
        {companies.map((c) => (
          <li key={c.id}>
            <Link href={`/companies/${c.id}`}>{String(c.attributes.name)}</Link>{' '}
            <button
              type="button"
              onClick={() => untracking.run({ id: c.id, name: String(c.attributes.name) })}
              aria-label={`Untrack ${String(c.attributes.name)}`}
            >
              Untrack
            </button>
          </li>
        ))}
      </ul>
      <UndoNote undo={untracking} />
      <form
        aria-label="Track company"
        onSubmit={(event) => {
          event.preventDefault();
          void attempt(actions.track(Number(companyId))).then(() => setCompanyId(''));
        }}
      >
        <TextField label="Track company id" inputMode="numeric" value={companyId} onChange={(e) => setCompanyId(e.target.value)} required />
        <button type="submit">Track</button>
      </form>
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
