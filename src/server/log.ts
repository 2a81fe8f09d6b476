import type { FastifyRequest } from 'fastify';

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
