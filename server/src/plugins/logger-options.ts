import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
export type LoggerOverrides = Partial<LoggerOptions>;

/** Structured JSON logs (pino) at the configured level; credentials never reach the log. */
export function loggerOptions(config: Pick<Config, 'logLevel'>, overrides: LoggerOverrides = {}): LoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: '[redacted]',
    },
    ...overrides,
  };
}
