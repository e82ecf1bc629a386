import { useCallback, useState } from 'react';
import { errorMessage } from '../api/error-message';
import { useAddCompaniesToGroup, useRemoveCompanyFromGroup, type CompanyToAdd } from './mutations';

/** A company taken out of a group, and how the undo note says so ('Removed Acme from this group'). */
type GroupRemoval = { groupId: string; company: CompanyToAdd; message: string };

/**
 * Removes a company from a group, undoably: the spec asks no confirmation for it, so the last
 * removal is kept until it is undone or replaced, and undoing adds the company back. `failure`
 * says why a removal or its undo did not happen.
 */
export function useUndoableRemoval() {
  const { mutate, error } = useRemoveCompanyFromGroup();
  const putBack = useAddCompaniesToGroup();
  const [removed, setRemoved] = useState<GroupRemoval | null>(null);
  // Stable, so the tables' columns holding it are not rebuilt on every render.
  const remove = useCallback(
    (removal: GroupRemoval) =>
      mutate({ groupId: removal.groupId, companyId: removal.company.id }, { onSuccess: () => setRemoved(removal) }),
    [mutate],
  );
  const undo = () => {
    if (!removed) return;
    setRemoved(null);
    void putBack.add(removed.groupId, [removed.company]);
  };
  const notPutBack = putBack.rows.find((row) => row.state === 'failed');
  const failure = error
    ? `Not removed: ${errorMessage(error)}`
    : notPutBack
      ? `Not put back: ${notPutBack.error ?? 'the server refused it'}`
      : null;
  return { remove, removed, undo, failure };
}
