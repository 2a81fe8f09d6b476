import { describe, expect, it } from 'vitest';
import { productForm, toInteger } from './forms.ts';
import { VALIDATION } from './texts/validation.ts';

const filled = {
  seller: 'Rafiq Islam',
  name: 'Lenovo',
  category: '03-Lenovo',
  price: '95000',
  resell_price: '61000',
  phone: '01912-345678',
  location: 'Dhaka',
  use: '1 year',
  detail: 'ThinkPad T14',
  date: 'Today',
  processor: '',
  ram: '',
  storage: '',
  storageType: '',
  screen: '',
  condition: '',
  district: '',
  photos: 1,
};

/** The message the form shows under `field` for this input, or undefined when it is accepted. */
function messageFor(field: string, value: unknown): string | undefined {
  const result = productForm.safeParse({ ...filled, [field]: value });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('productForm: Add A Product (product §5)', () => {
  it('asks for a Bangladeshi mobile number, however it is written', () => {
    expect(messageFor('phone', '+880 1912-345678 ext 9')).toBeUndefined();
    expect(messageFor('phone', '02-9876543')).toBe(VALIDATION.product.phoneNotMobile);
  });

  it('reads prices, phone and specs typed in Bangla digits as the same numbers', () => {
    const result = productForm.parse({
      ...filled,
      price: '৯৫০০০',
      resell_price: '৬১০০০',
      phone: '০১৯১২-৩৪৫৬৭৮',
      ram: '১৬',
      screen: '১৫.৬',
    });
    expect([toInteger(result.price), toInteger(result.resell_price)]).toEqual([95000, 61000]);
    expect(result.ram).toBe(16);
    expect(result.screen).toBe(15.6);
    expect(messageFor('price', '৯৫,০০০ টাকা')).toBe(VALIDATION.product.priceWhole);
    expect(messageFor('resell_price', '61k')).toBe(VALIDATION.product.priceWhole);
  });

  it("keeps the specification's message for every required field, and asks for a photo", () => {
    const result = productForm.safeParse({ ...filled, ...Object.fromEntries(Object.keys(filled).map((k) => [k, ''])), photos: 0 });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    const m = VALIDATION.product;
    expect(messages).toEqual({
      seller: VALIDATION.required.name,
      name: m.nameRequired,
      category: m.categoryRequired,
      price: m.priceRequired,
      resell_price: m.resellPriceRequired,
      phone: m.phoneRequired,
      location: m.locationRequired,
      use: m.useRequired,
      detail: m.detailRequired,
      date: m.dateRequired,
      photos: m.photoRequired,
    });
  });

  it('leaves out every spec not given, a radio group with none checked included', () => {
    const result = productForm.parse({ ...filled, condition: null });
    for (const spec of ['processor', 'ram', 'storage', 'storageType', 'screen', 'condition', 'district'] as const) {
      expect(result[spec]).toBeUndefined();
    }
  });

  it('turns the specs given into what POST /api/itemName takes', () => {
    const result = productForm.parse({
      ...filled,
      processor: ' Core i5-1135G7 ',
      ram: '16',
      storage: '1024',
      storageType: 'SSD',
      screen: '14.0',
      condition: 'Good',
      district: 'Sylhet',
    });
    expect(result).toMatchObject({
      processor: 'Core i5-1135G7',
      ram: 16,
      storage: 1024,
      storageType: 'SSD',
      screen: 14,
      condition: 'Good',
      district: 'Sylhet',
    });
  });

  it("refuses what the server would, with the field's own message", () => {
    const e = VALIDATION.product.specs;
    expect(messageFor('processor', 'x'.repeat(81))).toBe(e.processor);
    expect(messageFor('ram', '0')).toBe(e.ram);
    expect(messageFor('ram', '8.5')).toBe(e.ram);
    expect(messageFor('storage', '4')).toBe(e.storage);
    expect(messageFor('storageType', 'NVMe')).toBe(e.storageType);
    expect(messageFor('screen', '30')).toBe(e.screen);
    expect(messageFor('screen', '15,6')).toBe(e.screen);
    expect(messageFor('screen', '15.63')).toBe(VALIDATION.product.screenOneDecimal);
    expect(messageFor('condition', 'Broken')).toBe(e.condition);
    expect(messageFor('district', 'Calcutta')).toBe(VALIDATION.product.districtUnknown);
    expect(messageFor('district', "Cox's Bazar")).toBeUndefined();
  });
});
