import { z } from 'zod';
import { BOOKING_STATES, LIMITS, NOTIFICATION_KINDS, PARTIES } from '../constants.ts';

// In constants.ts, which has no zod, so that the browser's live stream (on every page) can read them cheaply.
export { NOTIFICATION_KINDS, USER_EVENT_TYPES, type NotificationKind, type UserEventType } from '../constants.ts';

export const notificationData = z.object({
  conversationId: z.uuid().optional(),
  offerId: z.uuid().optional(),
  bookingId: z.uuid().optional(),
  productId: z.uuid().optional(),
  /**
   * The laptop as the line the centre shows names it: its title (brand and model, shortLaptopName) in the news
   * of a conversation or an offer, of a saved laptop's price and of an alert; its brand in the others.
   */
  productName: z.string().max(200).optional(),
  /** The other party's name. */
  from: z.string().max(200).optional(),
  /** Whole Tk., for offers and payments. */
  amount: z.number().int().nonnegative().optional(),
  /**
   * The side of the deal the one notified is on, where the two act in different places: a booking's buyer
   * pays in My Orders, its seller finds it in My Products.
   */
  party: z.enum(PARTIES).optional(),
  /** Where a booking went (a `deal` notification), and why, as its mover said. */
  state: z.enum(BOOKING_STATES).optional(),
  reason: z.string().max(500).optional(),
  /** A mobile number (its 11 digits), for a `phone-released` notification. */
  phone: z.string().max(20).optional(),
  /** How many listings went chat only with a released number (`phone-released`), or how many laptops a daily digest of an alert brings (`alert-digest`). */
  count: z.number().int().nonnegative().optional(),
  /** Whole Tk.: a saved laptop's price before it dropped (`price-drop`; `amount` is the new one). */
  was: z.number().int().nonnegative().optional(),
  /** The alert a new listing matched (`alert`, `alert-digest`), and its search as `/search`'s query string. */
  alertId: z.uuid().optional(),
  query: z.string().max(LIMITS.alertQuery).optional(),
  /** The laptops a digest's e-mail lists (LIMITS.digestLaptops at most). */
  productIds: z.array(z.uuid()).max(LIMITS.digestLaptops).optional(),
});
export type NotificationData = z.infer<typeof notificationData>;

export const notification = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  data: notificationData,
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsQuery = z.object({
  /** The last notification of the page before: the next page holds older ones. */
  cursor: z.uuid().optional(),
});

export const notificationsPage = z.object({
  items: z.array(notification),
  /** The cursor of the next (older) page, or null at the end. */
  nextCursor: z.uuid().nullable(),
  unread: z.number().int().nonnegative(),
});

export const notificationsRead = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);

export const notificationsReadResult = z.object({ updated: z.number().int().nonnegative(), unread: z.number().int().nonnegative() });
