import type { Area } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';
import { registrationsCommands } from './commands';

const CreateRegistrationPage = lazyScreen(() => import('./create-registration-page'), 'CreateRegistrationPage');
const RecapPage = lazyScreen(() => import('./recap-page'), 'RecapPage');
const RegistrationPage = lazyScreen(() => import('./registration-page'), 'RegistrationPage');

export const registrationsArea: Area = {
  id: 'registrations',
  title: 'Registrations',
  path: '/registrations',
  key: 'r',
  list: {
    screen: lazyScreen(() => import('./registrations-page'), 'RegistrationsPage'),
    firstQueries: async () => (await import('./first-queries')).registrationsFirstQueries,
  },
  routes: [
    { path: '/registrations/create', title: 'Create registration', screen: CreateRegistrationPage },
    { path: '/registrations/recap', title: 'Registration recap', screen: RecapPage },
    { path: '/registrations/:registration_id', title: 'Registration', screen: RegistrationPage },
    { path: '/registrations/:registration_id/:relationship', title: 'Registration relationship', screen: RegistrationPage },
  ],
  commands: registrationsCommands,
};
