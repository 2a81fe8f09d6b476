/**
 * The unique index a write ran into, when the database refused it as a duplicate (code 23505), else null.
 * Both drivers put the code on the error or on its `cause` (drizzle wraps the driver's error).
 */
export function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: unknown; constraint?: unknown; cause?: { code?: unknown; constraint?: unknown } };
  const cause = e.cause ?? e;
  if (cause.code !== '23505') return null;
  return typeof cause.constraint === 'string' ? cause.constraint : '';
}

/** The index that lets one live booking hold a laptop (schema.ts). */
export const LIVE_BOOKING_INDEX = 'bookings_live_product_uq';
