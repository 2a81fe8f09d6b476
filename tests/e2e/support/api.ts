/**
 * Fixtures that set up users and data through Market's own HTTP API, as a browser would (session
 * cookie, same origin). Journeys use them for everything that is not the subject of the journey. The
 * bodies are the server tests' own (src/server/testing/payloads.ts), typed from the shared schemas.
 */
import type { Product, ProductInput } from '#shared/schemas/products.ts';
import {
  type AccountOption,
  advertisementInput,
  bookingInput,
  categoryIdOf,
  PASSWORD,
  productInput,
  reportInput,
  SANDBOX_CARD,
  signUpInput,
} from '../../../src/server/testing/payloads.ts';
import { makePng } from './images.ts';

export type { AccountOption };

export interface Account {
  name: string;
  email: string;
  password: string;
  option: AccountOption;
  id: string;
  cookie: string;
}

/** A product as a journey listed it: the public product's fields that the listing call sets. */
export type ProductFixture = Pick<
  Product,
  | '_id'
  | 'name'
  | 'category_id'
  | 'price'
  | 'resell_price'
  | 'phone'
  | 'location'
  | 'detail'
  | 'date'
  | 'use'
  | 'image'
  | 'images'
  | 'seller'
  | 'email'
>;

/** A listing's specs (product §5), each optional. */
export type Specs = Partial<Pick<ProductInput, 'processor' | 'ram' | 'storage' | 'storageType' | 'screen' | 'condition' | 'district'>>;

/** One colour per photo of a listing, so screenshots show which photo is which. */
const PHOTO_COLOURS = [
  { r: 40, g: 90, b: 160 },
  { r: 160, g: 60, b: 40 },
  { r: 30, g: 120, b: 70 },
  { r: 120, g: 60, b: 150 },
];

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** The seller's own mobile number: a number belongs to the first seller who lists under it. */
export function phoneOf(account: Pick<Account, 'id'>): string {
  let hash = 0;
  for (const ch of account.id) hash = (hash * 31 + ch.charCodeAt(0)) % 100_000_000;
  return `017${String(hash).padStart(8, '0')}`;
}

