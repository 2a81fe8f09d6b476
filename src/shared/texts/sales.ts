/*
 * The seller's and the admins' views of the deals (product "Paying and the money held"): the Earnings tiles
 * and All Orders' filter. The states, methods and moves themselves are in deals.ts.
 */

export const SALES_TEXTS = {
  /** Earnings: where a seller's money stands, one tile each. */
  tiles: {
    held: 'Held by Market',
    released: 'Released to you',
    refunded: 'Refunded',
    cash: 'Paid in cash',
  },
  tileHints: {
    held: 'Until the buyer confirms they have the laptop',
    released: 'Yours: the buyers have their laptops',
    refunded: 'Given back to buyers',
    cash: 'Taken at the meeting, never through Market',
  },
  /** The caption of Earnings' table of sales. */
  perSale: 'Each sale',
  /** All Orders: every booking, or those an admin must act on (a dispute, a payment under review). */
  filter: { label: 'Show', all: 'All orders', attention: 'Needs attention' },
  /** The buyer's phone as a link that calls it. */
  call: (name: string, phone: string) => `Call ${name} on ${phone}`,
} as const;
