/**
 * The notification centre: the bell in the navbar and its panel (product §2, "Layouts"). Each line's
 * `product` is the laptop's name as listed, `from` the other person's name, `amount` a price as the site
 * writes it ("Tk. 45,000").
 */
interface Line {
  product: string;
  from: string;
  amount: string;
}

export const NOTIFICATION_TEXTS = {
  /** The bell's accessible name, with the unread count. */
  bell: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
  title: 'Notifications',
  markAll: 'Mark all as read',
  loadMore: 'Load more',
  loading: 'Loading notifications…',
  empty: 'Nothing yet. Messages, offers, bookings and payments will show here.',
  failed: 'Notifications could not be loaded.',
  retry: 'Try again',
  /** Read out before an unread line (the dot beside it is not). */
  unread: 'Unread:',
  /** When a line has no product name (an old notification). */
  someLaptop: 'your laptop',
  /** When a line has no name of the other person. */
  someone: 'Someone',
  lines: {
    message: ({ product, from }: Line) => `${from} sent you a message about ${product}`,
    offer: ({ product, from, amount }: Line) => `${from} offered ${amount} for ${product}`,
    'offer-accepted': ({ product, from, amount }: Line) => `${from} accepted the offer of ${amount} for ${product}`,
    'offer-declined': ({ product, from, amount }: Line) => `${from} declined the offer of ${amount} for ${product}`,
    'offer-countered': ({ product, from, amount }: Line) => `${from} countered with ${amount} for ${product}`,
    'offer-expired': ({ product, amount }: Line) => `The offer of ${amount} for ${product} expired without an answer`,
    /** A booking of the seller's laptop, by `from` when the booking came from the Book Now form. */
    booking: ({ product, from }: Line) => `${from} booked ${product}`,
    /** An accepted offer booked the laptop: the seller's line and the buyer's. */
    bookedAtOffer: ({ product, amount }: Line) => `${product} is booked at ${amount}`,
    bookedForYou: ({ product, amount }: Line) => `${product} is booked for you at ${amount}: pay for it in My Orders`,
    payment: ({ product, amount }: Line) => `Payment of ${amount} received for ${product}`,
    sold: ({ product }: Line) => `${product} is sold`,
  },
} as const;
