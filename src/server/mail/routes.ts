import { errorBody } from '#shared/schemas/common.ts';
import { mailSettings, mailSettingsUpdate, unsubscribeBody, unsubscribed, unsubscribeParams } from '#shared/schemas/mail.ts';
import type { Api } from '../api.ts';
import { notFound } from '../http-error.ts';
import { callerOf } from '../plugins/guards.ts';
import { mailRepository } from './repository.ts';
import { createUnsubscribeTokens } from './unsubscribe-token.ts';

const errors = { 400: errorBody, 401: errorBody, 429: errorBody };
/** A one-click body is `List-Unsubscribe=One-Click`: anything much longer is not one. */
const FORM_BYTES = 1024;

/**
 * Which e-mails a user gets. GET and PUT /api/settings/mail read and change the caller's switches;
 * POST /api/unsubscribe/:kind/:token turns one kind off without a sign-in, as RFC 8058's one-click
 * unsubscribe (the List-Unsubscribe header of every e-mail, mail/notification-mail.ts) and the button of
 * the page the e-mail's link opens do. A GET never unsubscribes: mail scanners follow links.
 */
export function mailRoutes(app: Api): void {
  const { db, guards, limits, secret } = app.ctx;
  const repo = mailRepository(db);
  const tokens = createUnsubscribeTokens(secret);

  app.get(
    '/settings/mail',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['mail'],
        summary: 'Which kinds of e-mail the caller gets',
        response: { 200: mailSettings, ...errors },
      },
    },
    async (request) => repo.settings(callerOf(request).user.id),
  );

  app.put(
    '/settings/mail',
    {
      preHandler: [guards.signedIn, limits.mailSettings],
      schema: {
        tags: ['mail'],
        summary: 'Turns kinds of e-mail on (true) or off (false); a kind left out stays as it is',
        body: mailSettingsUpdate,
        response: { 200: mailSettings, ...errors },
      },
    },
    async (request) => {
      const userId = callerOf(request).user.id;
      await repo.update(userId, request.body);
      return repo.settings(userId);
    },
  );

  // Mail clients post the one-click body form-encoded, which no other call takes (plugins/errors.ts answers 415 there).
  app.register(async (scope) => {
    const oneClick = scope as unknown as Api;
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    oneClick.post(
      '/unsubscribe/:kind/:token',
      {
        // Per address: nobody is signed in; a mail provider posts from a few.
        preHandler: limits.unsubscribe,
        schema: {
          tags: ['mail'],
          summary: 'One-click unsubscribe (RFC 8058) from one kind of e-mail, with the token of its link; no sign-in',
          params: unsubscribeParams,
          body: unsubscribeBody,
          response: { 200: unsubscribed, 404: errorBody, ...errors },
        },
      },
      async (request) => {
        const { kind, token } = request.params;
        const userId = tokens.verify(token, kind);
        if (!userId) throw notFound('unsubscribe-link-not-valid');
        await repo.optOut(userId, kind);
        request.log.info({ userId, kind }, 'unsubscribed from a kind of e-mail');
        return { kind, unsubscribed: true as const };
      },
    );
  });
}
