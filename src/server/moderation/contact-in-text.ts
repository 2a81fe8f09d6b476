/*
 * Ways to reach a seller written into a listing's text (product §4, "Moderation"). A listing has its own phone
 * field, which the seller may keep off the public answers ("Chat only"); a number, an address or a link in its
 * description, location or any other text field goes around that, and is how buyers are taken off Market to
 * pay in advance.
 *
 * The text is read as a person reads it, not as it is stored (`readable`): whatever a browser shows the same way,
 * or a buyer reads as the same number, is the same to the check. Only the check reads it so; the listing keeps
 * what its seller wrote.
 */

export type ContactKind = 'phone' | 'email' | 'link';

/** What may stand between the digits of a written number: spaces, dots, dashes, brackets. */
const SEP_CHARS = String.raw`\s.()\-–`;
/** Up to three of them. `\s` is every Unicode space, line and paragraph separator, so none needs mapping first. */
const SEP = `[${SEP_CHARS}]{0,3}`;

/**
 * Characters nobody sees: zero-width spaces and joiners, direction marks and overrides, the word joiner, soft
 * hyphens, the byte-order mark, variation selectors (Unicode's default-ignorable and format characters), and
 * control characters other than tabs and line breaks. Put between the digits of a number, they hide it from a
 * pattern and not from a reader. Bangla's joiners go too: no number or address needs them.
 */
const INVISIBLE = /(?![\t\n\r])[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]/gu;

/** A decimal digit of any script: Arabic-Indic ٣, Devanagari ३, Bangla ৩ and the rest. */
const DECIMAL_DIGIT = /\p{Nd}/u;
const DECIMAL_DIGITS = /\p{Nd}/gu;

/**
 * The value of a decimal digit. Unicode assigns them only in runs of ten, 0 to 9 in order, so a digit's value is
 * how far it stands from the start of its run; runs that meet (the mathematical digits) are ten apart.
 */
function digitValue(digit: string): number {
  const code = digit.codePointAt(0)!;
  let start = code;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return (code - start) % 10;
}

/**
 * Letters written for digits where they sit among digits: `o17ll-ooo-oo1` is 01711-000-001. A run of digits,
 * these letters and the signs between digits, with at least one digit, and not part of a word, so "Hello",
 * "Office" or "OLED" keep their letters.
 */
const LOOKALIKES: Record<string, string> = { o: '0', O: '0', l: '1', I: '1' };
const LOOKALIKE_RUN = new RegExp(String.raw`(?<![\p{L}\p{M}\d])[\doOlI]+(?:[${SEP_CHARS}]{1,3}[\doOlI]+)*(?![\p{L}\p{M}\d])`, 'gu');

/** "(at)", "[at]", "{@}" for `@`; "(dot)", "[.]" for `.`: an address written so a pattern does not take it for one. */
const WRITTEN_AT = /\s*[([{]\s*(?:at|@)\s*[)\]}]\s*/gi;
const WRITTEN_DOT = /\s*[([{]\s*(?:dot|\.)\s*[)\]}]\s*/gi;
/**
 * A host's dot with spaces around it ("gmail . com", "facebook . com / x"), before a top-level domain that is no
 * word of its own: `.in`, `.me` or `.net` there would take "2019. In good condition" for an address.
 */
const SPACED_DOT = /\s*\.\s*(?=(?:com|org|bd|info|biz|xyz)\b)/gi;
/** A scheme written so it is no link ("hxxps://", "hxxp[:]//"): a link all the same. */
const DEFANGED_SCHEME = /\bh(?:xx|\*\*)p(s?)\s*(?:\[:\]|\(:\)|:)\s*\/\s*\//gi;

/** `text` as the check reads it: as a reader sees it, in ASCII digits, with an address's written-out signs as signs. */
function readable(text: string): string {
  const seen = text.normalize('NFKC').replace(INVISIBLE, '');
  const ascii = seen.replace(DECIMAL_DIGITS, (digit) => String(digitValue(digit)));
  const numbers = ascii.replace(LOOKALIKE_RUN, (run) => (/\d/.test(run) ? run.replace(/[oOlI]/g, (letter) => LOOKALIKES[letter]!) : run));
  return numbers
    .replace(WRITTEN_AT, '@')
    .replace(WRITTEN_DOT, '.')
    .replace(SPACED_DOT, '.')
    .replace(DEFANGED_SCHEME, (_, s: string) => `http${s}://`);
}

/**
 * A Bangladeshi mobile number anywhere in the text (shared/phone.ts reads one at the start of a field): `01`, an
 * operator's digit from 3 to 9, 8 more digits, with or without the country code (`+880`, `880`, `88`) or its
 * leading 0, the digits written apart as people write them (`017 11-00 00 01`). Not inside a longer run of
 * digits, so a serial or model number is not taken for one.
 */
const MOBILE = new RegExp(String.raw`(?<![\d])(?:\+?${SEP}8${SEP}8${SEP}0?${SEP})?0?${SEP}1${SEP}[3-9](?:${SEP}\d){8}(?![\d])`);
/** An e-mail address, with spaces around its `@` or not. */
const EMAIL = /[a-z0-9._%+-]+\s*@\s*[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
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
  const read = readable(text);
  const found: ContactKind[] = [];
  if (MOBILE.test(read)) found.push('phone');
  if (EMAIL.test(read)) found.push('email');
  // An address's host is not a link of its own.
  if (LINK.test(read.replace(new RegExp(EMAIL.source, 'gi'), ' '))) found.push('link');
  return found;
}