/** Session cookies from a response, as one Cookie header. */
function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export class MarketApi {
  constructor(readonly baseUrl: string) {}

  async call<T>(account: Pick<Account, 'cookie'> | null, method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { origin: this.baseUrl };
    if (account) headers.cookie = account.cookie;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  /** A new account through the auth routes; `name` and `email` default to unique ones. */
  async signUp(option: AccountOption, input: { name?: string; email?: string; password?: string } = {}): Promise<Account> {
    const id = unique();
    const name = input.name ?? (option === 'Seller Account' ? `Seller ${id}` : `Buyer ${id}`);
    const email = (input.email ?? `${option === 'Seller Account' ? 'seller' : 'buyer'}-${id}@example.com`).toLowerCase();
    const password = input.password ?? PASSWORD;
    const res = await fetch(`${this.baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.baseUrl },
      body: JSON.stringify(signUpInput({ name, email, password, option })),
    });
    if (!res.ok) throw new Error(`sign-up of ${email} answered ${res.status}: ${await res.text()}`);
    const { user } = (await res.json()) as { user: { id: string } };
    const account: Account = { name, email, password, option, id: user.id, cookie: cookiesOf(res) };
    // What the client does after sign-up (product §7 PUT /users).
    await this.call(account, 'PUT', '/api/users', { name, email, option });
    return account;
  }

  async signIn(email: string, password: string): Promise<Pick<Account, 'cookie' | 'id'>> {
    const res = await fetch(`${this.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.baseUrl },
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
    const { user } = (await res.json()) as { user: { id: string } };
    return { cookie: cookiesOf(res), id: user.id };
  }

  /** Verifies a seller as an admin does on the All Sellers screen: their name then carries the badge. */
  async verify(admin: Pick<Account, 'cookie'>, seller: Pick<Account, 'id'>): Promise<void> {
    await this.call(admin, 'PATCH', `/api/user/sellers/${seller.id}`, { status: 'Verified' });
  }

  async uploadPhoto(seller: Account, label: string, colour?: { r: number; g: number; b: number }): Promise<string> {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await makePng(label, colour, seller.id))], { type: 'image/png' }), `${label}.png`);
    const out = await this.call<{ success: boolean; data: { url: string } }>(seller, 'POST', '/api/images', form);
    return out.data.url;
  }

  /** A product listed by `seller`, with real uploaded photos (one unless `photos` says more) and any `specs`. */
  async addProduct(
    seller: Account,
    input: Partial<Omit<ProductFixture, '_id' | 'email' | 'image' | 'images'>> & {
      name?: ProductInput['name'];
      photos?: number;
      specs?: Specs;
    } = {},
  ): Promise<ProductFixture> {
    const { photos = 1, specs, ...fields } = input;
    const name = fields.name ?? 'Hp';
    const images: string[] = [];
    for (let i = 0; i < photos; i++)
      images.push(await this.uploadPhoto(seller, photos > 1 ? `${name} ${i + 1}` : name, PHOTO_COLOURS[i % PHOTO_COLOURS.length]));
    const body = productInput({
      name,
      category_id: categoryIdOf(name),
      detail: `${name} test laptop ${unique()}`,
      date: 'Today',
      phone: phoneOf(seller),
      seller: seller.name,
      ...fields,
      image: images[0]!,
      images,
      email: seller.email,
    });
    const created = await this.call<{ insertedId: string }>(seller, 'POST', '/api/itemName', { ...body, ...specs });
    return { _id: created.insertedId, ...body };
  }

  /** `count` products of one brand sharing one uploaded photo, listed oldest first; their details end in their index. */
  async addManyProducts(seller: Account, name: ProductInput['name'], count: number): Promise<string[]> {
    const image = await this.uploadPhoto(seller, name);
    const details: string[] = [];
    for (let i = 0; i < count; i++) {
      const detail = `${name} stock laptop number ${String(i).padStart(3, '0')}`;
      await this.call(
        seller,
        'POST',
        '/api/itemName',
        productInput({
          name,
          price: 70000,
          resell_price: 45000 + i,
          phone: phoneOf(seller),
          detail,
          date: 'Today',
          image,
          seller: seller.name,
          email: seller.email,
        }),
      );
      details.push(detail);
    }
    return details;
  }

  /** What the Advertise button posts for the seller's product. */
  advertisement(seller: Account, product: ProductFixture) {
    return advertisementInput({
      productId: product._id,
      image: product.image,
      name: product.name,
      price: product.resell_price,
      detail: product.detail,
      use: product.use,
      location: product.location,
      phone: product.phone,
      email: seller.email,
    });
  }

  async advertise(seller: Account, product: ProductFixture): Promise<string> {
    const out = await this.call<{ insertedId: string }>(seller, 'POST', '/api/advertise', this.advertisement(seller, product));
    return out.insertedId;
  }

  async book(buyer: Account, product: ProductFixture, phone = '01811-111111'): Promise<string> {
    const out = await this.call<{ insertedId: string }>(buyer, 'POST', '/api/bookings', bookingInput(product._id, { phone }));
    return out.insertedId;
  }

  async report(buyer: Account, product: ProductFixture, message = 'The photo does not match the description.'): Promise<string> {
    const out = await this.call<{ insertedId: string }>(
      buyer,
      'POST',
      '/api/report',
      reportInput(product._id, { image: product.image, itemName: product.name, message }),
    );
    return out.insertedId;
  }

  /** Pays a booking with the sandbox provider's success card, as the payment page does. */
  async pay(buyer: Account, bookingId: string): Promise<string> {
    const { clientSecret } = await this.call<{ clientSecret: string }>(buyer, 'POST', '/api/create-payment-intent', { bookingId });
    const confirmed = await this.call<{ id: string }>(buyer, 'POST', '/api/payments/sandbox/confirm', { clientSecret, ...SANDBOX_CARD });
    await this.call(buyer, 'POST', '/api/payments', { bookingId, transactionId: confirmed.id });
    return confirmed.id;
  }

  /** Starts paying for a booking by `method`, as the payment page does. */
  async checkout<T = { redirectUrl: string; checkoutId: string }>(buyer: Account, bookingId: string, method: string): Promise<T> {
    return this.call<T>(buyer, 'POST', '/api/payments/checkout', { bookingId, method });
  }

  /** Pays a booking with bKash through the sandbox wallet, as the wallet page and the browser's redirect do. */
  async payWithSandboxWallet(buyer: Account, bookingId: string): Promise<void> {
    const { redirectUrl } = await this.checkout(buyer, bookingId, 'bkash');
    const paymentId = new URL(redirectUrl).pathname.split('/').pop();
    const { redirectUrl: back } = await this.call<{ redirectUrl: string }>(null, 'POST', `/api/payments/sandbox/wallet/${paymentId}`, {
      wallet: '01770618575',
      otp: '123456',
      pin: '12121',
    });
    const res = await fetch(back, { redirect: 'manual' });
    if (res.status !== 303) throw new Error(`the bKash callback answered ${res.status}`);
  }

  /** A move on a booking (handed-over, received, cancel, dispute, approve, release, refund). */
  async move(account: Account, bookingId: string, move: string, reason?: string): Promise<{ state: string }> {
    return this.call(account, 'POST', `/api/bookings/${bookingId}/${move}`, reason ? { reason } : {});
  }

  /** The account's review of the other side of a completed sale (POST /api/bookings/:id/review). */
  async review(account: Account, bookingId: string, stars: number, comment?: string): Promise<{ id: string }> {
    return this.call(account, 'POST', `/api/bookings/${bookingId}/review`, { stars, comment });
  }

  /** A sale completed in cash: the buyer books, chooses cash on meet-up, the seller marks it handed over and paid. */
  async sellInCash(seller: Account, buyer: Account, product: ProductFixture): Promise<string> {
    const bookingId = await this.book(buyer, product);
    await this.checkout(buyer, bookingId, 'cod');
    await this.move(seller, bookingId, 'handed-over');
    return bookingId;
  }

  async categoryItems(categoryId: string): Promise<ProductFixture[]> {
    return this.call<ProductFixture[]>(null, 'GET', `/api/itemName/${categoryId}`);
  }

  async bookingsOf(buyer: Account): Promise<{ _id: string; paid: boolean; itemName: string }[]> {
    return this.call(buyer, 'GET', `/api/bookings?email=${encodeURIComponent(buyer.email)}`);
  }
}
