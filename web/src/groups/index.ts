// The groups area as other areas and the route table see it.
export { GroupPickerDialog } from './components/group-picker-dialog';
export { groupsArea } from './groups-area';
export { groupQueries } from './queries';
export { useGroupRemoval } from './use-group-removal';
