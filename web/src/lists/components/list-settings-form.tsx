import type { ListDetail, ListState, ListType } from '@tracker/core/lists';
import { useState, type Ref } from 'react';
import { errorMessage, fieldErrors } from '../../api/error-message';
import { CheckboxField } from '../../ui/checkbox-field';
import { SelectField } from '../../ui/select-field';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { LIST_STATE_OPTIONS, LIST_TYPE_OPTIONS } from '../list-labels';
import { useUpdateList, type ListUpdateInput } from '../mutations';

type Props = {
  list: ListDetail;
  /** The detail on screen, which shows the change at once. */
  detailKey: readonly unknown[];
  /** The form, whose first field 'Edit list' focuses. */
  formRef?: Ref<HTMLFormElement>;
};

type Draft = { name: string; description: string; state: ListState; type: ListType; featured: boolean; no_index: boolean };

const draftOf = ({ attributes }: ListDetail): Draft => ({
  name: attributes.name,
  description: attributes.description ?? '',
  state: attributes.state,
  type: attributes.type,
  featured: attributes.featured,
  no_index: attributes.no_index,
});

/** What the draft changes, as PATCH /v1/admin/lists/{id} takes it; an emptied description is cleared. */
function changes(saved: Draft, draft: Draft): ListUpdateInput {
  const body: ListUpdateInput = {};
  if (draft.name.trim() !== saved.name) body.name = draft.name.trim();
  if (draft.description.trim() !== saved.description) body.description = draft.description.trim() || null;
  if (draft.state !== saved.state) body.state = draft.state;
  if (draft.type !== saved.type) body.type = draft.type;
  if (draft.featured !== saved.featured) body.featured = draft.featured;
  if (draft.no_index !== saved.no_index) body.no_index = draft.no_index;
  return body;
}

/**
 * The list's name, description, state, type, featured and no_index, saved together. The screen
 * shows the saved values at once and goes back to the old ones, with the draft kept, if the server
 * refuses them. Remount it (key it by updated_at) to start over from what the server holds.
 */
export function ListSettingsForm({ list, detailKey, formRef }: Props) {
  const update = useUpdateList(list.id, detailKey);
  const [saved] = useState(() => draftOf(list));
  const [draft, setDraft] = useState(saved);
  const body = changes(saved, draft);
  const changed = Object.keys(body).length > 0;
  const errors = fieldErrors(update.error);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <form
      ref={formRef}
      aria-label="Edit list"
      className="list-settings"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) update.mutate(body);
      }}
    >
      <TextField label="Name" required value={draft.name} error={errors.name} onChange={(e) => set({ name: e.target.value })} />
      <TextAreaField
        label="Description"
        rows={3}
        value={draft.description}
        error={errors.description}
        onChange={(e) => set({ description: e.target.value })}
      />
      <div className="list-settings-row">
        <SelectField
          label="State"
          options={LIST_STATE_OPTIONS}
          value={draft.state}
          onChange={(e) => set({ state: e.target.value as ListState })}
        />
        <SelectField
          label="Type"
          options={LIST_TYPE_OPTIONS}
          value={draft.type}
          onChange={(e) => set({ type: e.target.value as ListType })}
        />
      </div>
      <div className="checkbox-row">
        <CheckboxField label="Featured" checked={draft.featured} onChange={(e) => set({ featured: e.target.checked })} />
        <CheckboxField label="No index" checked={draft.no_index} onChange={(e) => set({ no_index: e.target.checked })} />
      </div>
      <div className="form-actions">
        <button type="submit" className="primary" disabled={!changed || update.isPending}>
          Save list
        </button>
        {changed && (
          <button
            type="button"
            onClick={() => {
              update.reset();
              setDraft(saved);
            }}
          >
            Undo changes
          </button>
        )}
      </div>
      {update.isError && Object.keys(errors).length === 0 && (
        <p className="alert" role="alert">
          {errorMessage(update.error)}
        </p>
      )}
    </form>
  );
}
