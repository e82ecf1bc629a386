// The lists area as the route table sees it.
export { listsArea } from './lists-area';
