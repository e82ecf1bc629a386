import { useState, type FormEvent, type Ref } from 'react';
import { useLocation } from 'wouter';
import { errorMessage, fieldErrors } from '../../api/error-message';
import { useCreateGroup } from '../mutations';

/** A new group by name; it opens once created. */
export function CreateGroupForm({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const create = useCreateGroup();
  const error = create.error ? (fieldErrors(create.error).name ?? errorMessage(create.error)) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate({ name: name.trim() }, { onSuccess: (document) => navigate(`/groups/${document.data.id}`) });
  }

  return (
    <form className="create-group-form" onSubmit={submit}>
      <label htmlFor="new-group-name">New group</label>
      <input
        id="new-group-name"
        ref={inputRef}
        value={name}
        placeholder="Group name"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'new-group-error' : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" disabled={create.isPending || !name.trim()}>
        Create group
      </button>
      {error && (
        <p id="new-group-error" className="field-error">
          {error}
        </p>
      )}
    </form>
  );
}
