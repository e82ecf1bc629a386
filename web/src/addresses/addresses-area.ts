import type { Area } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';

const AddressPage = lazyScreen(() => import('./address-page'), 'AddressPage');

export const addressesArea: Area = {
  id: 'addresses',
  title: 'Addresses',
  path: '/addresses',
  key: 'a',
  list: {
    screen: lazyScreen(() => import('./addresses-page'), 'AddressesPage'),
    firstQueries: async () => (await import('./first-queries')).addressesFirstQueries,
  },
  routes: [
    { path: '/addresses/:address_id', title: 'Address', screen: AddressPage },
    { path: '/addresses/:address_id/teams', title: 'Address teams', screen: AddressPage },
  ],
  // Loaded on the first search, so the first page load does not carry the addresses contract.
};
