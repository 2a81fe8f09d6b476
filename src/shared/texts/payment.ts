/** The payment page of a booking (product §4): its card forms and what they say. */
export const PAYMENT_TEXTS = {
  pageTitle: (item: string) => `Payment for ${item}`,
  amount: 'Amount',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  placeholders: { cardNumber: '1234 1234 1234 1234', expiry: 'MM/YY', cvc: '123' },
  cardDetails: 'Card details',
  pay: 'Pay',
  congrats: 'Congrats! your payment completed',
  processing: 'Processing…',
  preparing: 'Preparing payment…',
  transactionId: 'Your transaction id',
  backToOrders: 'Back to My Orders',
  sandboxNote: 'Test mode: pay with 4242 4242 4242 4242, any future date and any CVC.',
  secure: 'Card details go straight to the payment provider; Market never stores them.',
  configFailed: 'Card payments are not available right now. Please try again later.',
  loadFailed: 'The card form could not be loaded. Check your connection and reload the page.',
  /** A booking made by accepting an offer has no phone or meeting place yet: the buyer gives them before paying. */
  details: {
    title: 'How the seller reaches you',
    intro: 'You agreed on the price in a conversation. Give your phone number and, if you like, where to meet; then pay.',
    save: 'Save and continue',
    saving: 'Saving…',
    needed: 'Phone number needed',
  },
} as const;
