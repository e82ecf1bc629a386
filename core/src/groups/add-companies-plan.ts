import type { z } from 'zod';
import { defineRowMachine } from '../bulk/row-machine';
import type { BulkPlan } from '../bulk/run-bulk';
import type { GroupDocument } from './schema';

export const GROUP_ADD_ROW_STATES = ['pending', 'adding', 'added', 'failed'] as const;
export type GroupAddRowState = (typeof GROUP_ADD_ROW_STATES)[number];

/** A failed add can be run again by hand; an added one is done (adding it twice would change nothing anyway). */
export const groupAddRows = defineRowMachine({
  states: GROUP_ADD_ROW_STATES,
  initial: 'pending',
  transitions: {
    pending: { start: ['adding'] },
    failed: { start: ['adding'] },
    adding: { succeed: ['added'], fail: ['failed'], cancel: ['pending'] },
  },
  selectable: [],
});

/** A company to add to a group, and how to name it in progress and failures. */
export type GroupAddInput = { groupId: string; companyId: string; label: string };

/** Adds one company to a group; resolves to the group as it now stands. */
export type AddGroupCompany = (groupId: string, companyId: string) => Promise<z.output<typeof GroupDocument>>;

/**
 * Adds companies to a group, one request per company. The request is not aborted on cancel: a
 * write in flight is let finish, so its row says what the server did.
 */
export function groupAddPlan(add: AddGroupCompany): BulkPlan<GroupAddRowState, GroupAddInput, z.output<typeof GroupDocument>> {
  return {
    machine: groupAddRows,
    async work({ groupId, companyId }) {
      return { result: await add(groupId, companyId) };
    },
  };
}
