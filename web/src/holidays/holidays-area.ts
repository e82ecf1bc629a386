import type { Area } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';

const CreateHolidayPage = lazyScreen(() => import('./holiday-page'), 'CreateHolidayPage');
const HolidayPage = lazyScreen(() => import('./holiday-page'), 'HolidayPage');

export const holidaysArea: Area = {
  id: 'holidays',
  title: 'Holidays',
  path: '/holidays',
  key: 'h',
  list: {
    screen: lazyScreen(() => import('./holidays-page'), 'HolidaysPage'),
    firstQueries: async () => (await import('./first-queries')).holidaysFirstQueries,
  },
  routes: [
    { path: '/holidays/create', title: 'Create holiday', screen: CreateHolidayPage },
    { path: '/holidays/:holiday_id', title: 'Holiday', screen: HolidayPage },
  ],
  // Loaded on the first search, so the first page load does not carry the holidays contract.
};
