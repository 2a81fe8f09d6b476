import type { BookingMove, BookingState, PaymentMethod } from '../constants.ts';

/*
 * The deal after a booking (product "Paying and the money held"): how it is paid, where it stands, what
 * each side may do, and what they are told. `product` is the laptop's name as listed, `amount` a price as
 * the site writes it ("Tk. 45,000"), `from` the name of whoever moved it.
 */

interface Line {
  product: string;
  amount: string;
  from: string;
  reason: string;
}

/** The ways to pay, as the payment page, My Orders, My Sales and All Orders name them. */
export const METHOD_NAMES = {
  card: 'Card',
  bkash: 'bKash',
  sslcommerz: 'SSLCommerz (cards, banking, wallets)',
  cod: 'Cash on meet-up',
} as const satisfies Record<PaymentMethod, string>;

export const DEAL_TEXTS = {
  /** A booking's state, as its badge says it. */
  states: {
    booked: 'Booked, not paid',
    cash: 'Held, cash on meet-up',
    held: 'Paid, held by Market',
    review: 'Paid, being checked',
    'handed-over': 'Handed over, money held',
    disputed: 'Disputed',
    released: 'Completed',
    'sold-cash': 'Sold, paid in cash',
    refunded: 'Refunded',
    cancelled: 'Cancelled',
    lapsed: 'Hold lapsed',
  } as const satisfies Record<BookingState, string>,
  /** What each state means for the one reading it. */
  explain: {
    cashBuyer: (until: string) => `The laptop is held for you until ${until}. Meet the seller, check it, and pay in cash.`,
    cashSeller: (until: string) => `Held for this buyer until ${until}. Meet, hand it over, and mark it paid in cash.`,
    heldBuyer: 'Market holds your money until you confirm you have the laptop.',
    heldSeller: 'The buyer paid. Market holds the money until the buyer confirms they have the laptop.',
    handedOverBuyer: (until: string) =>
      `The seller says the laptop is handed over. Confirm you have it, or open a dispute before ${until}; after that the money goes to the seller.`,
    handedOverSeller: (until: string) => `The money goes to your balance when the buyer confirms, or on ${until} unless they dispute.`,
    review: 'The payment provider asked for a check of this payment. An admin will look at it soon.',
    disputed: 'An admin is looking at this dispute and will release or refund the money.',
    refunded: 'The money went back through the way it was paid.',
    reason: (reason: string) => `Reason: ${reason}`,
  },
  /** The buttons of the moves a person may make (BOOKING_MOVES). */
  moves: {
    'handed-over': 'Mark handed over',
    received: 'I have the laptop',
    cancel: 'Cancel booking',
    dispute: 'Open a dispute',
    approve: 'Approve payment',
    release: 'Release to seller',
    refund: 'Refund buyer',
  } as const satisfies Record<BookingMove, string>,
  /** The seller's handover of a cash booking is its payment too. */
  paidInCash: 'Handed over, paid in cash',
  /** The dialog that asks for a reason (cancel, dispute) or a confirmation (the rest). */
  confirm: {
    'handed-over': 'Mark this laptop as handed over to the buyer?',
    paidInCash: 'Mark this laptop handed over and paid in cash? It will be sold.',
    received: 'Confirm you have the laptop? The money goes to the seller.',
    cancel: 'Cancel this booking? If it was paid, the money goes back to the buyer.',
    dispute: 'Open a dispute? An admin will look at it and release or refund the money.',
    approve: 'Approve this payment? The seller may hand the laptop over.',
    release: 'Release the money to the seller?',
    refund: 'Refund the buyer in full through the way they paid?',
    reasonLabel: 'Reason (shown to the other side)',
    reasonPlaceholder: 'For example: we could not agree on a time to meet',
    go: 'Confirm',
    back: 'Keep it',
    done: 'Done.',
  },
  /** The sentence of a `deal` notification, by the state the booking went to. */
  lines: {
    booked: ({ product }: Line) => `${product}: booked`,
    cash: ({ product, from }: Line) => `${from} will pay for ${product} in cash when you meet`,
    held: ({ product, amount }: Line) => `Payment of ${amount} for ${product} is approved and held by Market`,
    review: ({ product }: Line) => `The payment for ${product} is being checked`,
    'handed-over': ({ product, from }: Line) => `${from} handed over ${product}: confirm you have it`,
    disputed: ({ product, from }: Line) => `${from} opened a dispute about ${product}`,
    released: ({ product, amount }: Line) => `${amount} for ${product} is released to the seller`,
    'sold-cash': ({ product }: Line) => `${product} is sold, paid in cash`,
    refunded: ({ product, amount }: Line) => `${amount} for ${product} is refunded to the buyer`,
    cancelled: ({ product, from }: Line) => `${from} cancelled the booking of ${product}`,
    lapsed: ({ product }: Line) => `The cash booking of ${product} lapsed: the laptop is on sale again`,
  } as const satisfies Record<BookingState, (line: Line) => string>,
  /** The e-mail of a `deal` notification: its subject, by state (its lead is the line, and the reason). */
  subjects: {
    booked: (product: string) => `Booked: ${product}`,
    cash: (product: string) => `Cash on meet-up: ${product}`,
    held: (product: string) => `Payment held: ${product}`,
    review: (product: string) => `Payment being checked: ${product}`,
    'handed-over': (product: string) => `Handed over: ${product}`,
    disputed: (product: string) => `Dispute opened: ${product}`,
    released: (product: string) => `Money released: ${product}`,
    'sold-cash': (product: string) => `Sold for cash: ${product}`,
    refunded: (product: string) => `Refunded: ${product}`,
    cancelled: (product: string) => `Booking cancelled: ${product}`,
    lapsed: (product: string) => `Hold lapsed: ${product}`,
  } as const satisfies Record<BookingState, (product: string) => string>,
  seeBooking: 'See the booking',
} as const;
