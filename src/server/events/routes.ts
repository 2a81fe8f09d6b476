import { z } from 'zod';
import { errorBody } from '#shared/schemas/common.ts';
import { HttpError } from '../http-error.ts';
import { callerOf } from '../plugins/guards.ts';
import { usersRepository } from '../users/repository.ts';
import type { Api } from '../api.ts';
import { SESSIONS_ENDED, type UserEvent } from './events.ts';

/** A proxy closes a connection that stays silent about a minute; a comment line every 25 s keeps it open. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before it reconnects a stream that ended (EventSource's `retry`). */
const RETRY_MS = 3_000;
/** Events written at once when a stream catches up. */
const BATCH = 100;
/** Streams one user may hold open on one instance: a tab each; a script opening thousands is refused. */
const STREAMS_PER_USER = 10;

const lastEventId = z.string().regex(/^\d{1,15}$/, 'an event id');

/** One event in the text/event-stream format: its id (for Last-Event-ID), its type, its JSON on one line. */
const frame = (event: UserEvent) => `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * GET /api/events: one Server-Sent Events stream per signed-in tab, carrying every event of its user in
 * order (docs/architecture.md, "Live events"). A stream that reconnects with the last id it saw
 * (the `Last-Event-ID` header EventSource sends, or `?lastEventId=`) first gets what it missed, from the
 * database; a new one starts with what comes next.
 */
export function eventRoutes(app: Api, options: { heartbeatMs?: number } = {}): void {
  const { guards, events, db } = app.ctx;
  const users = usersRepository(db);
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const open = new Map<string, number>();
  const ending = new Set<() => void>();
  // The server's stop ends every stream at once: browsers reconnect to another instance, or to this one once it is back.
  app.addHook('preClose', async () => {
    for (const end of [...ending]) end();
  });

  app.get(
    '/events',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['events'],
        summary: "The caller's live events (text/event-stream): message, offer, notification, booking, payment",
        headers: z.object({ 'last-event-id': lastEventId.optional() }),
        querystring: z.object({ lastEventId: lastEventId.optional() }),
        response: { 200: z.string().describe('text/event-stream'), 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = callerOf(request);
      const userId = user.id;
      const given = request.headers['last-event-id'] ?? request.query.lastEventId;
      if ((open.get(userId) ?? 0) >= STREAMS_PER_USER) throw new HttpError(429, 'too-many-streams');
      let last = given === undefined ? await events.latestId(userId) : Number(given);

      open.set(userId, (open.get(userId) ?? 0) + 1);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx would otherwise hold the events back in its buffer.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\n\n`);

      let closed = false;
      // One read at a time, in order: news that comes during a read is read after it.
      let reading = Promise.resolve();
      const catchUp = () => {
        reading = reading.then(async () => {
          for (let more = true; more && !closed;) {
            const batch = await events.after(userId, last, BATCH);
            for (const event of batch) {
              res.write(frame(event));
              last = event.id;
            }
            more = batch.length === BATCH;
          }
        });
        reading = reading.catch((err: unknown) => request.log.warn({ err }, 'an event stream could not read its events'));
      };
      // A stream is its session's: signed out, revoked (a password change, "sign out everywhere"), suspended or
      // expired, it ends, so nothing more reaches a browser whose cookie no longer works. Every instance hears
      // of ended sessions on the bus at once; the heartbeat's look catches an expiry, or a signal that was lost.
      let checking = false;
      const endUnlessLive = async () => {
        if (checking || closed) return;
        checking = true;
        try {
          if (!(await users.findByLiveSession(sessionId, userId))) end();
        } catch (err) {
          request.log.warn({ err }, 'an event stream could not check its session');
        } finally {
          checking = false;
        }
      };
      // Listening before the first read: an event committed in between is read then or announced after.
      const stopListening = await events.listen(userId, (event) => {
        if (event.type === SESSIONS_ENDED.type) void endUnlessLive();
        else catchUp();
      });
      catchUp();
      const heartbeat = setInterval(() => {
        res.write(': ping\n\n');
        void endUnlessLive();
      }, heartbeatMs);

      const end = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        ending.delete(end);
        open.set(userId, (open.get(userId) ?? 1) - 1);
        if (open.get(userId) === 0) open.delete(userId);
        void stopListening();
        res.end();
      };
      ending.add(end);
      res.on('close', end);
    },
  );
}
