import type { healthEndpoints } from '@tracker/core';
import { SERVER_VERSION } from '../version';
import type { Handlers } from './handler';

export const healthHandlers: Handlers<typeof healthEndpoints> = {
  async health(request) {
    await request.server.services.health.check();
    return { status: 'ok', version: SERVER_VERSION, runtime: process.version };
  },
};
