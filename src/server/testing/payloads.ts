/**
 * The bodies a test sends to the API, typed from the shared schemas: one default of each, overridable field
 * by field. Nothing here reaches the server's code, so the browser tests (which drive a built server over
 * HTTP) build their calls from the same defaults as the unit and payment tests.
 */
import { createHash, randomInt } from 'node:crypto';
import { BRANDS, CATEGORIES, type AccountOption, type Brand } from '#shared/constants.ts';
import type { AdvertisementInput } from '#shared/schemas/advertisements.ts';
import type { BookingInput } from '#shared/schemas/bookings.ts';
import type { ProductInput } from '#shared/schemas/products.ts';
import type { ReportInput } from '#shared/schemas/reports.ts';

export type { AccountOption };

/** Every test account's password. */
export const PASSWORD = 'secret123';

/**
 * Defaults replaced by `O`: any field may be overridden, with any value (a bad-input test sends what the
 * schema refuses, `undefined` leaves a field out), and the type says what is sent. A field `O` may leave
 * unset keeps its default's type too.
 */
type Overrides<T> = { [K in keyof T]?: unknown };
type With<T, O> = Omit<T, keyof O> & {
  [K in keyof O]-?: undefined extends O[K] ? Exclude<O[K], undefined> | (K extends keyof T ? T[K] : never) : O[K];
};

/** A photo key of the shape the image store gives (its content hash and size), distinct per tag. */
export function photoKey(tag = 'photo'): string {
  const hash = createHash('sha256').update(tag).digest('hex').slice(0, 32);
  return `${hash.slice(0, 2)}/${hash}-card.webp`;
}
/**
 * The URL the local image store gives photoKey(tag). A listing may name it once the photo is in the
 * store: every test app holds PHOTO from the start, and createProduct puts what its listing names there
 * first (testing/fixtures.ts), as the Add A Product page uploads before it posts.
 */
export function photoUrl(tag = 'photo'): string {
  return `/images/${photoKey(tag)}`;
}
export const PHOTO = photoUrl();

/** A mobile number nobody lists under yet: a number is its first seller's (products/routes.ts). */
export function freshPhone(): string {
  return `017${randomInt(100_000_000).toString().padStart(8, '0')}`;
}

/** The category of a brand: a product is listed under its own brand's ('Lenovo' is '03'). */
export function categoryIdOf(brand: Brand): string {
  return CATEGORIES[BRANDS.indexOf(brand)]!.id;
}
const isBrand = (name: unknown): name is Brand => BRANDS.includes(name as Brand);

/** POST /api/itemName: a Lenovo of category 03 unless told otherwise; a brand given alone brings its category. */
export function productInput<O extends Overrides<ProductInput>>(overrides: O = {} as O): With<ProductInput, O> {
  const name = overrides.name === undefined ? 'Lenovo' : overrides.name;
  return {
    name: 'Lenovo',
    category_id: isBrand(name) ? categoryIdOf(name) : '03',
    price: 85_000,
    resell_price: 52_000,
    phone: freshPhone(),
    location: 'Dhaka',
    detail: 'ThinkPad T480, Core i5, 16 GB',
    date: 'Just now',
    image: PHOTO,
    use: '1 year',
    seller: 'Sami Seller',
    ...overrides,
  } as With<ProductInput, O>;
}

/** POST /api/advertise. */
export function advertisementInput<O extends Overrides<AdvertisementInput>>(overrides: O = {} as O): With<AdvertisementInput, O> {
  return {
    image: PHOTO,
    name: 'Lenovo',
    price: 52_000,
    detail: 'ThinkPad T480, Core i5, 16 GB',
    use: '1 year',
    location: 'Dhaka',
    phone: '01711-123456',
    ...overrides,
  } as With<AdvertisementInput, O>;
}

/** POST /api/bookings of the product. */
export function bookingInput<O extends Overrides<BookingInput>>(productId: string, overrides: O = {} as O): With<BookingInput, O> {
  return { productId, phone: '01911-000000', location: 'Mirpur', ...overrides } as With<BookingInput, O>;
}

/** POST /api/report of the product. */
export function reportInput<O extends Overrides<ReportInput>>(productId: string, overrides: O = {} as O): With<ReportInput, O> {
  return { productId, image: PHOTO, itemName: 'Lenovo', message: 'The photo is not of this laptop.', ...overrides } as With<ReportInput, O>;
}

/** The sandbox card form's success card (architecture §7), valid for three more years. */
export const SANDBOX_CARD = {
  number: '4242 4242 4242 4242',
  expiry: `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`,
  cvc: '123',
};

/** POST /api/auth/sign-up/email. */
export function signUpInput(input: { name: string; email: string; password?: string; option?: AccountOption }) {
  return { name: input.name, email: input.email, password: input.password ?? PASSWORD, ...(input.option ? { option: input.option } : {}) };
}
