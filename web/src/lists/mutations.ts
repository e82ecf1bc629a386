import { listsEndpoints, type ListDetailDocument, type ListDocument, type ListList, type ListUpdate } from '@tracker/core/lists';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { emailQueries } from '../emails';
import type { SortDirection } from '../ui/data-table/sort';
import { saveStatus } from '../ui/status/save-status';
import { useOptimisticMutation } from '../ui/use-optimistic-mutation';
import { listQueries, type ListListRequest } from './queries';
import { withPositions, type PositionChange } from './reorder';

type ListPage = z.output<typeof ListList>;
type Detail = z.output<typeof ListDetailDocument>;
export type ListUpdateInput = z.input<typeof ListUpdate>;

/** The list's screens and the lists (its name, flags, counts) show what changed. */
function listChanged(queryClient: QueryClient, id: string) {
  void queryClient.invalidateQueries({ queryKey: listQueries.detailsOf(id) });
  void queryClient.invalidateQueries({ queryKey: listQueries.lists() });
}

/**
 * PATCH /v3/lists/positions for the page shown under `query`: the rows take their new places at
 * once and go back if the server refuses.
 */
export function useMoveLists(query: ListListRequest, dir: SortDirection) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<ListPage, PositionChange[], void>({
    queryKey: listQueries.list(query).queryKey,
    mutationFn: (positions) => saveStatus.track(api.request(listsEndpoints.updateListPositions, { body: { positions } })),
    apply: (page, positions) => withPositions(page, positions, dir),
    // Other pages and sorts hold the old positions.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listQueries.lists() }),
  });
}

/**
 * PATCH /v1/admin/lists/{id} from the list's screen (`detailKey` is the detail shown): the heading
 * and flags show the change at once and go back if the server refuses it.
 */
export function useUpdateList(id: string, detailKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<Detail, ListUpdateInput, z.output<typeof ListDocument>>({
    queryKey: detailKey,
    mutationFn: (body) => saveStatus.track(api.request(listsEndpoints.updateList, { params: { id }, body })),
    apply: (detail, body) => ({ ...detail, data: { ...detail.data, attributes: { ...detail.data.attributes, ...body } } }),
    onSuccess: (document) => {
      // The answer is the list without its comments: keep those, take the rest (its new updated_at too).
      queryClient.setQueryData<Detail>(
        detailKey,
        (detail) =>
          detail && {
            ...detail,
            data: { ...detail.data, attributes: { ...document.data.attributes, comments: detail.data.attributes.comments } },
          },
      );
      listChanged(queryClient, id);
    },
  });
}

/** DELETE /v3/lists/{id}/remove?guid=…; the email's own screen lists its lists. */
export function useRemoveListEmail(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => saveStatus.track(api.request(listsEndpoints.removeListEmail, { params: { id }, query: { guid } })),
    onSuccess: (_document, guid) => {
      listChanged(queryClient, id);
      void queryClient.invalidateQueries({ queryKey: emailQueries.detail(guid).queryKey });
    },
  });
}

/** POST /v3/lists/{id}/comments, about the list or one of its emails (`guid`). */
export function useAddListComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { body: string; guid?: string }) =>
      saveStatus.track(api.request(listsEndpoints.createListComment, { params: { id }, body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listQueries.detailsOf(id) }),
  });
}

/** DELETE /v3/lists/{id}/comments/{comment_id}. */
export function useDeleteListComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      saveStatus.track(api.request(listsEndpoints.deleteListComment, { params: { id, comment_id: commentId } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listQueries.detailsOf(id) }),
  });
}
