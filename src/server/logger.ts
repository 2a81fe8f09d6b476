import type { Writable } from 'node:stream';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** An email address in a path segment, written plainly or percent-encoded. */
const EMAIL_SEGMENT = /[^/]*(@|%40)[^/]*/gi;

/** The path of a request as logs may keep it: no query (`?email=`), and emails in the path replaced. */
export function loggablePath(url: string): string {
  return (url.split('?')[0] ?? '').replace(EMAIL_SEGMENT, '[email]');
}

/** How a request appears in the log: no query string, no email address, no headers. */
export function logRequest(request: FastifyRequest) {
  return { method: request.method, url: loggablePath(request.url), remoteAddress: request.ip };
}

/**
 * One line per request, when its answer has gone: "GET /api/itemName/01 200 12 ms", with the request
 * (method, path without query or emails, address), its status and time as fields. Fastify's own two
 * lines (incoming, completed) are twice the volume and the first says little; "incoming" is kept at
 * debug level for whoever needs to see a request that never finishes.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  /** Fastify's own "Route GET:/x?email=… not found" would log the query: the request's one line says 404. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = Math.round(reply.elapsedTime);
    const line = `${request.method} ${loggablePath(request.url)} ${reply.statusCode} ${responseTime} ms`;
    const fields = { req: request, res: { statusCode: reply.statusCode }, responseTime };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }
}

/**
 * Whether a person reads the log: `npm start` in a terminal or `npm run dev` (which says so through
 * LOG_FORMAT, its server's output being a pipe). A log collector, a container or a file gets JSON.
 */
export function prettyLogs(config: Pick<Config, 'LOG_FORMAT' | 'NODE_ENV'>, stdout: { isTTY?: boolean } = process.stdout): boolean {
  if (config.LOG_FORMAT) return config.LOG_FORMAT === 'pretty';
  return config.NODE_ENV !== 'production' && stdout.isTTY === true;
}

/**
 * The readable form, "12:00:03.512 INFO: [3f1c…] GET /api/itemName/01 200 12 ms", written to stdout
 * (or `destination`); fields other than the request's follow on the same line as JSON.
 */
export async function prettyStream(destination: Writable | 1 = 1): Promise<Writable> {
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    destination,
    // Written at once, in order with everything else the process prints, and nothing lost at exit.
    sync: true,
    // On stdout, pino-pretty colours what a terminal shows (or FORCE_COLOR asks for).
    ...(destination === 1 ? {} : { colorize: false }),
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log, messageKey) => {
      const raw = log[messageKey];
      const message = typeof raw === 'string' ? raw : JSON.stringify(raw ?? '');
      return typeof log.reqId === 'string' ? `[${log.reqId}] ${message}` : message;
    },
  });
}

/** The logger options of the app; `stream` sends the JSON lines elsewhere (tests read them). */
export async function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT' | 'NODE_ENV'>,
  stream?: Writable,
): Promise<FastifyServerOptions['logger']> {
  if (config.LOG_LEVEL === 'silent' && !stream) return false;
  const base = { level: config.LOG_LEVEL, serializers: { req: logRequest } };
  if (stream) return { ...base, stream };
  if (prettyLogs(config)) return { ...base, stream: await prettyStream() };
  return base;
}
