import {
  registrationsEndpoints,
  type RegistrationCreate,
  type RegistrationDocument,
  type RegistrationUpdate,
} from '@tracker/core/registrations';
import {
  addressesEndpoints,
  type AddressDocument,
  type AddressEventCreate,
  type AddressEventUpdate,
  type AddressUpdate,
} from '@tracker/core/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { saveStatus } from '../ui/status/save-status';
import { registrationQueries } from './queries';

type RegistrationDoc = z.output<typeof RegistrationDocument>;

/** Saves to a registration (claim, assign, status, complete-all); the answer is what was saved, shown as is. */
export function useUpdateRegistration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof RegistrationUpdate>) =>
      saveStatus.track(api.request(registrationsEndpoints.updateRegistration, { params: { id }, body })),
    onSuccess: (document: RegistrationDoc) => {
      queryClient.setQueryData(registrationQueries.detail(id).queryKey, document);
      void queryClient.invalidateQueries({ queryKey: registrationQueries.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.addresses });
    },
  });
}

export function useCreateRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof RegistrationCreate>) =>
      saveStatus.track(api.request(registrationsEndpoints.createRegistration, { body })),
    onSuccess: (document: RegistrationDoc) => {
      queryClient.setQueryData(registrationQueries.detail(document.data.id).queryKey, document);
      void queryClient.invalidateQueries({ queryKey: registrationQueries.lists() });
    },
  });
}

type AddressChange =
  | { kind: 'addEvent'; body: z.input<typeof AddressEventCreate> }
  | { kind: 'updateEvent'; body: z.input<typeof AddressEventUpdate> }
  | { kind: 'deleteEvent'; eventId: number }
  | { kind: 'emailsPrivate'; value: boolean }
  | { kind: 'emailsVisible'; value: boolean }
  | { kind: 'addTeam'; teamId: number }
  | { kind: 'removeTeam'; teamId: number };

function send(id: string, change: AddressChange): Promise<z.output<typeof AddressDocument>> {
  const params = { id };
  switch (change.kind) {
    case 'addEvent':
      return api.request(addressesEndpoints.addAddressEvent, { params, body: change.body });
    case 'updateEvent':
      return api.request(addressesEndpoints.updateAddressEvent, { params, body: change.body });
    case 'deleteEvent':
      return api.request(addressesEndpoints.deleteAddressEvent, { params, query: { event_id: change.eventId } });
    case 'emailsPrivate':
      return api.request(addressesEndpoints.setAddressEmailsPrivate, { params, body: { private: change.value } });
    case 'emailsVisible':
      return api.request(addressesEndpoints.setAddressEmailsVisibility, { params, body: { visible: change.value } });
    case 'addTeam':
      return api.request(addressesEndpoints.addAddressTeam, { params, body: { team_id: change.teamId } });
    case 'removeTeam':
      return api.request(addressesEndpoints.removeAddressTeam, { params, query: { team_id: change.teamId } });
  }
}

/** Changes to an address: its events, its emails' flags (all at once), its teams. */
export function useAddressChange(addressId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AddressChange) => saveStatus.track(send(addressId, change)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.addresses });
      void queryClient.invalidateQueries({ queryKey: registrationQueries.all() });
    },
  });
}

/**
 * Saves an address's own fields (persona, street address, flags, first activity). The answer is
 * put into every cached copy of the address at once, whatever emails a search narrowed it to.
 */
export function useUpdateAddress(addressId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof AddressUpdate>) =>
      saveStatus.track(api.request(addressesEndpoints.updateAddress, { params: { id: addressId }, body })),
    onSuccess: (document) => {
      queryClient.setQueriesData<z.output<typeof AddressDocument>>({ queryKey: registrationQueries.addressCopies(addressId) }, (cached) =>
        cached ? { ...cached, data: document.data } : cached,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.addresses });
      void queryClient.invalidateQueries({ queryKey: registrationQueries.all() });
    },
  });
}
