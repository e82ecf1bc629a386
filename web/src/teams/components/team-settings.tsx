import { COLLECTION_METHODS, PLAN_VERSIONS, SUBSCRIPTION_STATUSES, type Team } from '@tracker/core/teams';
import { useState, type RefObject } from 'react';
import { errorMessage } from '../../api/error-message';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useTeamActions } from '../mutations';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-CA') : '—');

/** The team's name and limits, with its counts against them. */
export function TeamSettings({ team }: { team: Team }) {
  const a = team.attributes;
  const actions = useTeamActions(team.id);
  const [form, setForm] = useState({
    name: a.name,
    member_limit: String(a.member_limit),
    active_members_limit: String(a.active_members_limit),
  });
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      aria-label="Team settings"
      onSubmit={(event) => {
        event.preventDefault();
        actions
          .update({ name: form.name, member_limit: Number(form.member_limit), active_members_limit: Number(form.active_members_limit) })
          .then(() => setProblem(null))
          .catch((error: unknown) => setProblem(errorMessage(error)));
      }}
    >
      <TextField label="Name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
      <TextField
        label={`Member limit (${a.members_count} members)`}
        type="number"
        min={0}
        value={form.member_limit}
        onChange={(e) => setForm({ ...form, member_limit: e.target.value })}
      />
      <TextField
        label={`Active members limit (${a.active_members_count} active)`}
        type="number"
        min={0}
        value={form.active_members_limit}
        onChange={(e) => setForm({ ...form, active_members_limit: e.target.value })}
      />
      <div className="form-actions">
        <button type="submit" className="primary">
          Save team
        </button>
      </div>
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/** The subscription's fields (spec section 6), and setting a manual one. */
export function TeamSubscription({ team }: { team: Team }) {
  const s = team.attributes.subscription;
  const actions = useTeamActions(team.id);
  const [form, setForm] = useState({
    plan_id: s?.plan_id ?? 'team',
    plan_version: s?.plan_version ?? 'v3',
    account_status: 'active',
    collection_method: 'exempt',
    current_period_end_at: '',
  });
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div>
      {s ? (
        <dl className="key-values">
          <dt>Plan</dt>
          <dd>
            {s.plan_id} ({s.plan_version})
          </dd>
          <dt>Status</dt>
          <dd>{s.account_status}</dd>
          <dt>Period ends</dt>
          <dd>{day(s.current_period_end_at)}</dd>
          <dt>Collection</dt>
          <dd>{s.collection_method}</dd>
          <dt>Stripe customer</dt>
          <dd>{s.stripe_customer_id ?? '—'}</dd>
          <dt>Stripe subscription</dt>
          <dd>
            {s.stripe_subscription_id ?? '—'}
            {s.cancel_at_period_end && ' (cancels at period end)'}
          </dd>
        </dl>
      ) : (
        <p className="muted">No subscription.</p>
      )}
      <form
        aria-label="Manual subscription"
        onSubmit={(event) => {
          event.preventDefault();
          actions
            .manualSubscription({
              plan_id: form.plan_id,
              plan_version: form.plan_version as 'v3',
              account_status: form.account_status as 'active',
              collection_method: form.collection_method as 'exempt',
              current_period_end_at: `${form.current_period_end_at}T00:00:00Z`,
            })
            .then((document) => setMessage(document.meta?.message ?? null))
            .catch((error: unknown) => setMessage(errorMessage(error)));
        }}
      >
        <TextField label="Plan" value={form.plan_id} onChange={(e) => setForm({ ...form, plan_id: e.target.value })} />
        <SelectField
          label="Plan version"
          options={options(PLAN_VERSIONS)}
          value={form.plan_version}
          onChange={(e) => setForm({ ...form, plan_version: e.target.value as 'v3' })}
        />
        <SelectField
          label="Account status"
          options={options(SUBSCRIPTION_STATUSES)}
          value={form.account_status}
          onChange={(e) => setForm({ ...form, account_status: e.target.value })}
        />
        <SelectField
          label="Collection method"
          options={options(COLLECTION_METHODS)}
          value={form.collection_method}
          onChange={(e) => setForm({ ...form, collection_method: e.target.value })}
        />
        <TextField
          label="Period ends"
          type="date"
          required
          value={form.current_period_end_at}
          onChange={(e) => setForm({ ...form, current_period_end_at: e.target.value })}
        />
        <button type="submit">Set manual subscription</button>
      </form>
      {message && <p role="status">{message}</p>}
    </div>
  );
}

/**
 * Owner change: the new owner's email and the current owner's id (a team without an owner gets its
 * first one without an id); 'Team Owner changed!' or the failure's message.
 */
export function ChangeOwnerForm({ team, inputRef }: { team: Team; inputRef: RefObject<HTMLFormElement | null> }) {
  const actions = useTeamActions(team.id);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const owner = team.attributes.owner;
  return (
    <form
      ref={inputRef}
      aria-label="Change owner"
      onSubmit={(event) => {
        event.preventDefault();
        actions
          .changeOwner(owner ? { email, current_owner_id: Number(owner.id) } : { email })
          .then((document) => {
            setEmail('');
            setMessage({ text: document.meta?.message ?? 'Team Owner changed!', failed: false });
          })
          .catch((error: unknown) => setMessage({ text: error instanceof Error ? error.message : 'Error', failed: true }));
      }}
    >
      <p>Owner: {owner?.email ?? 'none'}</p>
      <TextField label="New owner's email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <button type="submit">{owner ? 'Change owner' : 'Set owner'}</button>
      {message && (
        <p className={message.failed ? 'alert' : undefined} role={message.failed ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </form>
  );
}
