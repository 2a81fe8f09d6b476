import { describe, expect, it } from 'vitest';
import type { ModerationFlag } from '#shared/schemas/moderation.ts';
import { bn } from '#shared/texts/bn.ts';
import { en } from '#shared/texts/en.ts';
import { makeLocale } from '../i18n/locale.tsx';
import { reasonText } from './reasons.ts';

const english = makeLocale('en', en);
const bangla = makeLocale('bn', bn);

describe('reasonText', () => {
  it('names the fields a contact was found in, by their Add A Product labels, in both languages', () => {
    const flag: ModerationFlag = { code: 'phone-in-detail', fields: ['detail', 'location', 'processor'] };
    expect(reasonText(flag, english)).toBe(
      "The listing's text holds a phone number. Buyers reach you through the Phone Number field or the chat. " +
        'Found in: Product Detail, Location, Processor.',
    );
    expect(reasonText({ code: 'link-in-detail', fields: ['use'] }, bangla)).toBe(
      'বিজ্ঞাপনের লেখায় অন্য কোনো সাইটের লিংক আছে। যেখানে পাওয়া গেছে: কতদিন ব্যবহার করেছেন।',
    );
  });

  it('says the sentence alone for a flag made before the fields were named', () => {
    expect(reasonText({ code: 'email-in-detail' }, english)).toBe("The listing's text holds an e-mail address.");
  });
});
