import { NEW_TEAM_MEMBER_LIMIT, TEAM_DEFAULT_ACTIVE_MEMBERS_LIMIT } from '@tracker/core/teams';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage, fieldErrors } from '../api/error-message';
import { BackLink } from '../ui/back-link';
import { useLeaveGuard } from '../ui/leave-guard/leave-guard';
import { TextField } from '../ui/text-field';
import { createTeam } from './mutations';

const EMPTY_TEAM = {
  name: '',
  owner_email: '',
  member_limit: String(NEW_TEAM_MEMBER_LIMIT),
  active_members_limit: String(TEAM_DEFAULT_ACTIVE_MEMBERS_LIMIT),
};

/** /teams/create: a team with its owner, member_limit 10 and active limit 5 unless changed, on a one-month trial. */
export function CreateTeamPage() {
  const [, navigate] = useLocation();
  const [form, setForm] = useState(EMPTY_TEAM);
  const saved = useLeaveGuard(Object.entries(form).some(([field, value]) => value !== EMPTY_TEAM[field as keyof typeof EMPTY_TEAM]));
  const [error, setError] = useState<unknown>(null);
  const errors = fieldErrors(error);
  return (
    <section>
      <BackLink href="/teams">Teams</BackLink>
      <h1>Create team</h1>
      <form
        aria-label="Create team"
        onSubmit={(event) => {
          event.preventDefault();
          createTeam({
            name: form.name,
            owner_email: form.owner_email || undefined,
            member_limit: Number(form.member_limit),
            active_members_limit: Number(form.active_members_limit),
          })
            .then((document) => {
              saved();
              navigate(`/teams/${document.data.id}`);
            })
            .catch(setError);
        }}
      >
        <TextField
          label="Name"
          required
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          error={errors.name}
          data-autofocus
          autoFocus
        />
        <TextField
          label="Owner email"
          type="email"
          value={form.owner_email}
          onChange={(e) => setForm({ ...form, owner_email: e.target.value })}
          error={errors.owner_email}
        />
        <TextField
          label="Member limit"
          type="number"
          min={0}
          value={form.member_limit}
          onChange={(e) => setForm({ ...form, member_limit: e.target.value })}
        />
        <TextField
          label="Active members limit"
          type="number"
          min={0}
          value={form.active_members_limit}
          onChange={(e) => setForm({ ...form, active_members_limit: e.target.value })}
        />
        <div className="form-actions">
          <button type="submit" className="primary">
            Create team
          </button>
        </div>
        {error !== null && Object.keys(errors).length === 0 && (
          <p className="alert" role="alert">
            {errorMessage(error)}
          </p>
        )}
      </form>
    </section>
  );
}
