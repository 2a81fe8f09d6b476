import { toAsciiDigits } from '#shared/digits.ts';

/*
 * Ways to reach a seller written into a listing's description (product §4, "Moderation"). A listing has its
 * own phone field, which the seller may keep off the public answers ("Chat only"); a number, an address or
 * a link in the description goes around that, and is how buyers are taken off Market to pay in advance.
 */

export type ContactKind = 'phone' | 'email' | 'link';

/** What may stand between the digits of a written number: spaces, dots, dashes, brackets, up to three of them. */
const SEP = String.raw`[\s.()\-–]{0,3}`;
/**
 * A Bangladeshi mobile number anywhere in the text (shared/phone.ts reads one at the start of a field): `01`, an
 * operator's digit from 3 to 9, 8 more digits, with or without the country code (`+880`, `880`, `88`) or its
 * leading 0, the digits written apart as people write them (`017 11-00 00 01`). Not inside a longer run of
 * digits, so a serial or model number is not taken for one.
 */
const MOBILE = new RegExp(String.raw`(?<![\d])(?:\+?${SEP}8${SEP}8${SEP}0?${SEP})?0?${SEP}1${SEP}[3-9](?:${SEP}\d){8}(?![\d])`);
/** An e-mail address, also with its `@` written out as `(at)` or `[at]`. */
const EMAIL = /[a-z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
/**
 * A link: an address with its scheme or `www.`, or a bare host under a top-level domain people link to
 * (facebook.com/…, bit.ly/…, wa.me/…, shop.com.bd). A version or a size ("15.6", "v1.2") has no letters
 * after its dot, so it is not one.
 */
const LINK = new RegExp(
  String.raw`(?:https?:\/\/|www\.)\S+|\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|bd|io|co|me|ly|gl|gg|to|xyz|shop|store|site|online|link|page|app|in|us|uk)\b(?:\/\S*)?`,
  'i',
);

/** The kinds of contact written into `text`, each once, in the order phone, e-mail, link. */
export function contactsIn(text: string): ContactKind[] {
  const latin = toAsciiDigits(text.normalize('NFKC'));
  const found: ContactKind[] = [];
  if (MOBILE.test(latin)) found.push('phone');
  if (EMAIL.test(latin)) found.push('email');
  // An address's host is not a link of its own.
  if (LINK.test(latin.replace(new RegExp(EMAIL.source, 'gi'), ' '))) found.push('link');
  return found;
}
