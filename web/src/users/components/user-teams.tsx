import type { UserDocument } from '@tracker/core/users';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod';
import { teamQueries, useConfirmedChange, useTeamActions } from '../../teams';
import { SearchField } from '../../ui/search-field';
import { TypedEmailDialog } from '../../ui/typed-email-dialog';
import { useUserActions } from '../mutations';

type Doc = z.output<typeof UserDocument>;

function AddToTeam({ teamId, name, email, onDone }: { teamId: string; name: string; email: string; onDone: () => void }) {
  const actions = useTeamActions(teamId);
  const change = useConfirmedChange(onDone);
  return (
    <>
      <button type="button" onClick={() => void change.run(email, (c) => actions.addMember({ email, ...c }))}>
        Add to {name}
      </button>
      {change.error && (
        <span className="alert" role="alert">
          {' '}
          {change.error}
        </span>
      )}
      {change.dialog}
    </>
  );
}

function RemoveFromTeam({
  teamId,
  userId,
  name,
  email,
  onDone,
}: {
  teamId: string;
  userId: string;
  name: string;
  email: string;
  onDone: () => void;
}) {
  const actions = useTeamActions(teamId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove from {name}
      </button>
      {open && (
        <TypedEmailDialog
          title={`Remove from ${name}`}
          email={email}
          confirmLabel="Remove"
          onConfirm={(typed) => actions.destroy(userId, typed).then(onDone)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** /users/{id}/teams: the user's teams, removing from them, and finding a team (q) to add the user to. */
export function UserTeams({ document }: { document: Doc }) {
  const [q, setQ] = useState('');
  const actions = useUserActions(document.data.id);
  const email = document.data.attributes.email;
  const teams = (document.included ?? []).filter((r) => r.type === 'teams');
  const found = useQuery({ ...teamQueries.list({ q, size: 10 }), enabled: q.length > 0 });
  const refresh = () => void actions.refresh();
  const memberOf = new Set(teams.map((t) => t.id));
  return (
    <div>
      {teams.length === 0 ? (
        <p className="muted">In no team.</p>
      ) : (
        <ul>
          {teams.map((t) => (
            <li key={t.id}>
              <Link href={`/teams/${t.id}/members`}>{String(t.attributes.name)}</Link> ({String(t.attributes.role)},{' '}
              {String(t.attributes.status)}){' '}
              <RemoveFromTeam teamId={t.id} userId={document.data.id} name={String(t.attributes.name)} email={email} onDone={refresh} />
            </li>
          ))}
        </ul>
      )}
      <SearchField
        label="Find a team to add the user to"
        placeholder="Team name or owner email"
        value={q}
        onSearch={(value) => setQ(value)}
      />
      <ul aria-label="Teams found">
        {(found.data?.data ?? [])
          .filter((t) => !memberOf.has(t.id))
          .map((t) => (
            <li key={t.id}>
              {t.attributes.name} <AddToTeam teamId={t.id} name={t.attributes.name} email={email} onDone={refresh} />
            </li>
          ))}
      </ul>
    </div>
  );
}
