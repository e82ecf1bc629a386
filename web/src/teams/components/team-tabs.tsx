import { Link } from 'wouter';

/** The team's two screens, its settings and its members, as tabs; the current one is marked. */
export function TeamTabs({ id, current }: { id: string; current: 'overview' | 'members' }) {
  return (
    <nav className="tabs" aria-label="Team sections">
      <Link href={`/teams/${id}`} aria-current={current === 'overview' ? 'page' : undefined}>
        Overview
      </Link>
      <Link href={`/teams/${id}/members`} aria-current={current === 'members' ? 'page' : undefined}>
        Members and invitations
      </Link>
    </nav>
  );
}
