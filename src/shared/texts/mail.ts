/**
 * E-mail: what Market's e-mails say (server/mail/notification-mail.ts writes them), and the screens that
 * choose which ones a user gets (the unsubscribe page, the mail settings). Amounts come formatted
 * (`Tk. 45,000`, shared/format.ts); names are the product's and the other person's as Market shows them.
 */

/** Each kind of e-mail by name: as a switch's label, and inside a sentence. */
export const MAIL_KIND_NAMES = {
  messages: { label: 'New messages', inSentence: 'new messages' },
  offers: { label: 'Offers', inSentence: 'offers' },
  bookings: { label: 'Bookings', inSentence: 'bookings' },
  payments: { label: 'Payments', inSentence: 'payments' },
  reviews: { label: 'Reviews', inSentence: 'reviews' },
  alerts: { label: 'Alerts', inSentence: 'new laptops for your alerts' },
  saved: { label: 'Saved laptops', inSentence: 'price drops of laptops you saved' },
  listings: { label: 'Your listings', inSentence: 'your listings' },
} as const;

export const MAIL_TEXTS = {
  greeting: (name: string) => `Hello ${name},`,
  signOff: 'Market',
  /** Whoever wrote, when their name is not known. */
  someone: 'Someone',
  /** The reason at the foot of every e-mail, and its two ways out. */
  footer: {
    why: (kind: string) => `You get this e-mail because e-mails about ${kind} are on for your Market account.`,
    unsubscribe: (kind: string) => `Stop e-mails about ${kind}:`,
    settings: 'Choose which e-mails you get:',
  },
  /** The line before an e-mail's link, by what the link is for. */
  actions: {
    readAndAnswer: 'Read and answer:',
    answerOffer: 'Accept, decline or counter it in your inbox:',
    seeConversation: 'See the conversation:',
    offerAgain: 'See the conversation, or make another offer:',
    seeProducts: 'See your products:',
    payInOrders: 'Pay for it in My Orders:',
  },
  /** Messages still unread 5 minutes after they came: one e-mail per conversation. */
  messages: {
    subject: (from: string, count: number) => (count === 1 ? `New message from ${from}` : `${count} new messages from ${from}`),
    lead: (from: string, product: string, count: number) =>
      count === 1
        ? `${from} wrote to you about the ${product}, and you have not read it yet.`
        : `${from} wrote ${count} messages to you about the ${product} that you have not read yet.`,
    last: 'The last one:',
  },
  offer: {
    subject: (amount: string) => `New offer: ${amount}`,
    lead: (from: string, amount: string, product: string) => `${from} offered ${amount} for your ${product}.`,
  },
  offerCountered: {
    subject: (from: string, amount: string) => `${from} countered your offer: ${amount}`,
    lead: (from: string, amount: string, product: string) => `${from} countered your offer on the ${product} with ${amount}.`,
  },
  offerAccepted: {
    subject: (amount: string) => `Your offer was accepted: ${amount}`,
    lead: (from: string, amount: string, product: string) => `${from} accepted your offer of ${amount} for the ${product}.`,
  },
  offerDeclined: {
    subject: (amount: string) => `Your offer was declined: ${amount}`,
    lead: (from: string, amount: string, product: string) => `${from} declined your offer of ${amount} for the ${product}.`,
  },
  offerExpired: {
    subject: (amount: string) => `An offer expired: ${amount}`,
    lead: (amount: string, product: string, hours: number) =>
      `The offer of ${amount} for the ${product} expired: it was not answered within ${hours} hours.`,
  },
  /** Someone booked the seller's product (at its price, or at the price of an accepted offer). */
  bookedSeller: {
    subject: (product: string) => `New booking: your ${product}`,
    lead: (product: string, from?: string, amount?: string) =>
      amount ? `Your ${product} is booked at ${amount}, the price you agreed on.` : `${from ?? 'A buyer'} booked your ${product}.`,
  },
  /** The buyer's accepted offer became a booking, to pay. */
  bookedBuyer: {
    subject: (product: string, amount: string) => `Your booking: ${product} at ${amount}`,
    lead: (product: string, amount: string) => `Your booking of the ${product} at ${amount}, the agreed price, is ready to pay.`,
  },
  payment: {
    subject: (amount: string) => `Payment received: ${amount}`,
    lead: (amount: string, product: string) => `A buyer paid ${amount} for your ${product}. It is sold now: arrange the hand-over.`,
  },
  sold: {
    subject: (product: string) => `Sold: your ${product}`,
    lead: (product: string) => `Your ${product} is sold.`,
  },
} as const;

/** /dashboard/settings: the switches of the kinds of e-mail. */
export const MAIL_SETTINGS_TEXTS = {
  mailHeading: 'E-mail',
  intro: 'Choose which e-mails Market sends you. The notifications on the site stay as they are.',
  hints: {
    messages: 'When someone writes to you and you have not read it within 5 minutes: one e-mail per conversation.',
    offers: 'Offers on your listings, counter-offers, and the answers to yours.',
    bookings: 'When your laptop is booked, or your accepted offer becomes a booking.',
    payments: 'When a buyer pays for your laptop.',
    reviews: 'When a sale of yours can be reviewed, and when a review of you is published.',
    alerts: 'New laptops that your saved searches find, at once or in a daily digest.',
    saved: 'When a laptop you saved with the heart gets cheaper.',
    listings: 'When an admin approves or rejects your listing, and 3 days before it expires.',
  },
  turnedOn: (kind: string) => `E-mails about ${kind} are on`,
  turnedOff: (kind: string) => `E-mails about ${kind} are off`,
  /** The language of e-mails; each language named in its own script, as the switch names it. */
  language: {
    label: 'Language of e-mails',
    hint: 'Market writes your e-mails in this language, with links to its pages in it.',
    names: { en: 'English', bn: 'বাংলা' },
    saved: (language: string) => `E-mails will come in ${language}`,
  },
  loadFailed: 'Your e-mail settings could not be loaded.',
  retry: 'Try again',
} as const;

/** /unsubscribe/:kind/:token: the page an e-mail's link opens (a POST from its button, never the link itself). */
export const UNSUBSCRIBE_TEXTS = {
  title: 'Unsubscribe',
  question: (kind: string) => `Stop e-mails about ${kind}?`,
  explain: 'Market will send you no more of these. Your other e-mails and the notifications on the site stay as they are.',
  button: 'Unsubscribe',
  busy: 'Unsubscribing…',
  done: (kind: string) => `You will no longer get e-mails about ${kind}.`,
  settings: 'Choose which e-mails you get in your settings',
} as const;
