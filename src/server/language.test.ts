import { describe, expect, test } from 'vitest';
import { bn } from '#shared/texts/bn.ts';
import { en } from '#shared/texts/en.ts';
import { requestLang } from './language.ts';
import { as, createProduct, signUp, UNKNOWN_ID, type TestApp } from './testing/fixtures.ts';
import { withAppAndCast } from './testing/suite.ts';

describe('requestLang: the language a call asks for', () => {
  test.each([
    [undefined, 'en'],
    ['', 'en'],
    ['bn', 'bn'],
    ['bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7', 'bn'],
    ['en-US,en;q=0.9,bn;q=0.8', 'en'],
    ['fr-FR,bn;q=0.5', 'bn'],
    ['fr, de', 'en'],
    ['en;q=0.2, bn;q=0.8', 'bn'],
    ['bn;q=0', 'en'],
    ['bn;q=abc', 'bn'],
  ])('%j → %s', (header, lang) => expect(requestLang(header)).toBe(lang));
});

let app: TestApp;
withAppAndCast((a) => {
  app = a;
});

describe('the API in Bangla', () => {
  test("an error's message is in the language the call asks for; its code is the same", async () => {
    const url = `/api/products/${UNKNOWN_ID}`;
    const english = await app.inject({ method: 'GET', url });
    const bangla = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' } });
    expect(english.statusCode).toBe(404);
    expect(bangla.statusCode).toBe(404);
    const code = (english.json() as { error: keyof typeof en.API_ERRORS }).error;
    expect(bangla.json()).toEqual({ error: code, message: bn.API_ERRORS[code] });
    expect(english.json()).toEqual({ error: code, message: en.API_ERRORS[code] });
  });

  test("a refused field is named as the API names it, and why in Bangla: a schema's own sentence and zod's alike", async () => {
    const seller = await signUp(app, { option: 'Seller Account' });
    const headers = { ...as(seller), 'accept-language': 'bn' };
    // A phone that is not a Bangladeshi mobile number: the schema's own sentence, in Bangla.
    const product = await app.inject({ method: 'POST', url: '/api/itemName', headers, payload: { name: 'Dell', phone: '02-9876543' } });
    expect(product.statusCode).toBe(400);
    const body = product.json() as { error: string; message: string };
    expect(body.error).toBe('validation-failed');
    expect(body.message).toMatch(/^body\./);
    expect(body.message).toMatch(/[\u0980-\u09FF]/);
    expect(body.message).not.toMatch(/ is | must | expected /i);
  });

  test('a user signed up from a Bangla page gets e-mails in Bangla; one from an English page in English', async () => {
    const bangla = await signUp(app, { acceptLanguage: 'bn' });
    const english = await signUp(app, { acceptLanguage: 'en-GB,en;q=0.9' });
    const settingsOf = async (user: typeof bangla) =>
      (await app.inject({ method: 'GET', url: '/api/settings/mail', headers: as(user) })).json() as { language: string };
    expect((await settingsOf(bangla)).language).toBe('bn');
    expect((await settingsOf(english)).language).toBe('en');
    // A language Market does not speak is refused.
    const res = await app.inject({ method: 'PUT', url: '/api/settings/mail', headers: as(english), payload: { language: 'fr' } });
    expect(res.statusCode).toBe(400);
  });

  test('a search in Bangla digits and words finds the laptop its English listing describes', async () => {
    const seller = await signUp(app, { option: 'Seller Account' });
    const id = await createProduct(app, seller, { name: 'Lenovo', detail: 'ThinkPad X1 Carbon, 16 GB, 15.6 inch' });
    const found = async (q: string) =>
      (
        (await app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}` })).json() as { items: { _id: string }[] }
      ).items.map((p) => p._id);
    expect(await found('লেনোভো ১৬ জিবি')).toContain(id);
    expect(await found('১৫.৬')).toContain(id);
  });
});
