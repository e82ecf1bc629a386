import { countRows, type BulkRunResult } from '@tracker/core/bulk';
import {
  groupAddPlan,
  groupsEndpoints,
  type GroupAddInput,
  type GroupAddRowState,
  type GroupCreate,
  type GroupDocument,
  type GroupUpdate,
} from '@tracker/core/groups';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { saveStatus } from '../ui/status/save-status';
import { useBulkRun } from '../ui/use-bulk-run';
import { useOptimisticMutation } from '../ui/use-optimistic-mutation';
import { groupQueries } from './queries';

export type GroupUpdateInput = z.input<typeof GroupUpdate>;
export type GroupCreateInput = z.input<typeof GroupCreate>;
type GroupDoc = z.output<typeof GroupDocument>;

/** Membership changed: group lists (and counts), the group's companies and the group filter. */
function membershipChanged(queryClient: QueryClient, document: GroupDoc) {
  queryClient.setQueryData(groupQueries.detail(document.data.id).queryKey, document);
  void queryClient.invalidateQueries({ queryKey: groupQueries.all() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.companies });
}

/** A company to add, named as progress and failures show it. */
export type CompanyToAdd = { id: string; label: string };

/**
 * Adds companies to a group through core's bulk runner: a few requests at a time, each company's
 * progress and failure kept in `rows`, cancellable, and failed ones retried only when asked.
 */
export function useAddCompaniesToGroup() {
  const queryClient = useQueryClient();
  const plan = useMemo(
    () =>
      groupAddPlan((groupId, companyId) =>
        api.request(groupsEndpoints.addGroupCompany, { params: { group_id: groupId }, body: { company_id: companyId } }),
      ),
    [],
  );
  const bulk = useBulkRun(plan);

  /** Tracks a run in the status indicator, then refreshes what membership changes. */
  async function settle(running: Promise<GroupAddRun>): Promise<GroupAddRun> {
    const allAdded = running.then(({ rows }) => {
      const notAdded = rows.length - countRows(plan.machine, rows).added;
      // The rows say which failed and why; the status indicator says that some did.
      if (notAdded > 0) throw new Error(`${notAdded} of ${rows.length} not added`);
    });
    await saveStatus.track(allAdded).catch(() => undefined);
    const run = await running;
    const last = run.rows.findLast((row) => row.result)?.result;
    if (last) membershipChanged(queryClient, last);
    else void queryClient.invalidateQueries({ queryKey: groupQueries.all() });
    return run;
  }

  return {
    rows: bulk.rows,
    running: bulk.running,
    cancel: bulk.cancel,
    add: (groupId: string, companies: readonly CompanyToAdd[]) =>
      settle(bulk.start(companies.map((company) => ({ groupId, companyId: company.id, label: company.label })))),
    /** Runs the companies not added (failed or stopped) again. */
    retry: () => settle(bulk.rerun()),
  };
}

type GroupAddRun = BulkRunResult<GroupAddRowState, GroupAddInput, GroupDoc>;

/** DELETE /v3/groups/{id}/companies?company_id=… */
export function useRemoveCompanyFromGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, companyId }: { groupId: string; companyId: string }) =>
      saveStatus.track(
        api.request(groupsEndpoints.removeGroupCompany, { params: { group_id: groupId }, query: { company_id: companyId } }),
      ),
    onSuccess: (document) => membershipChanged(queryClient, document),
  });
}

/** The cached group with the changed flags (its users wait for the server). */
function withFlags(document: GroupDoc, changes: GroupUpdateInput): GroupDoc {
  const { user_email: _users, ...flags } = changes;
  return { ...document, data: { ...document.data, attributes: { ...document.data.attributes, ...flags } } };
}

/**
 * PATCH a group, with the status indicator. Optimistic for the toggles (they flip at once and
 * revert if refused); the name and users wait for the server.
 */
export function useUpdateGroup(id: string, { optimistic = false } = {}) {
  const queryClient = useQueryClient();
  const key = groupQueries.detail(id).queryKey;
  return useOptimisticMutation({
    queryKey: key,
    mutationFn: (body: GroupUpdateInput) => saveStatus.track(api.request(groupsEndpoints.updateGroup, { params: { group_id: id }, body })),
    apply: optimistic ? withFlags : undefined,
    onSuccess: (document) => {
      queryClient.setQueryData(key, document);
      void queryClient.invalidateQueries({ queryKey: groupQueries.lists() });
    },
  });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupCreateInput) => api.request(groupsEndpoints.createGroup, { body }),
    onSuccess: (document) => {
      queryClient.setQueryData(groupQueries.detail(document.data.id).queryKey, document);
      void queryClient.invalidateQueries({ queryKey: groupQueries.lists() });
    },
  });
}
