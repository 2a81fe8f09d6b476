/** Errors: what the API answers when it refuses a request, by code, and what /api/ready says is not ready. */

/**
 * The sentence of every error code the API answers with, `{ error: code, message: API_ERRORS[code] }`:
 * API clients read the English message; Market's screens show the catalogue's text for the code.
 */
export const API_ERRORS = {
  'network-error': 'Could not reach the server. Check your connection and try again.',
  'bad-request': 'The request is not valid.',
  'validation-failed': 'Some fields are missing or not valid.',
  'invalid-json': 'The request body is not valid JSON.',
  'payload-too-large': 'The request is too large.',
  'uri-too-long': 'The address of the request is too long.',
  'bad-host': 'The request names a host that is not a valid address.',
  'unsupported-media-type': 'This content type is not supported.',
  unauthorized: 'Please sign in first.',
  forbidden: 'You are not allowed to do that.',
  'not-found': 'Nothing was found here.',
  'too-many-requests': 'Too many requests. Please wait a moment and try again.',
  'too-many-streams': 'Too many live connections are open for this account. Please close some tabs.',
  'bad-event-id': 'The last event id is not one this server gave.',
  'server-busy': 'The server is busy. Please try again in a moment.',
  'search-too-costly': 'This search took too long. Add a filter or a longer word and try again.',
  'internal-error': 'Something went wrong on our side. Please try again.',
  'category-not-found': 'This category does not exist.',
  'product-not-found': 'This product does not exist.',
  'product-sold': 'This item has already been sold.',
  'product-sold-refund-pending': 'This item has already been sold. Your payment will be refunded.',
  'product-sold-refunded': 'This item has already been sold. Your payment has been refunded.',
  'own-product': 'You cannot book your own product.',
  'already-booked': 'You have already booked this item.',
  'booking-not-found': 'This booking does not exist.',
  'booking-paid': 'A paid booking cannot be removed.',
  'booking-already-paid': 'This booking is already paid.',
  'booking-paid-refunded': 'This booking is already paid. Your second payment has been refunded.',
  'booking-paid-refund-pending': 'This booking is already paid. Your second payment will be refunded.',
  'booking-has-no-price': 'This booking has no price to pay.',
  'advertisement-not-found': 'This advertisement does not exist.',
  'report-not-found': 'This report does not exist.',
  'user-not-found': 'This user does not exist.',
  'seller-not-found': 'This seller does not exist.',
  'admin-protected': 'Admins cannot be deleted.',
  'already-admin': 'This user is already an admin.',
  'not-a-seller': 'This user is not a seller.',
  'not-a-buyer': 'This user is not a buyer.',
  'email-mismatch': 'You can only act on your own account.',
  'card-declined': 'Your card was declined.',
  /** The card provider's own sentences for a card it refuses (architecture §7: the sandbox says them too). */
  'card-number-incomplete': 'Your card number is incomplete.',
  'card-number-invalid': 'Your card number is invalid.',
  'card-expiry-incomplete': "Your card's expiration date is incomplete.",
  'card-expiry-past': "Your card's expiration year is in the past.",
  'card-cvc-incomplete': "Your card's security code is incomplete.",
  'card-insufficient-funds': 'Your card has insufficient funds.',
  'card-expired': 'Your card has expired.',
  'card-cvc-incorrect': "Your card's security code is incorrect.",
  'payment-not-confirmed': 'The payment was not confirmed by the card provider.',
  'payment-amount-mismatch': 'The payment amount does not match the booking.',
  'payment-not-valid': 'This payment is not valid. Please reload the page.',
  'payments-unavailable': 'Card payments are not available right now.',
  'bad-signature': 'The signature of this notification is not valid.',
  'image-missing': 'Please choose a photo to upload.',
  'image-too-many': 'Please upload one photo at a time.',
  'image-too-large': 'The photo is larger than 10 MB.',
  'image-too-many-pixels': 'The photo has more than 40 megapixels.',
  'image-heif-too-many-pixels': 'HEIC and AVIF photos can have at most 13 megapixels. Please upload a smaller photo or a JPEG.',
  'image-implausible': 'This photo says it is far larger than its file can hold. Please upload the original photo.',
  'image-busy': 'Many photos are being processed right now. Please try again in a moment.',
  'image-unsupported': 'This file is not a supported photo (JPEG, PNG, WebP, AVIF or HEIC).',
  'image-empty': 'The photo file is empty.',
  'image-store-unavailable': 'Photos cannot be stored right now. Please try again later.',
  'google-not-configured': 'Google sign-in is not configured on this server.',
  'untrusted-origin': 'This request did not come from a page of this site.',
  'image-not-ours': 'Photos must be uploaded to Market first.',
  'image-not-uploaded': 'A photo was not found in Market. Please upload it again.',
  'phone-taken': 'This phone number is already used by another seller.',
  'bad-cursor': 'This page of results does not belong to this search. Start again from the first page.',
  'not-ready': 'The server is not ready to take requests.',
  'shutting-down': 'The server is shutting down. Please try again.',
  'metrics-token-required': 'The metrics need the metrics token as a bearer token.',
} as const;
export type ApiErrorCode = keyof typeof API_ERRORS;

/** The card errors the card forms show, named by their code. */
export type CardErrorCode = Extract<ApiErrorCode, `card-${string}`>;

/**
 * What GET /api/ready says is not ready, as "Not ready: the database cannot be reached." A part is
 * named ("the database") and followed by what is wrong with it.
 */
export const NOT_READY = {
  prefix: 'Not ready',
  /** The parts named: the primary database, and the replica the public reads go to (DATABASE_READ_URL). */
  database: 'the database',
  readReplica: 'the read replica',
  unreachable: 'cannot be reached',
  tooSlow: 'did not answer within a second',
  migrationsPending: 'has migrations this server needs that are not applied',
} as const;
