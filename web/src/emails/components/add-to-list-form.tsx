import { pageTotalText } from '@tracker/core/contract';
import { listsEndpoints } from '@tracker/core/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { errorMessage } from '../../api/error-message';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useAddToList } from '../mutations';

/** Lists offered at once; past it the form says so and a name narrows them. */
const OFFERED = 100;

type Props = { guid: string; findRef: RefObject<HTMLInputElement | null> };

/** Adds the email to a list, admin lists included (spec section 3), found by part of its name. */
export function AddToListForm({ guid, findRef }: Props) {
  const addToList = useAddToList(guid);
  const [find, setFind] = useState('');
  const [listId, setListId] = useState('');
  const q = useDebouncedValue(find.trim(), 250);
  const lists = useQuery({
    queryKey: [...queryKeys.lists, 'picker', q],
    queryFn: () => api.request(listsEndpoints.listLists, { query: { size: OFFERED, sort: 'name:asc', ...(q && { q }) } }),
    placeholderData: keepPreviousData,
  });
  const shown = lists.data?.data ?? [];
  const meta = lists.data?.meta;
  const more = meta && meta.total > shown.length ? pageTotalText(meta) : null;

  return (
    <form
      className="add-to-list"
      onSubmit={(event) => {
        event.preventDefault();
        if (listId) addToList.mutate(listId);
      }}
    >
      <label>
        Find a list
        <input ref={findRef} type="search" value={find} onChange={(e) => setFind(e.target.value)} placeholder="Part of its name" />
      </label>
      <label>
        Add to list
        <select value={listId} onChange={(e) => setListId(e.target.value)}>
          <option value="">Choose a list</option>
          {shown.map((list) => (
            <option key={list.id} value={list.id}>
              {list.attributes.name}
              {list.attributes.admin ? ' (admin)' : ''}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={!listId || addToList.isPending}>
        Add
      </button>
      {more && (
        <p className="field-hint">
          Showing the first {shown.length} of {more} lists by name: type part of a name to find the others.
        </p>
      )}
      {q && shown.length === 0 && !lists.isFetching && <p className="field-hint">No list has “{q}” in its name.</p>}
      {addToList.isError ? <p role="alert">{errorMessage(addToList.error)}</p> : null}
    </form>
  );
}
