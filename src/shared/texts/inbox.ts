import { formatTk } from '../format.ts';

/*
 * User-facing strings of conversations and offers (product §7, "Conversations and offers"): the inbox, the
 * chat button on products, the offer cards and the safety tip.
 */

export const CHAT_TEXTS = {
  chatWithSeller: 'Chat with seller',
} as const;

export const INBOX_TEXTS = {
  title: 'Inbox',
  conversations: 'Conversations',
  empty: 'No conversations yet. Open a laptop you like and chat with its seller.',
  browse: 'Browse laptops',
  choose: 'Choose a conversation to read it.',
  loading: 'Loading conversations',
  loadingMessages: 'Loading messages',
  back: 'All conversations',
  unread: (n: number) => (n === 1 ? '1 unread message' : `${n} unread messages`),
  you: 'You',
  deletedUser: 'Deleted user',
  offerLine: (amount: number) => `Offer: ${formatTk(amount)}`,
  photoLine: 'Photo',
  productStatus: { available: 'Available', sold: 'Sold', removed: 'Removed', unlisted: 'Not on sale' },
  soldNote: 'This laptop is sold. You can still read this conversation.',
  removedNote: 'This laptop was removed by its seller. You can still read this conversation.',
  olderMessages: 'Show older messages',
  seen: 'Seen',
  sent: 'Sent',
  photoOf: (n: number) => `Photo ${n} in the message`,
  addPhotos: 'Add photos',
  removePhoto: (n: number) => `Remove photo ${n}`,
  uploadingPhotos: (n: number) => (n === 1 ? 'Uploading a photo' : `Uploading ${n} photos`),
  tooManyPhotos: (max: number) => `A message takes at most ${max} photos.`,
  messages: 'Messages',
  /** The composer. */
  messageLabel: 'Message',
  messagePlaceholder: 'Write a message',
  send: 'Send',
  sending: 'Sending',
  sendHint: 'Press Ctrl+Enter to send',
  charactersLeft: (n: number) => `${n} characters left`,
  blockedNote: 'You blocked this user. Unblock them to send messages.',
  /** The first message's suggestions, for a buyer who starts a conversation. */
  newTitle: (laptop: string) => `Message the seller of ${laptop}`,
  suggestions: 'Quick questions',
  suggested: ['Is this still available?', 'What is the battery health?', 'What is your last price?', 'Can I see it today?'],
  ownProduct: 'This is your own listing. Buyers who write to you appear here.',
  cannotStart: 'This laptop is no longer for sale, so a new conversation cannot be started.',
  /** The conversation's menu. */
  block: 'Block user',
  unblock: 'Unblock user',
  blocked: 'User blocked: they can no longer message you here.',
  unblocked: 'User unblocked',
  report: 'Report conversation',
  reportTitle: 'Report this conversation',
  reportReason: 'What is wrong?',
  reportSend: 'Send report',
  reported: 'Report sent. The admins will read the conversation.',
  cancel: 'Cancel',
} as const;

export const OFFER_TEXTS = {
  makeOffer: 'Make an offer',
  amountLabel: 'Your offer (Tk.)',
  counterLabel: 'Your counter-offer (Tk.)',
  send: 'Send offer',
  cancel: 'Cancel',
  atMost: (price: number) => `At most the listed price, ${formatTk(price)}`,
  whole: 'Enter a whole number of Taka, at least 1',
  title: (byMe: boolean) => (byMe ? 'Your offer' : 'Their offer'),
  counterTitle: (byMe: boolean) => (byMe ? 'Your counter-offer' : 'Their counter-offer'),
  state: {
    open: 'Waiting for an answer',
    accepted: 'Accepted',
    declined: 'Declined',
    countered: 'Countered',
    expired: 'Expired',
    withdrawn: 'Withdrawn',
  },
  expires: (when: string) => `Expires ${when}`,
  actions: { accept: 'Accept', decline: 'Decline', counter: 'Counter', withdraw: 'Withdraw' },
  actionOn: (action: string, amount: number) => `${action} the offer of ${formatTk(amount)}`,
  accepted: 'Offer accepted: the laptop is booked at this price.',
  pay: 'Pay now',
  booked: 'Booked for the buyer at this price.',
  done: {
    accept: 'Offer accepted',
    decline: 'Offer declined',
    counter: 'Counter-offer sent',
    withdraw: 'Offer withdrawn',
    make: 'Offer sent',
  },
} as const;

/**
 * The safety tip pinned in every conversation, and the warning beside a message that mentions what the
 * scams of product §7 ("Safety") rely on.
 */
export const SAFETY_TEXTS = {
  title: 'Stay safe',
  tips: [
    'Never pay in advance before you have seen the laptop.',
    'Never share a bKash or Nagad PIN or OTP with anyone.',
    'Receiving money never needs your PIN.',
    'Check your balance in the app, not in an SMS.',
  ],
  warning: 'Careful: this message mentions payment, a PIN, an OTP or a link. Never pay in advance or share a PIN or OTP.',
} as const;
