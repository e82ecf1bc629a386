// The industries area as the route table sees it.
export { industriesArea } from './industries-area';
