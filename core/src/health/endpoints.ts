import * as z from 'zod';
import { defineEndpoint } from '../contract/endpoint';

export const Health = z.object({
  status: z.literal('ok'),
  version: z.string(),
  /** The Node.js version the server runs on, e.g. `v24.11.1`. */
  runtime: z.string(),
});

export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    tag: 'health',
    summary: 'Liveness and database check; needs no session',
    status: 200,
    response: Health,
  }),
};
