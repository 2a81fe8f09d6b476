/**
 * Verified numbers (product §6): the text message that brings a code, the seller's numbers in their
 * settings, the tick beside a verified number on a listing, and the notification of a released number.
 * `phone` is a number as the site writes it (01711-000001), `minutes` a count in the page's digits.
 */
export const PHONE_TEXTS = {
  /** The text message: the code stays in ASCII digits in every language, so that phones offer to fill it in. */
  sms: (code: string, minutes: string, account: string) =>
    `Market code ${code}, asked for by the account "${account}". It verifies your number for ${minutes} minutes. Never share it.`,
  heading: 'Phone numbers',
  intro:
    'Prove a mobile number with a code we send to it by text message. A verified number shows a tick on your listings, and no other seller can list under it.',
  empty: 'No numbers yet. Verify one here, or list a product under it.',
  loadFailed: 'Your numbers could not be loaded.',
  verified: 'Verified',
  notVerified: 'Not verified',
  /** The tick's accessible name, beside a number on a card, a product page and the settings. */
  tick: 'Verified number',
  verifyThis: 'Verify this number',
  /** The button's accessible name in a list of numbers. */
  verifyNamed: (phone: string) => `Verify this number: ${phone}`,
  addHeading: 'Verify another number',
  phoneLabel: 'Mobile number',
  phoneHint: 'A Bangladeshi mobile number, such as 01711-123456',
  sendCode: 'Send code',
  codeLabel: 'Code from the text message',
  codeHint: (phone: string, minutes: string) => `We sent a code to ${phone}. Type its 6 digits within ${minutes} minutes.`,
  confirm: 'Verify',
  resend: 'Send a new code',
  cancel: 'Cancel',
  codeSent: (phone: string) => `Code sent to ${phone}`,
  verifiedToast: (phone: string) => `${phone} is verified`,
  /** The notification centre's line: another seller proved a number this seller had listed under. */
  released: (phone: string, count: number) =>
    count === 0
      ? `Another seller verified ${phone}, so it is no longer yours to list under`
      : `Another seller verified ${phone}: your ${count === 1 ? 'listing' : `${count} listings`} under it now take${count === 1 ? 's' : ''} messages only`,
} as const;
