import {
  CLASSIFICATION_RELOAD_DELAY_MS,
  emailsEndpoints,
  type ClassificationInput,
  type ClassificationType,
  type EmailDocument,
  type EmailUpdate,
} from '@tracker/core/emails';
import { listsEndpoints } from '@tracker/core/lists';
import { suggestionsEndpoints, type SuggestionDecisionBody } from '@tracker/core/suggestions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { useOptimisticMutation } from '../ui/use-optimistic-mutation';
import { emailQueries } from './queries';

type Doc = z.output<typeof EmailDocument>;

/** Private and visible flip at once and revert if the server refuses (spec section 4). */
export function useUpdateEmail(guid: string) {
  const queryClient = useQueryClient();
  const key = emailQueries.detail(guid).queryKey;
  return useOptimisticMutation<Doc, EmailUpdate, Doc>({
    queryKey: key,
    mutationFn: (body) => api.request(emailsEndpoints.updateEmail, { params: { id: guid }, body }),
    apply: (doc, body) => ({ ...doc, data: { ...doc.data, attributes: { ...doc.data.attributes, ...body } } }),
    onSuccess: (doc) => {
      queryClient.setQueryData(key, doc);
      void queryClient.invalidateQueries({ queryKey: emailQueries.searches() });
    },
  });
}

/**
 * Classification changes: a score toggle shows at once and reverts on failure; after any change the
 * email reloads CLASSIFICATION_RELOAD_DELAY_MS later (spec section 4).
 */
export function useClassify(guid: string) {
  const queryClient = useQueryClient();
  const key = emailQueries.detail(guid).queryKey;
  const reloadLater = () => {
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: key }), CLASSIFICATION_RELOAD_DELAY_MS);
  };
  const put = useOptimisticMutation<Doc, { type?: ClassificationType; classifications?: ClassificationInput[] }, Doc>({
    queryKey: key,
    mutationFn: ({ type, classifications = [] }) =>
      api.request(emailsEndpoints.putEmailClassifications, { params: { guid }, query: type ? { type } : {}, body: { classifications } }),
    apply: (doc, { classifications = [] }) => ({
      ...doc,
      data: {
        ...doc.data,
        attributes: {
          ...doc.data.attributes,
          classifications: doc.data.attributes.classifications.map((c) => {
            const change = classifications.find((u) => u.type === c.type);
            return change?.score === undefined ? c : { ...c, score: change.score, source: 'manual' as const, labeled: true };
          }),
        },
      },
    }),
    onSuccess: reloadLater,
  });
  const remove = useMutation({
    mutationFn: (type: ClassificationType) => api.request(emailsEndpoints.deleteEmailClassification, { params: { guid }, query: { type } }),
    onSuccess: (doc) => {
      queryClient.setQueryData(key, doc);
      reloadLater();
    },
  });
  return { put, remove };
}

/**
 * Accept or reject a suggestion: it leaves the list at once (an accepted one shows as a manual
 * classification, unless the email has that type already) and comes back if the server refuses.
 */
export function useDecideSuggestion(guid: string) {
  const queryClient = useQueryClient();
  const key = emailQueries.detail(guid).queryKey;
  return useOptimisticMutation<Doc, SuggestionDecisionBody, Doc>({
    queryKey: key,
    mutationFn: (body) => api.request(suggestionsEndpoints.decideEmailSuggestion, { params: { guid }, body }),
    apply: (doc, { type, decision }) => {
      const { classifications, suggestions } = doc.data.attributes;
      const accepted = decision === 'accept' && !classifications.some((c) => c.type === type);
      return {
        ...doc,
        data: {
          ...doc.data,
          attributes: {
            ...doc.data.attributes,
            suggestions: suggestions.filter((s) => s.type !== type),
            classifications: accepted
              ? [...classifications, { type, score: 1, source: 'manual' as const, labeled: true }]
              : classifications,
          },
        },
      };
    },
    onSuccess: (doc) => {
      queryClient.setQueryData(key, doc);
      void queryClient.invalidateQueries({ queryKey: emailQueries.searches() });
    },
  });
}

/** Reprocess: the email shows unprocessed while it runs; the answer (or the reload after a failure) shows the outcome. */
export function useReprocess(guid: string) {
  const queryClient = useQueryClient();
  const key = emailQueries.detail(guid).queryKey;
  return useOptimisticMutation<Doc, void, Doc>({
    queryKey: key,
    mutationFn: () => api.request(emailsEndpoints.reprocessEmail, { params: { id: guid } }),
    apply: (doc) => ({ ...doc, data: { ...doc.data, attributes: { ...doc.data.attributes, processed: false } } }),
    onSuccess: (doc) => {
      queryClient.setQueryData(key, doc);
      void queryClient.invalidateQueries({ queryKey: [...emailQueries.all(), 'rendered'] });
    },
  });
}

/** Adds the email to a list. */
export function useAddToList(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: string) => api.request(listsEndpoints.addListEmails, { params: { id: listId }, body: { guid } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailQueries.detail(guid).queryKey }),
  });
}
