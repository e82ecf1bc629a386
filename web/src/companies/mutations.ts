import { companiesEndpoints, isValidState, type CompanyCreate, type CompanyDocument, type CompanyUpdate } from '@tracker/core/companies';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { saveStatus } from '../ui/status/save-status';
import { useOptimisticMutation } from '../ui/use-optimistic-mutation';
import { companyQueries } from './queries';

export type CompanyUpdateInput = z.input<typeof CompanyUpdate>;
export type CompanyCreateInput = z.input<typeof CompanyCreate>;
type CompanyDoc = z.output<typeof CompanyDocument>;

/** Stores the server's answer as the company and refreshes the lists it may have moved in. */
function settle(queryClient: QueryClient, id: string, document: CompanyDoc) {
  queryClient.setQueryData(companyQueries.detail(id).queryKey, document);
  void queryClient.invalidateQueries({ queryKey: companyQueries.lists() });
}

/** The cached company with `changes` applied, keeping `valid` in step with the state. */
function applied(document: CompanyDoc, changes: CompanyUpdateInput): CompanyDoc {
  const { force: _force, ...attributes } = changes;
  const next = { ...document.data.attributes, ...attributes } as CompanyDoc['data']['attributes'];
  if (changes.state) next.valid = isValidState(changes.state);
  return { ...document, data: { ...document.data, attributes: next } };
}

/**
 * Saves changes to a company through PUT, with the status indicator. Optimistic updates (toggles,
 * selects, tags) show at once and are rolled back if the server refuses them; text fields keep the
 * user's text until the save succeeds instead.
 */
export function useUpdateCompany(id: string, { optimistic = false } = {}) {
  const queryClient = useQueryClient();
  return useOptimisticMutation({
    queryKey: companyQueries.detail(id).queryKey,
    mutationFn: (body: CompanyUpdateInput) => saveStatus.track(api.request(companiesEndpoints.updateCompany, { params: { id }, body })),
    apply: optimistic ? applied : undefined,
    onSuccess: (document) => settle(queryClient, id, document),
  });
}

/** PUT clearbit-logo-refetch: the logo again, from the company's site. */
export function useRefetchLogo(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => saveStatus.track(api.request(companiesEndpoints.refetchCompanyLogo, { params: { id }, body: { id } })),
    onSuccess: (document) => settle(queryClient, id, document),
  });
}

/** PUT clearbit: what the enrichment provider finds about the company, stored on it. */
export function useEnrichCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => saveStatus.track(api.request(companiesEndpoints.enrichCompany, { params: { id } })),
    onSuccess: (document) => settle(queryClient, id, document),
  });
}

/** POST a new company; the caller decides where to go with it. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyCreateInput) => api.request(companiesEndpoints.createCompany, { body }),
    onSuccess: (document) => {
      queryClient.setQueryData(companyQueries.detail(document.data.id).queryKey, document);
      void queryClient.invalidateQueries({ queryKey: companyQueries.lists() });
      void queryClient.invalidateQueries({ queryKey: companyQueries.lookups() });
    },
  });
}
