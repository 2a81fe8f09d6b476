import { describe, expect, test } from 'vitest';
import { searchText } from './search-text.ts';

const codePoints = (text: string) => [...text].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);

describe('searchText: a search and a listing read the same way', () => {
  test('the zero-width joiner and non-joiner are removed: "র‍্যাম" (with a joiner) is "র্যাম"', () => {
    const joined = 'র\u200d্যাম';
    expect(codePoints(joined)).toContain('U+200D');
    expect(searchText(joined)).toBe('র্যাম');
    expect(searchText('র্যাম')).toBe('র্যাম');
    expect(searchText('ক্\u200cষ')).toBe('ক্ষ');
    expect(searchText('\u200cল্যাপটপ\u200d')).toBe('ল্যাপটপ');
  });

  test('the other invisible characters the engines split differently are removed; a zero-width space is a space', () => {
    for (const invisible of ['\u00ad', '\u200e', '\u200f', '\u202a', '\u202e', '\u2060', '\u2064', '\u2066', '\u206f', '\ufeff']) {
      expect(searchText(`think${invisible}pad`), codePoints(invisible)[0]).toBe('thinkpad');
    }
    expect(searchText('thinkpad\u200bt480')).toBe('thinkpad t480');
  });

  test('Bangla digits are ASCII digits: "১৫.৬" is "15.6", "১৬ জিবি" is "16 জিবি"', () => {
    expect(searchText('১৫.৬')).toBe('15.6');
    expect(searchText('১৬ জিবি')).toBe('16 জিবি');
    expect(searchText('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(searchText('কোর আই৫-৮৩৫০ইউ')).toBe('কোর আই5-8350ইউ');
  });

  test('Unicode NFC: a vowel sign typed in two parts is the one a keyboard types; a nukta letter is one sequence', () => {
    // "ো" is U+09CB, or "ে" U+09C7 followed by "া" U+09BE.
    expect(searchText('লেনে\u09be\u09ad\u09c7\u09be')).toBe('লেনোভো');
    expect(codePoints(searchText('\u09c7\u09be'))).toEqual(['U+09CB']);
    // "ড়" U+09DC is excluded from composition: NFC writes it as "ড" U+09A1 and the nukta U+09BC, however typed.
    expect(searchText('\u09dc')).toBe(searchText('\u09a1\u09bc'));
    expect(codePoints(searchText('\u09dc'))).toEqual(['U+09A1', 'U+09BC']);
    // A joiner between the two parts of a vowel sign: removed first, then composed.
    expect(codePoints(searchText('\u09c7\u200d\u09be'))).toEqual(['U+09CB']);
  });

  test('everything else is kept as written: English, letter case, punctuation, spaces', () => {
    for (const text of ['ThinkPad T480, Core i5-8350U', "o'neil a\\b", '  two  spaces ', 'ল্যাপটপ ভালো অবস্থায়', '']) {
      expect(searchText(text)).toBe(text);
    }
  });

  test('reading twice changes nothing', () => {
    for (const text of ['র\u200d্যাম ১৫.৬', '\u09c7\u09be\u09dc', 'a\u200bb']) expect(searchText(searchText(text))).toBe(searchText(text));
  });
});
