import { LIMITS } from '../constants.ts';

/**
 * Saved laptops and alerts (product §4, "Saved laptops and alerts"): the heart on a laptop, /dashboard/saved,
 * "Alert me" on the search page, /dashboard/alerts, their notifications and e-mails. Amounts and sizes come
 * formatted (`Tk. 45,000`, `16 GB`); `laptop` is a laptop's brand and version, `search` an alert's search in
 * words (`ALERT_TEXTS.describe`).
 */

/** A line of the bell, or an e-mail's subject, about one laptop. */
interface Laptop {
  product: string;
  amount: string;
}

export const SAVED_TEXTS = {
  /** The heart's name; whether it is pressed says whether the laptop is saved. */
  heart: (laptop: string) => `Save ${laptop}`,
  added: 'Saved. Find it under Saved laptops in your dashboard.',
  removed: 'No longer saved',
  title: 'Saved laptops',
  intro: 'Laptops you saved with the heart. When a seller lowers the price of one, Market tells you.',
  empty: 'Nothing saved yet. Tap the heart on a laptop to keep it here.',
  loadFailed: 'Your saved laptops could not be loaded.',
  status: { available: 'On sale', sold: 'Sold', removed: 'No longer listed' },
  soldNote: 'This laptop has been sold.',
  removedNote: 'Its seller removed this listing, or it is no longer on sale.',
  confirmRemove: (laptop: string) => ({
    title: 'Remove this saved laptop?',
    body: `${laptop} leaves your saved laptops, and Market will no longer tell you when its price drops.`,
    confirm: 'Remove',
  }),
  cheaper: (amount: string) => `${amount} less than when you saved it`,
  remove: 'Remove',
  removeLabel: (laptop: string) => `Remove ${laptop} from your saved laptops`,
  /** The bell's line and the e-mail's subject when a saved laptop gets cheaper. */
  priceDrop: ({ product, amount }: Laptop) => `Price drop: ${product} is now ${amount}`,
  /** A seller changes a listing's resell price in My Products. */
  price: {
    change: 'Change price',
    label: 'New resell price (Tk.)',
    save: 'Save',
    hint: 'Whoever saved this laptop hears of a lower price.',
    changed: (amount: string) => `The price is now ${amount}`,
  },
} as const;

export const ALERT_TEXTS = {
  alertMe: 'Alert me',
  dialogTitle: 'Alert me of new laptops',
  dialogIntro: 'Market tells you when a new laptop is listed that this search finds:',
  frequencyLabel: 'How often',
  frequency: { instant: 'At once', daily: 'Once a day' },
  frequencyHints: {
    instant: 'A notification and an e-mail for each new laptop.',
    daily: `One e-mail a day with up to ${LIMITS.digestLaptops} new laptops.`,
  },
  save: 'Save alert',
  saving: 'Saving…',
  added: 'Alert saved. Change or delete it under Alerts in your dashboard.',
  title: 'Alerts',
  intro: 'Your saved searches. Market tells you of each new laptop they find, in a notification and an e-mail.',
  empty: 'No alerts yet. Search for laptops, then choose “Alert me” to hear of new ones.',
  count: (count: number) => `${count} of ${LIMITS.alertsPerUser} alerts`,
  loadFailed: 'Your alerts could not be loaded.',
  savedOn: (day: string) => `Saved ${day}`,
  see: 'See the laptops it finds',
  frequencyOf: (search: string) => `How often: ${search}`,
  changed: 'Alert changed',
  delete: 'Delete',
  deleteLabel: (search: string) => `Delete the alert ${search}`,
  deleted: 'Alert deleted',
  confirmDelete: (search: string) => ({
    title: 'Delete this alert?',
    body: `Market will no longer tell you of new laptops for “${search}”.`,
    confirm: 'Delete alert',
  }),
  /** An alert's search in words, its parts joined with commas: ‘thinkpad’, Lenovo, 16 GB, under Tk. 60,000. */
  describe: {
    words: (q: string) => `‘${q}’`,
    under: (amount: string) => `under ${amount}`,
    from: (amount: string) => `from ${amount}`,
    between: (low: string, high: string) => `${low} to ${high}`,
    storage: (size: string) => `${size} storage`,
    division: (name: string) => `${name} division`,
    place: (name: string) => `in ${name}`,
    verified: 'verified sellers',
    trusted: 'trusted sellers',
  },
  /** The bell's lines, and the e-mails' subjects. */
  lines: {
    alert: ({ product, amount }: Laptop) => `New for your alert: ${product} at ${amount}`,
    digest: (count: number) => (count === 1 ? 'A new laptop for your alert today' : `${count} new laptops for your alert today`),
  },
} as const;

/** What the e-mails of alerts and saved laptops say, after the greeting; the subjects are the bell's lines. */
export const ALERT_MAIL_TEXTS = {
  alert: (search: string, laptop: string, amount: string) => `A new listing matches your alert “${search}”: ${laptop} at ${amount}.`,
  digest: (search: string, count: number) =>
    count === 1 ? `A new laptop matches your alert “${search}” today:` : `${count} new laptops match your alert “${search}” today:`,
  /** A digest lists LIMITS.digestLaptops laptops at most. */
  more: (count: number) => `And ${count} more.`,
  priceDrop: (laptop: string, amount: string, was: string) => `The ${laptop} you saved now costs ${amount}, down from ${was}.`,
  seeLaptop: 'See the laptop:',
  seeAll: 'See every laptop this search finds:',
  manageAlerts: 'Change or delete your alerts:',
  seeSaved: 'Your saved laptops:',
} as const;
