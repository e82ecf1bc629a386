import { REGISTRATION_FILTERS, statusForAssignee, type RegistrationList } from '@tracker/core/registrations';
import type { SetFilterParams } from '../../ui/data-table/data-table-filters';
import { filterLabel } from '../../ui/data-table/filter-control';
import { SelectField } from '../../ui/select-field';
import type { RegistrationListParams } from '../registration-list-params';

type Props = {
  params: RegistrationListParams;
  setParams: SetFilterParams<typeof REGISTRATION_FILTERS.filters>;
  /** The page of the list, whose included users are the assignees offered. */
  page: RegistrationList | undefined;
};

const { assignee } = REGISTRATION_FILTERS.filters;

/**
 * Anyone, me, or an assignee the page carries. Choosing anyone but all while the status is
 * unclaimed switches the status to assigned.
 */
export function AssigneeFilter({ params, setParams, page }: Props) {
  const assignees = (page?.included ?? []).filter((user) => user.type === 'users');
  const options = [
    ...Object.entries(assignee.choiceLabels).map(([value, label]) => ({ value, label })),
    ...assignees.map((user) => ({ value: user.id, label: String(user.attributes.email) })),
  ];
  return (
    <SelectField
      label={filterLabel('assignee', assignee)}
      options={options}
      value={params.assignee}
      onChange={(e) => setParams({ assignee: e.target.value, status: statusForAssignee(e.target.value, params.status) })}
    />
  );
}
