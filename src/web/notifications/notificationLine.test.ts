import { describe, expect, it } from 'vitest';
import { en } from '#shared/texts/en.ts';
import { makeLocale } from '../i18n/locale.tsx';
import type { Notification } from '#shared/schemas/events.ts';
import { notificationLine } from './notificationLine.ts';

const conversationId = '0b8e6a9e-1c1f-4c55-9d3a-2f1f1f1f1f1f';
const about = { conversationId, productName: 'Lenovo', from: 'Tanvir', amount: 45_000 };
const line = (kind: Notification['kind'], data: Notification['data'] = about) => notificationLine({ kind, data }, english);

const english = makeLocale('en', en);

describe('notificationLine', () => {
  it('words each kind of conversation news with the laptop, the person and the price, and leads to the conversation', () => {
    const inbox = `/inbox/${conversationId}`;
    expect(line('message')).toEqual({ text: 'Tanvir sent you a message about Lenovo', href: inbox });
    expect(line('offer')).toEqual({ text: 'Tanvir offered Tk. 45,000 for Lenovo', href: inbox });
    expect(line('offer-accepted')).toEqual({ text: 'Tanvir accepted the offer of Tk. 45,000 for Lenovo', href: inbox });
    expect(line('offer-declined')).toEqual({ text: 'Tanvir declined the offer of Tk. 45,000 for Lenovo', href: inbox });
    expect(line('offer-countered')).toEqual({ text: 'Tanvir countered with Tk. 45,000 for Lenovo', href: inbox });
    expect(line('offer-expired', { conversationId, productName: 'Lenovo', amount: 160_000 })).toEqual({
      text: 'The offer of Tk. 1,60,000 for Lenovo expired without an answer',
      href: inbox,
    });
  });

  it('tells a seller another verified a number they listed under, and leads to their numbers in Settings', () => {
    expect(line('phone-released', { phone: '01711000001', count: 2 })).toEqual({
      text: 'Another seller verified 01711-000001: your 2 listings under it now take messages only',
      href: '/dashboard/settings',
    });
    expect(line('phone-released', { phone: '01711000001', count: 1 }).text).toBe(
      'Another seller verified 01711-000001: your listing under it now takes messages only',
    );
    expect(line('phone-released', { phone: '01711000001', count: 0 }).text).toBe(
      'Another seller verified 01711-000001, so it is no longer yours to list under',
    );
  });

  it("leads a listing's news where its seller acts: its page, its edit page, its Renew button in My Products", () => {
    const productId = '5f2b3c4d-1111-4222-8333-444455556666';
    const listed = { productId, productName: 'Lenovo' };
    expect(line('listing-approved', listed)).toEqual({ text: 'Lenovo is approved and on sale now', href: `/product/${productId}` });
    expect(line('listing-rejected', { ...listed, reason: 'Blurred photos' })).toEqual({
      text: 'Lenovo was not approved: Blurred photos',
      href: `/dashboard/editproduct/${productId}`,
    });
    expect(line('listing-expiring', listed)).toEqual({
      text: 'Lenovo expires in 3 days: renew it to keep it on sale',
      href: `/dashboard/myproduct?renew=${productId}`,
    });
    expect(line('listing-expired', listed).href).toBe(`/dashboard/myproduct?renew=${productId}`);
  });

  it("sends a booking's buyer to My Orders to pay, and its seller to My Products", () => {
    expect(line('booking', { ...about, from: undefined, party: 'buyer' })).toEqual({
      text: 'Lenovo is booked for you at Tk. 45,000: pay for it in My Orders',
      href: '/dashboard/orders',
    });
    expect(line('booking', { ...about, from: undefined, party: 'seller' })).toEqual({
      text: 'Lenovo is booked at Tk. 45,000',
      href: '/dashboard/myproduct',
    });
    // Booked with Book Now: the seller hears who booked it.
    expect(line('booking', { productName: 'Hp', from: 'Rina', party: 'seller' })).toEqual({
      text: 'Rina booked Hp',
      href: '/dashboard/myproduct',
    });
  });

  it('sends the seller of a paid or sold laptop to My Products', () => {
    expect(line('payment', { productName: 'Dell', amount: 52_000 })).toEqual({
      text: 'Payment of Tk. 52,000 received for Dell',
      href: '/dashboard/myproduct',
    });
    expect(line('sold', { productName: 'Dell' })).toEqual({ text: 'Dell is sold', href: '/dashboard/myproduct' });
  });

  it('still says something without the names, and leads to the inbox without a conversation', () => {
    expect(line('message', {})).toEqual({ text: 'Someone sent you a message about your laptop', href: '/inbox' });
  });
});
