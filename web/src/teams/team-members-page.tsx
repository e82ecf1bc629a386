import {
  MEMBER_ROLES,
  MEMBER_STATUSES,
  type MemberRole,
  type MemberStatus,
  type TeamInvitation,
  type TeamMember,
} from '@tracker/core/teams';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { ScreenProps } from '../ui/area/area';
import { BackLink } from '../ui/back-link';
import { useCommands } from '../ui/commands/commands-context';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DetailLayout } from '../ui/detail-layout';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { TypedEmailDialog } from '../ui/typed-email-dialog';
import { useFocusAfterRemoval } from '../ui/use-focus-after-removal';
import { useSearchParamsState } from '../ui/use-search-params-state';
import { MemberAddForm } from './components/member-add-form';
import { TeamTabs } from './components/team-tabs';
import { useConfirmedChange } from './components/use-confirmed-change';
import { useTeamActions } from './mutations';
import { teamQueries } from './queries';

const PAGE = { page: 1 };

type Open = { kind: 'archive' | 'destroy'; member: TeamMember } | { kind: 'cancel'; invitation: TeamInvitation } | null;

/** /teams/{id}/members: members, paged, and pending invitations, with role and status editing and the typed-email confirmations. */
export function TeamMembersPage({ params }: ScreenProps) {
  const id = params.team_id ?? '';
  const team = useQuery(teamQueries.detail(id));
  const [{ page }, , hrefFor] = useSearchParamsState(PAGE);
  const members = useQuery(teamQueries.members(id, page));
  const actions = useTeamActions(id);
  const change = useConfirmedChange();
  const [open, setOpen] = useState<Open>(null);
  const [message, setMessage] = useState<string | null>(null);
  const addForm = useRef<HTMLFormElement>(null);
  const search = useSearch();
  const focusAdd = () => addForm.current?.querySelector('input')?.focus();
  const table = useRef<HTMLTableElement>(null);
  const afterRemoval = useFocusAfterRemoval(
    (members.data?.data ?? []).map((m) => m.id),
    table,
    'tbody button:last-of-type',
    () => addForm.current?.querySelector('input'),
    open !== null,
  );
  useEffect(() => {
    if (new URLSearchParams(search).get('invite')) focusAdd();
  }, [search]);
  useCommands([
    { id: 'team.invite', title: 'Invite to this team', group: 'Team', shortcut: 'i', keywords: ['add', 'member'], perform: focusAdd },
  ]);

  const fail = (error: unknown) => setMessage(error instanceof Error && error.message ? error.message : 'Error');
  const a = team.data?.data.attributes;
  const email = (m: TeamMember) => m.attributes.email;

  return (
    <DetailLayout
      back={<BackLink href={`/teams/${id}`}>{a?.name ?? 'Team'}</BackLink>}
      title={`Members${a ? ` of ${a.name}` : ''}`}
      meta={
        a && (
          <p>
            {a.active_members_count} of {a.active_members_limit} active members; {a.members_count} of {a.member_limit} members.
          </p>
        )
      }
      tabs={<TeamTabs id={id} current="members" />}
    >
      <MemberAddForm teamId={id} formRef={addForm} />
      {message && (
        <p className="alert" role="alert">
          {message}
        </p>
      )}
      {change.dialog}
      <table ref={table} className="data-table">
        <caption>Members</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(members.data?.data ?? []).map((m) => (
            <tr key={m.id}>
              <td>{email(m)}</td>
              <td>
                <select
                  aria-label={`Role of ${email(m)}`}
                  value={m.attributes.role}
                  onChange={(e) => void actions.updateMember(m.attributes.user_id, { role: e.target.value as MemberRole }).catch(fail)}
                >
                  {MEMBER_ROLES.map((role) => (
                    <option key={role}>{role}</option>
                  ))}
                </select>
              </td>
              <td>
                <select
                  aria-label={`Status of ${email(m)}`}
                  value={m.attributes.status}
                  onChange={(e) => {
                    const status = e.target.value as MemberStatus;
                    void change.run(email(m), (c) => actions.updateMember(m.attributes.user_id, { status, ...c }));
                  }}
                >
                  {MEMBER_STATUSES.map((status) => (
                    <option key={status}>{status}</option>
                  ))}
                </select>
              </td>
              <td>
                {m.attributes.status !== 'active' && (
                  <button type="button" onClick={() => void change.run(email(m), (c) => actions.activate(m.attributes.user_id, c))}>
                    Activate
                  </button>
                )}
                {m.attributes.status === 'active' && (
                  <button type="button" onClick={() => setOpen({ kind: 'archive', member: m })}>
                    Archive
                  </button>
                )}
                <button type="button" onClick={() => setOpen({ kind: 'destroy', member: m })}>
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <DataTablePagination meta={members.data?.meta} noun={['member', 'members']} hrefFor={(to) => hrefFor({ page: to })} />
      {change.error && (
        <p className="alert" role="alert">
          {change.error}
        </p>
      )}
      <table className="data-table">
        <caption>Pending invitations</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Sent</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(members.data?.included ?? []).map((i) => (
            <tr key={i.id}>
              <td>{i.attributes.email}</td>
              <td>
                <select
                  aria-label={`Role of ${i.attributes.email}`}
                  value={i.attributes.role}
                  onChange={(e) => void actions.updateInvitation(i.id, e.target.value as MemberRole).catch(fail)}
                >
                  {MEMBER_ROLES.map((role) => (
                    <option key={role}>{role}</option>
                  ))}
                </select>
              </td>
              <td>{i.attributes.sent_at ? new Date(i.attributes.sent_at).toLocaleDateString('en-CA') : '—'}</td>
              <td>
                <button
                  type="button"
                  onClick={() =>
                    void actions
                      .resend(i.id)
                      .then((d) => setMessage(d.meta?.message ?? 'Invitation resent!'))
                      .catch(fail)
                  }
                >
                  Resend
                </button>
                <button type="button" onClick={() => setOpen({ kind: 'cancel', invitation: i })}>
                  Cancel invitation
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {open?.kind === 'archive' && (
        <ConfirmDialog
          title="Archive member"
          message={`Archive ${email(open.member)}?`}
          confirmLabel="Archive"
          onConfirm={() => actions.archive(open.member.attributes.user_id)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'destroy' && (
        <TypedEmailDialog
          title="Remove member"
          email={email(open.member)}
          confirmLabel="Remove member"
          onConfirm={async (typed) => {
            await actions.destroy(open.member.attributes.user_id, typed);
            afterRemoval(open.member.id);
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'cancel' && (
        <TypedEmailDialog
          title="Cancel invitation"
          email={open.invitation.attributes.email}
          confirmLabel="Cancel invitation"
          onConfirm={(typed) => actions.cancelInvitation(open.invitation.id, typed)}
          onClose={() => setOpen(null)}
        />
      )}
    </DetailLayout>
  );
}
