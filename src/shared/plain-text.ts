/*
 * Bidi controls in text that other people read: names, a listing's fields. An override turns what follows it
 * around, so "Good Seller \u202Emoc.live" shows as "Good Seller evil.com"; embeddings, isolates and direction
 * marks move text about less visibly. English and Bangla never need them, and an Arabic-script name shows
 * right without them.
 *
 * They are dropped, not refused: they are invisible, so a refusal would point at a character its writer can
 * neither see nor find; names pasted from chat apps and profiles often carry a stray direction mark; and a
 * Google profile's name cannot be refused without refusing the sign-in. Without them text shows in the order
 * it is stored, which is the order every check reads. Zero-width joiners stay: Bangla letters need them.
 */

/** Embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), and the marks LRM, RLM and ALM. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/** `text` without its bidi controls. */
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');
