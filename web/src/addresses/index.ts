// The addresses area as other areas and the route table see it.
export { addressesArea } from './addresses-area';
