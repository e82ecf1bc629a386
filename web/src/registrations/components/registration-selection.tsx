import {
  registrationsEndpoints,
  SETTABLE_REGISTRATION_STATUSES,
  type Registration,
  type SettableRegistrationStatus,
} from '@tracker/core/registrations';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { countOf } from '../../ui/data-table/row-selection';
import { SelectionBar, type SelectionCommand } from '../../ui/data-table/selection-bar';
import { useSelectionRun } from '../../ui/data-table/selection-run';
import type { RowSelection } from '../../ui/data-table/use-row-selection';
import { registrationQueries } from '../queries';

const NOUN = ['registration', 'registrations'] as const;
const SELECTED = ['selected registration', 'selected registrations'] as const;
const STATUS_CHOICES = SETTABLE_REGISTRATION_STATUSES.map((status) => ({ id: status, title: status }));

/** The registrations list's selected rows: set their status, one request each. */
export function RegistrationSelection({ selection }: { selection: RowSelection<Registration> }) {
  const queryClient = useQueryClient();
  const run = useSelectionRun(selection);
  const registrations = selection.rows;
  const setStatus = (status: SettableRegistrationStatus) =>
    run.ask({
      title: `Set ${countOf(registrations.length, NOUN)} to ${status}`,
      done: (count) => `Set ${countOf(count, NOUN)} to ${status}`,
      noun: NOUN,
      records: registrations.map((registration) => ({
        id: registration.id,
        label: `#${registration.id} ${registration.attributes.company_name}`,
        change: () => api.request(registrationsEndpoints.updateRegistration, { params: { id: registration.id }, body: { status } }),
      })),
      settled: () => {
        void queryClient.invalidateQueries({ queryKey: registrationQueries.all() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.addresses });
      },
    });
  const commands: SelectionCommand[] = [
    {
      id: 'registrations.selection.status',
      title: `Set status of ${countOf(registrations.length, SELECTED)}…`,
      keywords: ['complete', 'archive', 'ready'],
      choices: STATUS_CHOICES,
      choose: (status) => setStatus(status as SettableRegistrationStatus),
    },
  ];
  return (
    <>
      <SelectionBar selection={selection} noun={NOUN} commands={commands} />
      {run.dialog}
    </>
  );
}
