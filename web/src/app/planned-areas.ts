import type { Area } from '../ui/area/area';

/**
 * The areas of spec section 2 that have no screens yet: the route table already knows their paths
 * (each shows 'not built yet'). An area built later moves its entry into its own folder.
 */
export const PLANNED_AREAS = {
  lists: {
    id: 'lists',
    title: 'Lists',
    path: '/lists',
    key: 'l',
    routes: [
      { path: '/lists', title: 'Lists' },
      { path: '/lists/:list_id', title: 'List' },
      { path: '/lists/:list_id/emails/:guid', title: 'List email' },
    ],
  },
} satisfies Record<string, Area>;
