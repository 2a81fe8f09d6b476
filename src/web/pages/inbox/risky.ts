/*
 * What the scams of product §7 ("Safety") rely on: paying in advance, a wallet's PIN or OTP, a fake
 * "money received" message, and links away from Market. A message that mentions any of it, in English
 * or in Bangla, shows the safety warning beside it. The words are whole words, so "spinning" or
 * "shopping" do not count.
 */
const RISKY = [
  /\badvance\b/i,
  /\bpre-?pay(ment)?\b/i,
  /\bdelivery (charge|fee)\b/i,
  /\bb-?kash\b/i,
  /\bbikash\b/i,
  /\bnagad\b/i,
  /\brocket\b/i,
  /\botp\b/i,
  /\bpin\b/i,
  /\bverification code\b/i,
  /বিকাশ|নগদ|অগ্রিম|ওটিপি|পিন/,
  // A link: a scheme, www., or a name with a common top-level domain.
  /\bhttps?:\/\//i,
  /\bwww\./i,
  /\b[a-z0-9-]+\.(com|net|org|xyz|top|link|info|bd|me|io|ly)\b/i,
];

/** Whether a message's text mentions advance payment, a wallet, an OTP or PIN, or a link. */
export const isRisky = (text: string): boolean => RISKY.some((pattern) => pattern.test(text));
