import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { ConversationRow } from '../conversations/repository.ts';
import { conversationsRepository } from '../conversations/repository.ts';
import { aboutOf, withTelling, type Tell } from '../conversations/tell.ts';
import type { Db } from '../db/client.ts';
import { offersRepository, type OfferRow } from './repository.ts';
import { OFFER_MOVES, refusalOf } from './states.ts';

/** The job queued with every new offer, due when it expires (move-offer.ts). */
export const OFFER_EXPIRE_JOB = 'offer.expire';

const jobData = z.object({ offerId: z.uuid() });

/**
 * Declares the expiry job while the app is built (before the job queue starts): an offer still open when
 * its time is out becomes `expired`, and both sides are told. A repeat, or an offer answered meanwhile,
 * changes nothing; a job that runs before the offer's time by the app's clock (the database's clock a
 * little ahead) fails its try and runs again later.
 */
export function declareOfferExpiry(ctx: AppContext): void {
  ctx.jobs.work(OFFER_EXPIRE_JOB, async (data) => {
    const parsed = jobData.safeParse(data);
    if (!parsed.success) return;
    const { offerId } = parsed.data;
    await withTelling(ctx, async (tx, tell) => {
      const offers = offersRepository(tx);
      const found = await offers.findById(offerId);
      if (!found) return;
      const conversation = await conversationsRepository(tx).lockById(found.conversationId);
      const offer = await offers.findById(offerId);
      if (!conversation || !offer || offer.state !== OFFER_MOVES.expire.from) return;
      if (!(await expireIfDue(ctx, tx, tell, conversation, offer))) throw new Error(`offer ${offerId} is not due to expire yet`);
    });
  });
}

/**
 * Expires an open offer whose time is out, as states.ts's clock move, inside the caller's transaction with
 * the conversation locked; answers whether it did. The job does it when the time comes; a new offer in the
 * same conversation does it first when the job has not run yet.
 */
export async function expireIfDue(
  ctx: Pick<AppContext, 'clock'>,
  tx: Db,
  tell: Tell,
  conversation: ConversationRow,
  offer: OfferRow,
): Promise<boolean> {
  if (refusalOf('expire', offer, 'clock', ctx.clock.now())) return false;
  const expired = await offersRepository(tx).move(offer.id, OFFER_MOVES.expire.from, OFFER_MOVES.expire.to);
  if (!expired) return false;
  const news = {
    type: 'offer',
    event: 'expired',
    ...aboutOf(conversation),
    offerId: offer.id,
    amount: offer.amount,
    by: offer.by,
  } as const;
  await tell(conversation.buyerId, news);
  await tell(conversation.sellerId, news);
  return true;
}
