import { SETTABLE_REGISTRATION_STATUSES, type RegistrationDocument, type SettableRegistrationStatus } from '@tracker/core/registrations';
import type { Ref } from 'react';
import { Link } from 'wouter';
import { SelectField } from '../../ui/select-field';
import type { useUpdateRegistration } from '../mutations';

type Props = {
  document: RegistrationDocument;
  update: ReturnType<typeof useUpdateRegistration>;
  statusField: Ref<HTMLSelectElement>;
  journeyHref: string;
};

/** What is done to the registration itself, on every tab: claim, assign, set status, complete all, create a journey. */
export function RegistrationActions({ document, update, statusField, journeyHref }: Props) {
  const { id, attributes } = document.data;
  const assignees = (document.included ?? []).filter((i) => i.type === 'users' && i.attributes.assignee);
  return (
    <div className="registration-actions">
      {/* The first action takes focus on arrival: j/k stay the queue's, not the email table's. */}
      <button type="button" onClick={() => update.mutate({ claim: true })} data-focus-on-arrival>
        Claim
      </button>
      <SelectField
        label="Assignee"
        options={[{ value: '', label: 'Nobody' }, ...assignees.map((u) => ({ value: u.id, label: String(u.attributes.email) }))]}
        value={attributes.userId === null ? '' : String(attributes.userId)}
        onChange={(e) => update.mutate({ userId: e.target.value === '' ? null : Number(e.target.value) })}
      />
      <div className="field">
        <label htmlFor={`status-${id}`}>Set status</label>
        <select
          id={`status-${id}`}
          ref={statusField}
          value=""
          onChange={(e) => e.target.value && update.mutate({ status: e.target.value as SettableRegistrationStatus })}
        >
          <option value="">{attributes.status}</option>
          {SETTABLE_REGISTRATION_STATUSES.filter((s) => s !== attributes.status).map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <button type="button" onClick={() => update.mutate({ complete_all: true })} disabled={update.isPending}>
        Complete all
      </button>
      <Link href={journeyHref}>Create a journey</Link>
    </div>
  );
}
