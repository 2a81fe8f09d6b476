import { formatTk } from '../format.ts';

/** The payment page of a booking (product §4): its card forms, the other ways to pay, and what they say. */
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
  /** The ways to pay besides the card form; METHOD_NAMES names each. */
  methods: {
    otherWays: 'Or pay another way',
    /** The one way offered first when cards are not. */
    payWith: (method: string) => `Pay with ${method}`,
    holdForCash: 'Hold it, pay on meet-up',
    about: {
      bkash: 'Approve the payment in your bKash account, on its own page.',
      sslcommerz: "Pay by card, mobile banking or internet banking, on SSLCommerz's page.",
      cod: (days: number) => `The laptop is held for you for ${days} days; you pay the seller in cash when you meet.`,
    },
    leaving: 'Taking you to the payment page…',
  },
  /** A cash booking: the laptop is held until the meeting. */
  held: {
    title: 'Held for you',
    messageSeller: 'Message the seller',
  },
  /** Back from a provider's page (?checkout=): what its payment became. */
  checkout: {
    confirming: 'Confirming your payment…',
    confirmingNote: 'This takes a few seconds. Keep this page open.',
    failed: 'The payment did not go through.',
    cancelled: 'You cancelled the payment; nothing was taken.',
    tryAgain: 'Choose a way to pay again below.',
    refunded: 'This laptop was sold to someone else while you paid, so the money was given back to you.',
  },
  /** A booking past paying without a payment: cancelled, lapsed, or refunded. */
  ended: 'This booking has ended and can no longer be paid.',
  /** The sandbox wallet's page (architecture §7), dressed as a mobile wallet's checkout. */
  wallet: {
    brand: 'bKash',
    sandbox: 'sandbox',
    merchant: 'Merchant',
    merchantName: 'Market',
    invoice: 'Invoice',
    amount: 'Amount',
    step: (n: number, of: number) => `Step ${n} of ${of}`,
    steps: {
      wallet: { label: 'Your bKash account number', placeholder: '01XXXXXXXXX', hint: 'Sandbox: 01770618575' },
      otp: { label: 'Verification code (OTP)', placeholder: '••••••', hint: 'Sandbox: 123456' },
      pin: { label: 'PIN', placeholder: '•••••', hint: 'Sandbox: 12121' },
    },
    sentCode: (wallet: string) => `A verification code was sent to ${wallet}.`,
    invalid: {
      wallet: 'Enter an 11-digit bKash account number, such as 01770618575.',
      otp: 'Enter the 6-digit verification code.',
      pin: 'Enter your 5-digit PIN.',
    },
    confirm: 'Confirm',
    close: 'Close',
    working: 'Please wait…',
    /** Why the wallet refused to pay, by the sandbox's code. */
    refusals: {
      'wallet-insufficient-balance': 'Insufficient balance: this account cannot pay the amount.',
      'wallet-wrong-otp': 'The verification code is wrong.',
      'wallet-wrong-pin': 'The PIN is wrong.',
      'wallet-unknown': 'There is no bKash account with this number.',
    },
    refusedNote: 'Nothing was taken. Go back to Market to choose another way to pay.',
    backToMarket: 'Back to Market',
    answered: 'This payment has been answered already. See where it stands in My Orders.',
    notFound: 'There is no payment to approve at this address.',
    testMode: (amount: number) =>
      `Test mode: no money moves. Account 01770618575 with OTP 123456 and PIN 12121 pays ${formatTk(amount)}; account 01823074817 fails for lack of balance.`,
  },
} as const;
