import type { Group } from '@tracker/core/groups';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../api/error-message';
import { CheckboxField } from '../../ui/checkbox-field';
import { TextField } from '../../ui/text-field';
import { useUpdateGroup } from '../mutations';

/** The group's name (saved on leaving the field) and its flags (flipped at once, reverted on failure). */
export function GroupSettings({ group }: { group: Group }) {
  const rename = useUpdateGroup(group.id);
  const flip = useUpdateGroup(group.id, { optimistic: true });
  // Typed over the saved name; the saved name shows again once the save comes back with it.
  const [draft, setDraft] = useState<{ over: string; text: string } | null>(null);
  const saved = group.attributes.name;
  const editing = draft !== null && draft.over === saved;
  const nameError = rename.error ? (fieldErrors(rename.error).name ?? errorMessage(rename.error)) : undefined;

  function commit() {
    if (!editing) return;
    if (draft.text.trim() === saved) return setDraft(null);
    rename.mutate({ name: draft.text.trim() });
  }

  return (
    <div className="group-settings">
      <TextField
        label="Name"
        value={editing ? draft.text : saved}
        error={nameError}
        onChange={(event) => {
          rename.reset();
          setDraft({ over: saved, text: event.target.value });
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      <div className="checkbox-row">
        <CheckboxField label="Global" checked={group.attributes.global} onChange={(e) => flip.mutate({ global: e.target.checked })} />
        <CheckboxField label="Featured" checked={group.attributes.featured} onChange={(e) => flip.mutate({ featured: e.target.checked })} />
      </div>
      {flip.error && (
        <p className="alert" role="alert">
          {errorMessage(flip.error)}
        </p>
      )}
    </div>
  );
}
