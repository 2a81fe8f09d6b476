/**
 * Moderation and expiry (product §4, "Moderation" and "Expiry"): where a seller's listing stands and why, the
 * admins' queue, renewing and sending a listing again, and what a seller is told of it (the notification
 * centre's lines and the e-mails). `product` is the laptop's name as listed; `median` a price as the site
 * writes it ("Tk. 45,000"); `day` a date as the site writes it.
 */

/** A notification's line: the laptop, and an admin's reason for a rejection. */
interface Line {
  product: string;
  reason: string;
}

export const MODERATION_TEXTS = {
  /** A listing only its seller and the admins see, by its status. */
  status: {
    review: 'Waiting for review',
    rejected: 'Rejected',
    expired: 'Expired',
  },
  /** Why a listing waits for an admin, one sentence per reason, as its seller and the admins read it. */
  reasons: {
    'price-far-below': (median: string, similar: number) =>
      `The price is far below similar laptops: the middle price of the ${similar} listed lately is ${median}.`,
    'phone-in-detail': "The listing's text holds a phone number. Buyers reach you through the Phone Number field or the chat.",
    'email-in-detail': "The listing's text holds an e-mail address.",
    'link-in-detail': "The listing's text holds a link to another site.",
    'photo-used-elsewhere': "A photo is the same as one on another seller's listing.",
    'new-seller': 'The first listings of a seller who is not verified yet are checked by an admin.',
    'every-listing': 'On this marketplace an admin checks every listing before buyers see it.',
    resubmitted: 'An admin rejected it before, so an admin looks at the changes.',
  },
  /** After a contact reason: the fields that hold it, by their Add A Product labels ("Product Detail, Location"). */
  foundIn: (fields: string) => `Found in: ${fields}.`,
  /** Said in place of the reasons' list heading. */
  whyWaiting: 'Why it waits:',
  waitingNote: 'An admin checks this listing before buyers can see it: it is not in the lists or search yet.',
  rejectedNote: (reason: string) => `An admin rejected this listing: ${reason}`,
  rejectedHelp: 'Change what the admin asked for and send it again.',
  expiredNote: 'This listing has expired: it is not in the lists or search. Renew it to put it back on sale for 30 days.',
  /** Beside a listing on sale. */
  expiresOn: (day: string) => `On sale until ${day}`,
  expiresSoon: (day: string) => `Expires on ${day}: renew it to keep it on sale.`,
  /** The product page of a listing that is not public, for its seller and the admins. */
  onlyYouSee: 'Only you and the admins can see this page.',
  renew: 'Renew',
  renewNamed: (item: string) => `Renew ${item}`,
  renewed: 'Renewed: on sale for 30 more days',
  editAndResend: 'Edit and send again',
  editNamed: (item: string) => `Edit and send again: ${item}`,
  /** Add A Product's toast when the new listing waits for an admin. */
  addedForReview: 'Product added. An admin checks it before buyers see it.',
  /** The edit page of a listing that waits for review or was rejected. */
  edit: {
    title: 'Edit listing',
    intro: 'Change what holds this listing back and send it again: it goes through the checks once more.',
    submit: 'Send again',
    sending: 'Sending…',
    failed: 'The listing was not sent.',
    loadFailed: 'This listing could not be loaded.',
    notEditable: 'Only a listing that waits for review or was rejected can be changed here.',
    public: 'Your listing passed the checks: it is on sale now.',
    waiting: 'Your listing waits for an admin again.',
    /** A photo the listing has already, in place of a chosen file's name. */
    listedPhoto: 'as listed',
  },
  /** The admins' queue (/dashboard/moderation). */
  queue: {
    title: 'Moderation',
    intro:
      'Listings the checks held back, the longest waiting first. Approve one to put it on sale at once, or reject it with a reason its seller reads.',
    empty: 'No listing waits for review.',
    more: (shown: number, total: number) => `Showing the ${shown} longest waiting of ${total}.`,
    seller: 'Seller',
    price: 'Resell price',
    submitted: (day: string) => `Waiting since ${day}`,
    open: 'Open its page',
    approve: 'Approve',
    approveNamed: (item: string) => `Approve ${item}`,
    reject: 'Reject',
    rejectNamed: (item: string) => `Reject ${item}`,
    approved: 'Approved: the listing is on sale now',
    rejected: 'Rejected: its seller was told why',
    rejectTitle: (item: string) => `Reject ${item}?`,
    reasonLabel: 'Reason the seller reads',
    reasonHint: 'Say what to change, such as "Take the phone number out of the description".',
    reasonRequired: 'Write the reason for the seller.',
    confirmReject: 'Reject listing',
    cancel: 'Cancel',
  },
  /** A conversation about a laptop that is off sale for now (expired, or back with the admins). */
  unlistedNote: 'This laptop is not on sale right now. You can still read and write in this conversation.',
  /** The notification centre's lines. */
  lines: {
    'listing-approved': ({ product }: Line) => `${product} is approved and on sale now`,
    'listing-rejected': ({ product, reason }: Line) => `${product} was not approved: ${reason}`,
    'listing-expiring': ({ product }: Line) => `${product} expires in 3 days: renew it to keep it on sale`,
    'listing-expired': ({ product }: Line) => `${product} has expired and left the lists: renew it to put it back`,
  },
  /** The e-mails of the same news, in the recipient's language. */
  mail: {
    'listing-approved': {
      subject: (product: string) => `Your ${product} is on sale`,
      lead: (product: string, _reason: string) => `An admin approved your ${product}: buyers can find it and book it now.`,
      action: 'See it on Market:',
    },
    'listing-rejected': {
      subject: (product: string) => `Your ${product} was not approved`,
      lead: (product: string, reason: string) => `An admin did not approve your ${product}. The reason: ${reason}`,
      action: 'Change it and send it again:',
    },
    'listing-expiring': {
      subject: (product: string) => `Your ${product} expires in 3 days`,
      lead: (product: string, _reason: string) =>
        `Your ${product} leaves the lists and search in 3 days. Renew it and it stays on sale for 30 more days.`,
      action: 'Renew it with one tap in My Products:',
    },
    'listing-expired': {
      subject: (product: string) => `Your ${product} has expired`,
      lead: (product: string, _reason: string) =>
        `Your ${product} was listed 30 days ago and has left the lists and search. Renew it to put it back on sale.`,
      action: 'Renew it in My Products:',
    },
  },
} as const;
