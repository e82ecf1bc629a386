// The users area as other areas and the route table see it.
export { usersArea } from './users-area';
