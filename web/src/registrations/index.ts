// The registrations area as other areas and the route table see it.
export { registrationsArea } from './registrations-area';
export { AddressEditor } from './components/address-editor';
export { EventsPanel } from './components/events-panel';
export { PersonaPanel } from './components/persona-panel';
export { useAddressChange } from './mutations';
