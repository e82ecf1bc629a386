import { ApiError } from '@tracker/core/errors';
import type { Group } from '@tracker/core/groups';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/error-message';
import { TagsField } from '../../ui/tags-field';
import { useUpdateGroup } from '../mutations';

const saved = (group: Group) => group.attributes.users.map((user) => user.email);

/** The server's complaint about the emails (pointer /user_email or /user_email/{index}), naming the address. */
function userEmailError(error: unknown, sent: readonly string[] | undefined): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  for (const item of error.errors) {
    const match = /^\/user_email(?:\/(\d+))?$/.exec(item.source?.pointer ?? '');
    if (!match) continue;
    const message = item.detail ?? item.title;
    const email = match[1] === undefined ? undefined : sent?.[Number(match[1])];
    return email ? `${email}: ${message}` : message;
  }
  return undefined;
}

/**
 * The group's users by email, as chips (typing or pasting several separated by commas works).
 * Saving sends the whole set; the server's complaint about an address shows at the field.
 */
export function GroupUsersField({ group }: { group: Group }) {
  const update = useUpdateGroup(group.id);
  const [draft, setDraft] = useState<string[] | null>(null);
  const emails = draft ?? saved(group);
  const changed = draft !== null && draft.join('\n') !== saved(group).join('\n');
  const sent = update.variables?.user_email;
  const fieldError = userEmailError(update.error, Array.isArray(sent) ? sent : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft === null) return;
    update.mutate({ user_email: draft }, { onSuccess: () => setDraft(null) });
  }

  return (
    <form onSubmit={submit} className="group-users" noValidate>
      <TagsField
        label="User emails"
        placeholder="name@company.com"
        hint="Separate several addresses with commas. Saving replaces the group's users."
        values={emails}
        clean={(value) => value.trim().toLowerCase()}
        error={fieldError ?? (update.error ? errorMessage(update.error) : undefined)}
        onChange={(next) => {
          update.reset();
          setDraft(next);
        }}
      />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={!changed || update.isPending}>
          Save users
        </button>
        {draft !== null && (
          <button
            type="button"
            onClick={() => {
              update.reset();
              setDraft(null);
            }}
          >
            Undo changes
          </button>
        )}
      </div>
    </form>
  );
}
