import type { Area } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';

const InboundMessagePage = lazyScreen(() => import('./inbound-message-page'), 'InboundMessagePage');

/** Inbound mail as it arrives (issue 23): the Arriving list and one message. */
export const inboundArea: Area = {
  id: 'inbound',
  title: 'Arriving',
  path: '/arriving',
  key: 'm',
  list: {
    screen: lazyScreen(() => import('./arriving-page'), 'ArrivingPage'),
    firstQueries: async () => (await import('./first-queries')).arrivingFirstQueries,
  },
  routes: [{ path: '/arriving/:inbound_id', title: 'Inbound message', screen: InboundMessagePage }],
};
