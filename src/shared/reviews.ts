/**
 * Reviews after a sale and the trusted seller's badge (product §4, "Reviews"; decision 022): the numbers both
 * sides hold to. No zod here, so that the database's schema and any screen may read them cheaply.
 */
import type { BookingState } from './constants.ts';

/** A sale is complete, and its two sides may review each other, once its booking is in one of these. */
export const COMPLETED_BOOKING_STATES = ['released', 'sold-cash'] as const satisfies readonly BookingState[];
export const isCompleted = (state: BookingState) => (COMPLETED_BOOKING_STATES as readonly BookingState[]).includes(state);

export const REVIEW_LIMITS = {
  /** Stars from 1 to 5, whole. */
  stars: { min: 1, max: 5 },
  /** Characters of a review's comment (optional) and of the reply to it, once trimmed. */
  comment: 1000,
  reply: 1000,
  /** Days after a sale's completion (its booking's `closedAt`) during which its two sides may review it. */
  windowDays: 14,
  /** Reviews on one page of a seller's reviews, newest first. */
  pageSize: 10,
  /** Characters of the reason given with a report of a review (optional). */
  reportReason: 500,
} as const;

/** How long a sale's review window lasts, in milliseconds. */
export const REVIEW_WINDOW_MS = REVIEW_LIMITS.windowDays * 24 * 3_600_000;

/**
 * The trusted seller's badge: earned, never given, and lost as soon as one of these stops being true. Each is
 * checked at the time of the reading (reviews/standing.ts).
 */
export const TRUSTED_SELLER = {
  /** Completed sales (bookings in COMPLETED_BOOKING_STATES) as the seller. */
  sales: 10,
  /** The average of the published, not hidden, reviews of them as a seller: at least this, exactly. */
  average: 4.5,
  /** Days since the account was made. */
  memberDays: 90,
  /** Days since their last upheld dispute (a disputed booking of theirs that ended refunded), if any. */
  disputeDays: 90,
} as const;
