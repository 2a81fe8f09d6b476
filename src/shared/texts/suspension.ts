/**
 * Suspending an account (product §6, "Suspended accounts"): the admins' buttons in All Users, All Sellers,
 * All Buyers and Reported Item, their confirmations and toasts, and Reported Item's reader of a reported
 * conversation. `name` is the user's name as the lists show it.
 */
export const SUSPENSION_TEXTS = {
  suspend: 'Suspend',
  lift: 'Lift suspension',
  /** The badge beside a suspended user's name. */
  badge: 'Suspended',
  confirmSuspend: (name: string) => ({
    title: `Suspend ${name}?`,
    body: `${name} is signed out on every device and cannot sign in, and their listings leave the site until you lift the suspension.`,
    confirm: 'Suspend',
  }),
  confirmLift: (name: string) => ({
    title: `Lift the suspension of ${name}?`,
    body: `${name} can sign in again, and their listings that were on sale are back.`,
    confirm: 'Lift suspension',
  }),
  suspendedToast: 'Account suspended',
  liftedToast: 'Suspension lifted: the account can sign in again',
  reports: {
    /** What a report is of: the column's header and each kind's name. */
    kindHeader: 'Reported',
    kinds: { product: 'Listing', conversation: 'Conversation', review: 'Review' },
    reportedUser: 'Reported user',
    /** A reported user whose account is gone. */
    gone: 'Their account is gone',
    read: 'Read',
    readNamed: (item: string) => `Read the conversation about ${item}`,
    conversationTitle: (item: string) => `Conversation about ${item}`,
    parties: (buyer: string, seller: string) => `${buyer} (buyer) and ${seller} (seller)`,
    loading: 'Loading messages…',
    failed: 'The messages could not be loaded.',
    empty: 'No messages in this conversation.',
    close: 'Close',
    sender: { buyer: 'Buyer', seller: 'Seller' },
    offer: (amount: string) => `Offer: ${amount}`,
    photos: (count: number) => (count === 1 ? '1 photo' : `${count} photos`),
  },
} as const;
