import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
export type LoggerOverrides = Partial<LoggerOptions>;

/** Query parameters whose values are credentials (a reset link's token, an access token, a key). */
const SECRET_PARAMETER = /token|secret|password|key|code|signature/i;
const REDACTED = '[redacted]';

/** Paths that carry a credential: an invitation's guid is what accepting it takes. */
const SECRET_PATH = /(\/invitations\/)[^/?]+(\/accept)/;

/** The URL as logged: a credential in the path, and the value of every query parameter that names one, are replaced. */
export function redactUrl(sent: string): string {
  const url = sent.replace(SECRET_PATH, `$1${REDACTED}$2`);
  const query = url.indexOf('?');
  if (query === -1) return url;
  const pairs = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!;
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape: judge the name as sent.
      }
      return SECRET_PARAMETER.test(decoded) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, query)}?${pairs.join('&')}`;
}

/** Fastify's request line in the log, with credentials taken out of the URL. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Pretty lines for a person at a terminal while developing; JSON everywhere else (files, collectors, production). */
function prettyTransport(config: Pick<Config, 'nodeEnv'>, stdoutIsTty: boolean): LoggerOverrides {
  return config.nodeEnv === 'development' && stdoutIsTty
    ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } }
    : {};
}

/** Structured JSON logs (pino) at the configured level; credentials never reach the log, in headers or URLs. */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  overrides: LoggerOverrides = {},
  stdoutIsTty: boolean = process.stdout.isTTY === true,
): LoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'headers.authorization', 'headers.cookie'],
      censor: REDACTED,
    },
    serializers: { req: serializeRequest },
    ...prettyTransport(config, stdoutIsTty),
    ...overrides,
  };
}
