import type { Area } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';
import { emailCommands } from './commands';

const EmailPage = lazyScreen(() => import('./email-page'), 'EmailPage');

export const emailsArea: Area = {
  id: 'emails',
  title: 'Emails',
  path: '/emails',
  key: 'e',
  list: {
    screen: lazyScreen(() => import('./emails-page'), 'EmailsPage'),
    firstQueries: async () => (await import('./first-queries')).emailsFirstQueries,
  },
  routes: [{ path: '/emails/:guid', title: 'Email', screen: EmailPage }],
  commands: emailCommands,
  // Loaded on the first search, so the first page load does not carry the emails contract.
};
