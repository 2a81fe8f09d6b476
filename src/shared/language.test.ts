import { describe, expect, it } from 'vitest';
import { pathIn, splitLangPath, writtenIn } from './language.ts';

describe('a page in each language', () => {
  it('puts a path under its language, the home page as /bn itself', () => {
    expect(pathIn('en', '/search')).toBe('/search');
    expect(pathIn('bn', '/search')).toBe('/bn/search');
    expect(pathIn('en', '/')).toBe('/');
    expect(pathIn('bn', '/')).toBe('/bn');
  });

  it('reads the language off an address, and only a whole /bn segment', () => {
    expect(splitLangPath('/bn')).toEqual({ lang: 'bn', path: '/' });
    expect(splitLangPath('/bn/product/1')).toEqual({ lang: 'bn', path: '/product/1' });
    expect(splitLangPath('/bnx/product')).toEqual({ lang: 'en', path: '/bnx/product' });
    expect(splitLangPath('/')).toEqual({ lang: 'en', path: '/' });
  });

  it("tells a person's text in Bangla from one in English by its letters", () => {
    expect(writtenIn('ThinkPad T14, ১৬ জিবি র‍্যাম, খুব ভালো অবস্থা')).toBe('bn');
    expect(writtenIn('ThinkPad T14, 16 GB')).toBe('en');
  });
});
