import { ACCOUNT_STATUSES, USER_TYPES, type User } from '@tracker/core/users';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../api/error-message';
import { CheckboxField } from '../../ui/checkbox-field';
import { useLeaveGuard } from '../../ui/leave-guard/leave-guard';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useUpdateUser } from '../mutations';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The user's editable fields; saving with an empty email is skipped and says so (spec section 5). */
export function UserDetailsForm({ user }: { user: User }) {
  const a = user.attributes;
  const [form, setForm] = useState({
    email: a.email,
    name: a.name ?? '',
    companyName: a.companyName ?? '',
    userRole: a.userRole as string,
    accountStatus: a.accountStatus as string,
    type: a.type as string,
    accessLevel: String(a.accessLevel),
    companiesLimit: String(a.companiesLimit),
    archived: a.archived,
    assignee: a.assignee,
  });
  const update = useUpdateUser(user.id);
  const errors = fieldErrors(update.error);
  // Edited since it loaded or last saved: leaving then asks first.
  const [edited, setEdited] = useState(false);
  useLeaveGuard(edited);
  const set = (changes: Partial<typeof form>) => {
    setForm({ ...form, ...changes });
    setEdited(true);
  };

  return (
    <form
      aria-label="User details"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          {
            ...form,
            accountStatus: form.accountStatus as User['attributes']['accountStatus'],
            type: form.type as User['attributes']['type'],
            accessLevel: Number(form.accessLevel),
            companiesLimit: Number(form.companiesLimit),
          },
          { onSuccess: () => setEdited(false) },
        );
      }}
    >
      <TextField label="Email" type="email" value={form.email} onChange={(e) => set({ email: e.target.value })} error={errors.email} />
      <TextField label="Name" value={form.name} onChange={(e) => set({ name: e.target.value })} />
      <TextField label="Company name" value={form.companyName} onChange={(e) => set({ companyName: e.target.value })} />
      <SelectField
        label="Role"
        options={options(['standard', 'admin'])}
        value={form.userRole}
        onChange={(e) => set({ userRole: e.target.value })}
      />
      <SelectField
        label="Account status"
        options={options(ACCOUNT_STATUSES)}
        value={form.accountStatus}
        onChange={(e) => set({ accountStatus: e.target.value })}
      />
      <SelectField label="Type" options={options(USER_TYPES)} value={form.type} onChange={(e) => set({ type: e.target.value })} />
      <TextField
        label="Access level"
        type="number"
        min={0}
        max={10}
        value={form.accessLevel}
        onChange={(e) => set({ accessLevel: e.target.value })}
        error={errors.accessLevel}
      />
      <TextField
        label="Companies limit"
        type="number"
        min={0}
        value={form.companiesLimit}
        onChange={(e) => set({ companiesLimit: e.target.value })}
        error={errors.companiesLimit}
      />
      <CheckboxField label="Archived" checked={form.archived} onChange={(e) => set({ archived: e.target.checked })} />
      <CheckboxField label="Registrations assignee" checked={form.assignee} onChange={(e) => set({ assignee: e.target.checked })} />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={update.isPending}>
          Save user
        </button>
      </div>
      {update.data?.meta?.skipped && <p role="status">{update.data.meta.message}</p>}
      {update.error && (
        <p className="alert" role="alert">
          {errorMessage(update.error)}
        </p>
      )}
    </form>
  );
}
