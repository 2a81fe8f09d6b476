import { z } from 'zod';

/** What a user's live stream (GET /api/events) carries, one kind of event each. */
export const USER_EVENT_TYPES = ['message', 'offer', 'notification', 'booking', 'payment'] as const;
export type UserEventType = (typeof USER_EVENT_TYPES)[number];

/**
 * What a notification is about. Its `data` names what the notification centre shows and links to (a
 * conversation, an offer, a booking, a product), never another user's e-mail address.
 */
export const NOTIFICATION_KINDS = [
  'message',
  'offer',
  'offer-accepted',
  'offer-declined',
  'offer-countered',
  'offer-expired',
  'booking',
  'payment',
  'sold',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationData = z.object({
  conversationId: z.uuid().optional(),
  offerId: z.uuid().optional(),
  bookingId: z.uuid().optional(),
  productId: z.uuid().optional(),
  /** The product's name as listed (a brand), for the line the centre shows. */
  productName: z.string().max(200).optional(),
  /** The other party's name. */
  from: z.string().max(200).optional(),
  /** Whole Tk., for offers and payments. */
  amount: z.number().int().nonnegative().optional(),
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
