import type { Area } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';

const AddressesPage = lazyScreen(() => import('./addresses-page'), 'AddressesPage');
const AddressPage = lazyScreen(() => import('./address-page'), 'AddressPage');

export const addressesArea: Area = {
  id: 'addresses',
  title: 'Addresses',
  path: '/addresses',
  key: 'a',
  routes: [
    {
      path: '/addresses',
      title: 'Addresses',
      screen: AddressesPage,
      firstQueries: async () => (await import('./first-queries')).addressesFirstQueries,
    },
    { path: '/addresses/:address_id', title: 'Address', screen: AddressPage },
    { path: '/addresses/:address_id/teams', title: 'Address teams', screen: AddressPage },
  ],
  // Loaded on the first search, so the first page load does not carry the addresses contract.
};
