import type { UndoableAction } from '../ui/undo/use-undo';
import { useAddCompaniesToGroup, useRemoveCompanyFromGroup, type CompanyToAdd } from './mutations';

/** A company taken out of a group, and how the undo note says so ('Removed Acme from this group'). */
export type GroupRemoval = { groupId: string; company: CompanyToAdd; message: string };

/**
 * Taking a company out of a group, and its reverse (adding it back), for `useUndo`: the spec asks
 * no confirmation for it, so the console offers to undo it instead.
 */
export function useGroupRemoval(): UndoableAction<GroupRemoval> {
  const remove = useRemoveCompanyFromGroup();
  const putBack = useAddCompaniesToGroup();
  return {
    run: ({ groupId, company }) => remove.mutateAsync({ groupId, companyId: company.id }),
    reverse: async ({ groupId, company }) => {
      const { rows } = await putBack.add(groupId, [company]);
      const failed = rows.find((row) => row.state !== 'added');
      if (failed) throw new Error(failed.error ?? 'the server refused it');
    },
    done: (removal) => removal.message,
    notDone: 'Not removed',
    notUndone: 'Not put back',
  };
}
