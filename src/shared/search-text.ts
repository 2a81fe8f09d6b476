import { toAsciiDigits } from './digits.ts';

/*
 * Search text, read one way wherever it is read (decision 012, "Bangla on both engines"): a listing's text
 * as the database indexes it (the SQL function `search_text` of migration 0012, which lists the same
 * characters) and a search's text before the database splits it into words.
 *
 * - Invisible characters that join or split words are removed. Bangla is written with a zero-width joiner
 *   (U+200D) or non-joiner (U+200C) in some words ("র‍্যাম" beside "র্যাম", one word to a reader), and the
 *   engines split words at them differently: PostgreSQL 15 on Debian takes them as the end of a word,
 *   PGlite as part of it. Every invisible character the two engines were found to split differently is
 *   here: the soft hyphen, the left-to-right and right-to-left marks, the direction controls, the word
 *   joiner and its kin, and the byte order mark. A zero-width space (U+200B) is a space, as it says.
 * - Bangla digits are ASCII digits, so "১৫.৬" is the word "15.6" (left alone, the engines split "১৫.৬"
 *   into "১৫" and "৬").
 * - Unicode NFC, so that a vowel sign typed as two code points ("ে" + "া") is the one a keyboard types as
 *   "ো", and a letter with a nukta is one sequence however it was typed.
 */

/**
 * Removed from search text: the soft hyphen, the zero-width non-joiner and joiner, the direction marks and
 * controls, the word joiner and the invisible operators after it, the byte order mark. Keep in step with
 * `search_text` in migration 0012 (search-text.test.ts compares the two on every one of them).
 */
const INVISIBLE = /[\u00ad\u200c-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/gu;
/** Read as the space it is. */
const ZERO_WIDTH_SPACE = /\u200b/gu;

/** The text a search reads: invisible joiners removed, Bangla digits as ASCII, Unicode NFC. */
export const searchText = (text: string): string =>
  toAsciiDigits(text.replace(ZERO_WIDTH_SPACE, ' ').replace(INVISIBLE, '')).normalize('NFC');
