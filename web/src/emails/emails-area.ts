import type { Area } from '../ui/area/area';

export const emailsArea: Area = {
  id: 'emails',
  title: 'Emails',
  path: '/emails',
  key: 'e',
  routes: [
    { path: '/emails', title: 'Emails' },
    { path: '/emails/:guid', title: 'Email' },
  ],
};
