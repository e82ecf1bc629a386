// The emails area as other areas and the route table see it.
export { emailColumns } from './columns';
export { ConfirmationLink } from './components/confirmation-link';
export { EmailDetail } from './components/email-detail';
export { EmailTable } from './components/email-table';
export { emailsArea } from './emails-area';
export { emailQueries } from './queries';
