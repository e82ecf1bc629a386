import { GROUPS_DEFAULT_SORT, GROUPS_FETCH_LIMIT } from '@tracker/core/groups';
import { useQuery } from '@tanstack/react-query';
import { CommandEmpty, CommandInput, CommandItem, CommandList, CommandLoading, CommandRoot } from 'cmdk';
import { useState } from 'react';
import { errorMessage } from '../../api/error-message';
import { ModalDialog } from '../../ui/modal-dialog';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useListSelection } from '../../ui/use-list-selection';
import { useAddCompaniesToGroup, useCreateGroup, type CompanyToAdd } from '../mutations';
import { groupQueries } from '../queries';
import { GroupAddProgress } from './group-add-progress';
import './group-picker-dialog.css';

type Props = {
  /** The companies to add, named as progress and failures show them. */
  companies: readonly CompanyToAdd[];
  /** What is being added, e.g. 'Acme' or '3 companies'. */
  what: string;
  onClose: () => void;
  onAdded?: () => void;
};

/** 'Add to group': find a group as you type (or name a new one) and add the companies to it. */
export function GroupPickerDialog({ companies, what, onClose, onAdded }: Props) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 200);
  const groups = useQuery(groupQueries.list({ q: q || undefined, sort: GROUPS_DEFAULT_SORT, size: GROUPS_FETCH_LIMIT }));
  const add = useAddCompaniesToGroup();
  const create = useCreateGroup();
  const busy = add.running || create.isPending;
  const exact = groups.data?.data.some((group) => group.attributes.name.toLowerCase() === text.trim().toLowerCase());
  const offerCreate = Boolean(text.trim()) && !exact;
  const selection = useListSelection([
    ...(groups.data?.data.map((group) => `group-${group.id}`) ?? []),
    ...(offerCreate ? ['create-group'] : []),
  ]);

  async function addTo(groupId: string) {
    if (add.running) return;
    const { rows } = await add.add(groupId, companies);
    // When some were not added, the dialog stays open to say which and offer a retry.
    if (rows.every((row) => row.state === 'added')) {
      onAdded?.();
      onClose();
    }
  }

  return (
    <ModalDialog label="Add to group" className="group-picker" onClose={onClose}>
      <h2>Add {what} to a group</h2>
      <CommandRoot label="Groups" loop shouldFilter={false} vimBindings={false} {...selection}>
        <CommandInput data-autofocus value={text} onValueChange={setText} placeholder="Find or name a group…" aria-label="Group" />
        <CommandList>
          {groups.isPending && <CommandLoading>Loading groups…</CommandLoading>}
          {!groups.isPending && !text.trim() && <CommandEmpty>There are no groups yet; type a name to create one.</CommandEmpty>}
          {groups.data?.data.map((group) => (
            <CommandItem key={group.id} value={`group-${group.id}`} disabled={busy} onSelect={() => void addTo(group.id)}>
              <span>{group.attributes.name}</span>
              <span className="muted">
                {group.attributes.global ? 'Global · ' : ''}
                {group.attributes.companies_count} companies
              </span>
            </CommandItem>
          ))}
          {offerCreate && (
            <CommandItem
              value="create-group"
              disabled={busy}
              onSelect={() => create.mutate({ name: text.trim() }, { onSuccess: (document) => void addTo(document.data.id) })}
            >
              Create group “{text.trim()}” and add
            </CommandItem>
          )}
        </CommandList>
      </CommandRoot>
      {create.isPending && (
        <p role="status" className="muted">
          Creating the group…
        </p>
      )}
      <GroupAddProgress adding={add} />
      {create.error && (
        <p className="alert" role="alert">
          {errorMessage(create.error)}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
