import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { checkoutsRepository } from './repository.ts';
import { reconcileCheckout } from './settle.ts';

/** The job queued with every checkout, due LIMITS.reconcileMinutes after it started (checkouts/routes.ts). */
export const RECONCILE_JOB = 'payment.reconcile';

const jobData = z.object({ checkoutId: z.uuid() });

/**
 * Declares the reconciliation job: a checkout still pending when it is due is settled from what its
 * provider says now, either way, so no payment is lost because a browser closed or a callback never came.
 * A provider that cannot be asked fails the try, and the queue tries again with back-off.
 */
export function declareReconciliation(ctx: AppContext, appLog: FastifyBaseLogger): void {
  ctx.jobs.work(
    RECONCILE_JOB,
    async (data) => {
      const parsed = jobData.safeParse(data);
      if (!parsed.success) return;
      const checkout = await checkoutsRepository(ctx.db).findById(parsed.data.checkoutId);
      if (!checkout || checkout.state !== 'pending') return;
      const gateway = ctx.payments.gateways[checkout.method as 'bkash' | 'sslcommerz'];
      if (!gateway || gateway.provider !== checkout.provider) {
        throw new Error(`checkout ${checkout.id} was made with ${checkout.provider}, which is not configured now`);
      }
      const log = appLog.child({ job: RECONCILE_JOB, checkoutId: checkout.id });
      const settled = await reconcileCheckout({ ...ctx, log }, gateway, checkout);
      log.info({ state: settled.state, outcome: settled.outcome }, 'checkout reconciled');
    },
    // A day of tries (the provider down for hours); each may wait on the provider's 30-second timeout.
    { retryLimit: 12, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300 },
  );
}
