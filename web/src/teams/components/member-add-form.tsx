import { looksLikeEmail } from '@tracker/core/teams';
import { usersEndpoints } from '@tracker/core/users';
import { useState, type RefObject } from 'react';
import { api } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { TextField } from '../../ui/text-field';
import { useTeamActions } from '../mutations';
import { useConfirmedChange } from './use-confirmed-change';

/**
 * One field for adding a member: an existing user's email adds them (with the confirmations the
 * team needs); an address no user has is invited ('Invitation sent!'), spec section 5.
 */
export function MemberAddForm({
  teamId,
  formRef,
  initialEmail = '',
}: {
  teamId: string;
  formRef: RefObject<HTMLFormElement | null>;
  initialEmail?: string;
}) {
  const actions = useTeamActions(teamId);
  const [email, setEmail] = useState(initialEmail);
  const [message, setMessage] = useState<string | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const change = useConfirmedChange(() => setEmail(''));

  async function submit() {
    const text = email.trim().toLowerCase();
    setMessage(null);
    setLookupError(null);
    let existing;
    try {
      // Exactly this email: a page of users merely containing the text may leave its owner out.
      const { data } = await api.request(usersEndpoints.listUsers, { query: { email: text, email_match: 'exact', size: 1 } });
      existing = data.find((user) => user.attributes.email.toLowerCase() === text);
    } catch (failure) {
      // Spec section 8: a user search failure shows the server's error data.
      setLookupError(errorMessage(failure));
      return;
    }
    if (existing) {
      await change.run(text, (confirmations) =>
        actions.addMember({ email: text, ...confirmations }).then(() => setMessage(`${text} added.`)),
      );
      // Back to the emptied field, ready for the next member, wherever the confirmation left focus.
      formRef.current?.querySelector('input')?.focus();
    } else if (looksLikeEmail(text)) {
      await change.run(text, (confirmations) =>
        actions
          .invite({ email: text, confirm_over_limit: confirmations.confirm_over_limit })
          .then((document) => setMessage(document.meta?.message ?? 'Invitation sent!')),
      );
    } else {
      setMessage('Type an email address: a user to add, or an address to invite.');
    }
  }

  return (
    <form
      ref={formRef}
      aria-label="Add or invite a member"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField label="Add a user or invite an email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <button type="submit" className="primary">
        Add or invite
      </button>
      {message && <p role="status">{message}</p>}
      {(lookupError ?? change.error) && (
        <p className="alert" role="alert">
          {lookupError ?? change.error}
        </p>
      )}
      {change.dialog}
    </form>
  );
}
