/**
 * Reviews after a sale and the trusted seller's badge (product §4, "Reviews"): the star picker and the review
 * form on My Orders and My Sales, the reviews of a seller on their profile and a product's page, the badge, a
 * buyer's rating for the sellers they book from, the admins' view of a reported review, the notifications
 * and e-mails. Numbers and dates come formatted in the page's language (`count` is the same number written).
 */
import { TRUSTED_SELLER } from '../reviews.ts';

/** What a notification or an e-mail of reviews names: the laptop, and the other side of the sale. */
interface About {
  product: string;
  from: string;
}

export const REVIEW_TEXTS = {
  /** Stars shown: read out as a sentence, drawn as five stars. */
  stars: {
    outOfFive: (stars: string) => `${stars} out of 5 stars`,
    /** A choice of the picker: "1 star", "4 stars". */
    choice: (stars: number, written: string) => (stars === 1 ? `${written} star` : `${written} stars`),
  },
  /** A person's rating on one side of their deals. */
  rating: {
    average: (average: string) => `${average} out of 5`,
    count: (count: number, written: string) => (count === 1 ? `${written} review` : `${written} reviews`),
    none: 'No reviews yet',
    /** My Sales: the buyer's rating, seen by the sellers they book from. */
    buyer: 'Rating as a buyer',
  },
  /** The form on My Orders and My Sales. */
  form: {
    open: 'Leave a review',
    openFor: (name: string, item: string) => `Leave a review of ${name} for ${item}`,
    title: (name: string) => `Review ${name}`,
    about: (item: string) => `About the ${item}`,
    starsLegend: 'How did it go?',
    starsRequired: 'Choose from 1 to 5 stars.',
    comment: 'Comment (optional)',
    commentHint: 'Up to 1,000 characters, shown with your name.',
    blind: (name: string, day: string) =>
      `Only you can read it until ${name} has reviewed you too, or until the time to review ends on ${day}: then it is published, and neither of you can change it.`,
    send: 'Send review',
    sending: 'Sending…',
    cancel: 'Cancel',
    sent: 'Your review is sent',
  },
  /** Where a sale's reviews stand, on My Orders and My Sales. */
  deal: {
    until: (day: string) => `You can review until ${day}.`,
    closed: (day: string) => `The time to review this sale ended on ${day}.`,
    mine: 'Your review',
    waiting: (day: string) => `Published once the other side has reviewed you too, or on ${day}.`,
    published: 'Published',
    theirs: (name: string) => `${name}'s review of you`,
    someone: 'A former member',
  },
  /** The reviews of a seller, on their profile and on a product's page. */
  list: {
    title: 'Reviews',
    productTitle: (seller: string) => `What buyers say about ${seller}`,
    empty: 'No reviews yet. Reviews show here once buyers have reviewed their purchases.',
    by: (name: string) => `by ${name}`,
    about: 'About',
    more: 'Show more reviews',
    loading: 'Loading reviews…',
    failed: 'The reviews could not be loaded.',
    seeAll: 'See all reviews',
  },
  /** The reviewed person's one public answer. */
  reply: {
    open: 'Reply',
    openFor: (name: string) => `Reply to ${name}'s review`,
    label: 'Your public reply',
    required: 'Write your reply first.',
    hint: 'Up to 1,000 characters. You can reply once, and everyone who reads the review reads your reply.',
    send: 'Publish reply',
    sending: 'Publishing…',
    cancel: 'Cancel',
    sent: 'Your reply is published',
    from: (name: string) => `Reply from ${name}`,
  },
  /** Reporting a review to the admins. */
  report: {
    open: 'Report',
    openFor: (name: string) => `Report ${name}'s review`,
    title: 'Report this review',
    reason: 'Why? (optional)',
    send: 'Report review',
    sending: 'Reporting…',
    cancel: 'Cancel',
    sent: 'The review is reported. The admins will look at it.',
  },
  /** The badge a seller earns, beside the admins' Verified. */
  trusted: {
    badge: 'Trusted seller',
    meaning: `Earned, not given: at least ${TRUSTED_SELLER.sales} completed sales, an average of ${TRUSTED_SELLER.average} stars or more, a member for ${TRUSTED_SELLER.memberDays} days or more, and no upheld dispute in the last ${TRUSTED_SELLER.disputeDays} days.`,
  },
  /** The search's filter and its chip. */
  search: {
    filter: 'Trusted sellers only',
    chip: 'Trusted sellers',
  },
  /** Reported Items: a report of a review, and the admins' way to hide it. */
  admin: {
    review: (stars: string) => `Review, ${stars}:`,
    noComment: 'No comment',
    hide: 'Hide review',
    hideFor: (item: string) => `Hide the review of the ${item}`,
    confirmHide: 'Hide this review? It will show nowhere and count for nothing.',
    hidden: 'Hidden',
    hiddenToast: 'The review is hidden',
  },
  /** The notification centre's lines. */
  notifications: {
    invite: ({ product, from }: About) => `The sale of ${product} is complete: review ${from}`,
    published: ({ product, from }: About) => `${from}'s review of you for ${product} is published`,
  },
  /** The e-mails of the same news. */
  mail: {
    inviteSubject: (product: string) => `Review your sale: ${product}`,
    inviteLead: ({ product, from }: About, days: number) =>
      `Your deal with ${from} for the ${product} is complete. Tell others how it went: you have ${days} days, and your review is published once ${from} has reviewed you too, or when the ${days} days end.`,
    inviteAction: 'Leave a review:',
    publishedSubject: (from: string) => `${from}'s review of you is published`,
    publishedLead: ({ product, from }: About) => `${from}'s review of you for the ${product} is published. You can reply to it once.`,
    publishedAction: 'Read it and reply:',
  },
} as const;
