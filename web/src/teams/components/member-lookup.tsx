import type { TeamMemberList } from '@tracker/core/teams';
import { useQuery } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { Link } from 'wouter';
import { teamQueries } from '../queries';
import { MemberAddForm } from './member-add-form';

type Props = { teamId: string; email: string; formRef: RefObject<HTMLFormElement | null> };

/** What the team has of an address: its member, its pending invitation, or neither. */
function standingOf(list: TeamMemberList, email: string) {
  const wanted = email.toLowerCase();
  const member = list.data.find((m) => m.attributes.email.toLowerCase() === wanted);
  if (member) return { kind: 'member', member } as const;
  const invitation = list.included.find((i) => i.attributes.email.toLowerCase() === wanted);
  if (invitation) return { kind: 'invited', invitation } as const;
  return { kind: 'none' } as const;
}

/**
 * /teams/{id}?email=…: where that address stands in the team (spec section 2's optional email): a
 * member with their role and status, a pending invitation, or neither, and then the add-or-invite
 * field already holding it, so Enter adds the user or invites the address.
 */
export function MemberLookup({ teamId, email, formRef }: Props) {
  const members = useQuery(teamQueries.members(teamId));
  const standing = members.data ? standingOf(members.data, email) : null;
  // The field stays once offered, so its confirmation ('Invitation sent!') shows after the standing changes.
  const [offered, setOffered] = useState(false);
  if (!offered && standing?.kind === 'none') setOffered(true);
  const manage = <Link href={`/teams/${teamId}/members`}>Manage on the members page</Link>;

  function said() {
    if (!members.data)
      return members.error ? (
        <p className="muted">Could not look {email} up among the members.</p>
      ) : (
        <p role="status">Looking for {email}…</p>
      );
    if (standing?.kind === 'member') {
      const { role, status } = standing.member.attributes;
      return (
        <p>
          {email} is a member of this team: {role}, {status}. {manage}
        </p>
      );
    }
    if (standing?.kind === 'invited') {
      return (
        <p>
          {email} is invited to this team as {standing.invitation.attributes.role}, not accepted yet. {manage}
        </p>
      );
    }
    const { page, pages, size } = members.data.meta;
    return (
      <p>
        {email} is{' '}
        {page < pages ? `not among this team's first ${size} members or its invitations` : 'neither a member of this team nor invited'}.
      </p>
    );
  }

  return (
    <section className="panel" aria-labelledby="team-member-lookup">
      <h2 id="team-member-lookup">{email}</h2>
      {said()}
      {offered && <MemberAddForm teamId={teamId} formRef={formRef} initialEmail={email} />}
    </section>
  );
}
