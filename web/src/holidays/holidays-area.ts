import type { Area } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';

const HolidaysPage = lazyScreen(() => import('./holidays-page'), 'HolidaysPage');
const CreateHolidayPage = lazyScreen(() => import('./holiday-page'), 'CreateHolidayPage');
const HolidayPage = lazyScreen(() => import('./holiday-page'), 'HolidayPage');

export const holidaysArea: Area = {
  id: 'holidays',
  title: 'Holidays',
  path: '/holidays',
  key: 'h',
  routes: [
    {
      path: '/holidays',
      title: 'Holidays',
      screen: HolidaysPage,
      firstQueries: async () => (await import('./first-queries')).holidaysFirstQueries,
    },
    { path: '/holidays/create', title: 'Create holiday', screen: CreateHolidayPage },
    { path: '/holidays/:holiday_id', title: 'Holiday', screen: HolidayPage },
  ],
  // Loaded on the first search, so the first page load does not carry the holidays contract.
};
