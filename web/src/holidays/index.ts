// The holidays area as the route table sees it.
export { holidaysArea } from './holidays-area';
