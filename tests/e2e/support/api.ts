/**
 * Fixtures that set up users and data through Market's own HTTP API, as a browser would (session
 * cookie, same origin). Journeys use them for everything that is not the subject of the journey.
 */
import { makePng } from './images.ts';

export type AccountOption = 'Buyers Account' | 'Seller Account';

export interface Account {
  name: string;
  email: string;
  password: string;
  option: AccountOption;
  id: string;
  cookie: string;
}

export interface ProductFixture {
  _id: string;
  name: string;
  category_id: string;
  price: number;
  resell_price: number;
  phone: string;
  location: string;
  detail: string;
  date: string;
  use: string;
  image: string;
  images: string[];
  seller: string;
  email: string;
}

/** A listing's specs (product §5), each optional. */
export interface Specs {
  processor?: string;
  ram?: number;
  storage?: number;
  storageType?: 'SSD' | 'HDD' | 'eMMC';
  screen?: number;
  condition?: 'Like new' | 'Good' | 'Fair';
  district?: string;
}

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
    const password = input.password ?? 'secret123';
    const res = await fetch(`${this.baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.baseUrl },
      body: JSON.stringify({ name, email, password, option }),
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

  async uploadPhoto(seller: Account, label: string, colour?: { r: number; g: number; b: number }): Promise<string> {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await makePng(label, colour))], { type: 'image/png' }), `${label}.png`);
    const out = await this.call<{ success: boolean; data: { url: string } }>(seller, 'POST', '/api/images', form);
    return out.data.url;
  }

  /** A product listed by `seller`, with real uploaded photos (one unless `photos` says more) and any `specs`. */
  async addProduct(
    seller: Account,
    input: Partial<Omit<ProductFixture, '_id' | 'email' | 'image' | 'images'>> & { name?: string; photos?: number; specs?: Specs } = {},
  ): Promise<ProductFixture> {
    const name = input.name ?? 'Hp';
    const categoryId = input.category_id ?? categoryIdOf(name);
    const detail = input.detail ?? `${name} test laptop ${unique()}`;
    const count = input.photos ?? 1;
    const images: string[] = [];
    for (let i = 0; i < count; i++)
      images.push(await this.uploadPhoto(seller, count > 1 ? `${name} ${i + 1}` : name, PHOTO_COLOURS[i % PHOTO_COLOURS.length]));
    const image = images[0]!;
    const body = {
      name,
      category_id: categoryId,
      price: input.price ?? 85000,
      resell_price: input.resell_price ?? 52000,
      phone: input.phone ?? phoneOf(seller),
      location: input.location ?? 'Dhaka',
      detail,
      date: input.date ?? 'Today',
      use: input.use ?? '1 year',
      image,
      images,
      seller: input.seller ?? seller.name,
      email: seller.email,
    };
    const created = await this.call<{ insertedId: string }>(seller, 'POST', '/api/itemName', { ...body, ...input.specs });
    return { _id: created.insertedId, ...body };
  }

  /** `count` products of one brand sharing one uploaded photo, listed oldest first; their details end in their index. */
  async addManyProducts(seller: Account, name: string, count: number): Promise<string[]> {
    const image = await this.uploadPhoto(seller, name);
    const details: string[] = [];
    for (let i = 0; i < count; i++) {
      const detail = `${name} stock laptop number ${String(i).padStart(3, '0')}`;
      await this.call(seller, 'POST', '/api/itemName', {
        name,
        category_id: categoryIdOf(name),
        price: 70000,
        resell_price: 45000 + i,
        phone: phoneOf(seller),
        location: 'Dhaka',
        detail,
        date: 'Today',
        use: '1 year',
        image,
        seller: seller.name,
        email: seller.email,
      });
      details.push(detail);
    }
    return details;
  }

  async advertise(seller: Account, product: ProductFixture): Promise<string> {
    const out = await this.call<{ insertedId: string }>(seller, 'POST', '/api/advertise', {
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
    return out.insertedId;
  }

  async book(buyer: Account, product: ProductFixture, phone = '01811-111111'): Promise<string> {
    const out = await this.call<{ insertedId: string }>(buyer, 'POST', '/api/bookings', {
      productId: product._id,
      phone,
      location: 'Mirpur',
    });
    return out.insertedId;
  }

  async report(buyer: Account, product: ProductFixture, message = 'The photo does not match the description.'): Promise<string> {
    const out = await this.call<{ insertedId: string }>(buyer, 'POST', '/api/report', {
      productId: product._id,
      image: product.image,
      itemName: product.name,
      message,
    });
    return out.insertedId;
  }

  /** Pays a booking with the sandbox provider's success card, as the payment page does. */
  async pay(buyer: Account, bookingId: string): Promise<string> {
    const { clientSecret } = await this.call<{ clientSecret: string }>(buyer, 'POST', '/api/create-payment-intent', { bookingId });
    const confirmed = await this.call<{ id: string }>(buyer, 'POST', '/api/payments/sandbox/confirm', {
      clientSecret,
      number: '4242 4242 4242 4242',
      expiry: `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`,
      cvc: '123',
    });
    await this.call(buyer, 'POST', '/api/payments', { bookingId, transactionId: confirmed.id });
    return confirmed.id;
  }

  async categoryItems(categoryId: string): Promise<ProductFixture[]> {
    return this.call<ProductFixture[]>(null, 'GET', `/api/itemName/${categoryId}`);
  }

  async bookingsOf(buyer: Account): Promise<{ _id: string; paid: boolean; itemName: string }[]> {
    return this.call(buyer, 'GET', `/api/bookings?email=${encodeURIComponent(buyer.email)}`);
  }
}

const BRANDS = ['Hp', 'Asus', 'Lenovo', 'MSI', 'Acer', 'Apple', 'Dell', 'Microsoft', 'Avita'];
export function categoryIdOf(brand: string): string {
  const index = BRANDS.indexOf(brand);
  if (index < 0) throw new Error(`unknown brand ${brand}`);
  return String(index + 1).padStart(2, '0');
}
