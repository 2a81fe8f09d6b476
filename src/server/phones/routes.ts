import { errorBody } from '#shared/schemas/common.ts';
import { phoneCodeConfirm, phoneCodeRequest, phoneCodeSent, sellerPhoneList } from '#shared/schemas/phones.ts';
import { z } from '#shared/zod.ts';
import type { Api } from '../api.ts';
import { callerOf } from '../plugins/guards.ts';
import { phoneVerification } from './verify.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody, 503: errorBody };
const phoneVerified = z.object({ phone: z.string(), verified: z.literal(true), released: z.number().int().nonnegative() });

/** A seller's mobile numbers, and proving one with a code sent to it by text message (product §6, "Verified numbers"). */
export function phoneRoutes(app: Api): void {
  const { guards, limits } = app.ctx;
  const seller = guards.role('seller');
  const verification = phoneVerification(app.ctx);

  app.get(
    '/phones',
    {
      preHandler: seller,
      schema: {
        tags: ['phones'],
        summary: "The caller's mobile numbers and which of them are verified",
        response: { 200: sellerPhoneList, ...errors },
      },
    },
    async (request) => verification.list(callerOf(request).user.id),
  );

  app.post(
    '/phones/verify',
    {
      preHandler: [seller, limits.phones],
      schema: {
        tags: ['phones'],
        summary: 'Send a code by text message to a mobile number, to verify it (3 an hour per number; the code works 10 minutes)',
        body: phoneCodeRequest,
        response: { 200: phoneCodeSent, ...errors },
      },
    },
    async (request) => verification.send(callerOf(request).user, request.body.phone),
  );

  app.post(
    '/phones/verify/confirm',
    {
      preHandler: [seller, limits.phones],
      schema: {
        tags: ['phones'],
        summary: "Verify a mobile number with the code it received (5 tries); another seller's unverified claim of it is released",
        body: phoneCodeConfirm,
        response: { 200: phoneVerified, ...errors },
      },
    },
    async (request) => verification.confirm(callerOf(request).user, request.body.phone, request.body.code),
  );
}
