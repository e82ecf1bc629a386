// The journeys area as other areas and the route table see it.
export { JourneyTable } from './components/journey-table';
export { journeysArea } from './journeys-area';
export { journeyQueries } from './queries';
