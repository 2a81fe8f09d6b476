import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  BRANDS,
  CATEGORIES,
  LISTING_LIFE,
  PRODUCT_STATUS,
  SELLER_OPTION,
  VERIFIED_STATUS,
  type Brand,
  type Condition,
} from '#shared/constants.ts';
import type { District } from '#shared/districts.ts';
import { mobileNumber } from '#shared/phone.ts';
import type { AppContext } from '../context.ts';
import { saveImage } from '../images/pipeline.ts';
import type { Db } from './client.ts';
import { demoPhoto } from './demo-photo.ts';
import { advertisements, products, sellerPhones, user } from './schema.ts';

export const DEMO_PASSWORD = 'market123';
export const DEMO_SELLERS = [
  { name: 'Rahim Uddin', email: 'rahim@market.demo', verified: true, phone: '01711-000001' },
  { name: 'Karim Hossain', email: 'karim@market.demo', verified: true, phone: '01811-000002' },
  { name: 'Nusrat Jahan', email: 'nusrat@market.demo', verified: false, phone: '01911-000003' },
  { name: 'Tanvir Ahmed', email: 'tanvir@market.demo', verified: false, phone: '01611-000004' },
];
export const DEMO_BUYER = { name: 'Sadia Islam', email: 'sadia@market.demo' };

type Spec = [detail: string, processor: string, ram: number, storage: number, screen: number, condition: Condition];
/** Each brand's demo laptops with the specs those models shipped with: SSDs, and processors of the brand's own lines. */
const MODELS: Record<Brand, Spec[]> = {
  Hp: [
    ['Pavilion 15, Core i5 11th gen, 8 GB, 512 GB SSD', 'Core i5-1135G7', 8, 512, 15.6, 'Good'],
    ['EliteBook 840 G6, Core i7, 16 GB', 'Core i7-8665U', 16, 512, 14, 'Good'],
    ['Victus 16, Ryzen 5, RTX 3050', 'Ryzen 5 5600H', 16, 512, 16.1, 'Like new'],
    ['ProBook 450 G8, Core i5, 8 GB', 'Core i5-1135G7', 8, 256, 15.6, 'Fair'],
    ['Envy x360, Ryzen 7, touch screen', 'Ryzen 7 5700U', 16, 512, 15.6, 'Like new'],
  ],
  Asus: [
    ['VivoBook 15, Core i3, 8 GB', 'Core i3-1115G4', 8, 256, 15.6, 'Good'],
    ['ZenBook 14 OLED, Core i7, 16 GB', 'Core i7-1165G7', 16, 1024, 14, 'Like new'],
    ['TUF Gaming F15, Core i5, GTX 1650', 'Core i5-10300H', 8, 512, 15.6, 'Good'],
    ['ROG Strix G15, Ryzen 7, RTX 3060', 'Ryzen 7 5800H', 32, 1024, 15.6, 'Good'],
  ],
  Lenovo: [
    ['ThinkPad T480, Core i5, 16 GB', 'Core i5-8350U', 16, 256, 14, 'Fair'],
    ['IdeaPad 3, Ryzen 5, 8 GB', 'Ryzen 5 5500U', 8, 512, 15.6, 'Good'],
    ['Legion 5, Ryzen 7, RTX 3060', 'Ryzen 7 5800H', 32, 1024, 15.6, 'Like new'],
    ['ThinkPad X1 Carbon Gen 7, Core i7', 'Core i7-8565U', 16, 512, 14, 'Good'],
    ['Yoga Slim 7, Ryzen 5', 'Ryzen 5 4600U', 8, 512, 14, 'Good'],
  ],
  MSI: [
    ['GF63 Thin, Core i5, GTX 1650', 'Core i5-10500H', 8, 512, 15.6, 'Fair'],
    ['Modern 14, Core i5, 8 GB', 'Core i5-1155G7', 8, 512, 14, 'Like new'],
    ['Katana GF66, Core i7, RTX 3050 Ti', 'Core i7-11800H', 16, 512, 15.6, 'Good'],
    ['Prestige 14, Core i7, 16 GB', 'Core i7-1185G7', 16, 1024, 14, 'Good'],
  ],
  Acer: [
    ['Aspire 5, Core i5, 8 GB', 'Core i5-1135G7', 8, 512, 15.6, 'Good'],
    ['Nitro 5, Ryzen 5, GTX 1650', 'Ryzen 5 4600H', 8, 256, 15.6, 'Fair'],
    ['Swift 3, Ryzen 7, 16 GB', 'Ryzen 7 4700U', 16, 512, 14, 'Like new'],
    ['Predator Helios 300, Core i7', 'Core i7-10750H', 32, 1024, 15.6, 'Good'],
  ],
  Apple: [
    ['MacBook Air M1, 8 GB, 256 GB', 'Apple M1', 8, 256, 13.3, 'Like new'],
    ['MacBook Pro 13 M2, 8 GB', 'Apple M2', 8, 512, 13.3, 'Like new'],
    ['MacBook Pro 14 M1 Pro, 16 GB', 'Apple M1 Pro', 16, 1024, 14.2, 'Good'],
    ['MacBook Air 2019, Core i5', 'Core i5-8210Y', 8, 256, 13.3, 'Fair'],
  ],
  Dell: [
    ['Inspiron 15 3000, Core i3', 'Core i3-1005G1', 8, 256, 15.6, 'Fair'],
    ['Latitude 7490, Core i7, 16 GB', 'Core i7-8650U', 16, 512, 14, 'Good'],
    ['XPS 13 9310, Core i7', 'Core i7-1185G7', 16, 512, 13.4, 'Like new'],
    ['Vostro 3400, Core i5', 'Core i5-1135G7', 8, 256, 14, 'Good'],
    ['G15 Gaming, Ryzen 5, RTX 3050', 'Ryzen 5 5600H', 16, 512, 15.6, 'Good'],
  ],
  Microsoft: [
    ['Surface Laptop 3, Core i5, 8 GB', 'Core i5-1035G7', 8, 256, 13.5, 'Good'],
    ['Surface Pro 7, Core i5, keyboard', 'Core i5-1035G4', 8, 256, 12.3, 'Good'],
    ['Surface Laptop Go, Core i5', 'Core i5-1035G1', 8, 256, 12.4, 'Like new'],
    ['Surface Book 2, Core i7', 'Core i7-8650U', 16, 512, 13.5, 'Fair'],
  ],
  Avita: [
    ['Liber V14, Core i5, 8 GB', 'Core i5-10210U', 8, 512, 14, 'Good'],
    ['Pura 14, Ryzen 5, 8 GB', 'Ryzen 5 3500U', 8, 256, 14, 'Fair'],
    ['Admiror 14, Core i7, 16 GB', 'Core i7-1065G7', 16, 1024, 14, 'Like new'],
  ],
};
/** How many products the demo marketplace has. */
export const DEMO_PRODUCT_COUNT = Object.values(MODELS).flat().length;
/** Where the demo laptops are: districts of all eight divisions, so that a search by either finds something. */
const DEMO_DISTRICTS: District[] = [
  'Dhaka',
  'Chattogram',
  'Sylhet',
  'Khulna',
  'Rajshahi',
  'Gazipur',
  'Cumilla',
  'Rangpur',
  'Barishal',
  'Mymensingh',
  'Narayanganj',
  "Cox's Bazar",
  'Bogura',
  'Jashore',
];
/** Each brand's photo comes in this many views (demo-photo.ts); a product shows 2 to 5 of them. */
const VIEWS = 5;
/** Demo photos made at once: as many as libuv has threads for sharp. */
const PHOTOS_AT_ONCE = 4;
const USES = ['6 months', '1 year', '1.5 years', '2 years', '3 years'];
const POSTED = ['Just now', '2 hours ago', 'Yesterday', '3 days ago', 'Last week'];

/** Serializes the product step of seeds started at once by several processes on one PostgreSQL database. */
const SEED_LOCK = 0x6d61726b; // 'mark'
const DEMO_EMAILS = [...DEMO_SELLERS.map((s) => s.email), DEMO_BUYER.email];

/**
 * Fills an empty database with a living marketplace: sellers, a buyer, ~40 products with photos, adverts.
 *
 * A first start can die half-way (kill -9, power cut), and nothing but this seed would ever finish the
 * job, so every step is safe to run again and the next start resumes: accounts are created only when
 * missing, the products and adverts are written in one transaction only while no demo product exists,
 * and photos are stored under their content's hash, so saving one again changes nothing. Once the demo
 * products exist the seed is done and touches nothing, so what people changed since is never undone, but for
 * one thing: while the marketplace is still the demo alone, each start puts its listings on sale for another
 * 30 days (keepDemoOnSale), so that a demo started again after a month is not empty.
 */
export async function seedDemo(ctx: Pick<AppContext, 'db' | 'auth' | 'images' | 'config' | 'clock'>): Promise<void> {
  const { db } = ctx;
  // Only an empty marketplace is seeded. Empty means nobody but the configured admin, whom ensureAdmin
  // may have just created, and the demo accounts an interrupted seed left; anyone else is a real user
  // and the demo stays out of their marketplace.
  const admin = ctx.config.ADMIN_EMAIL?.toLowerCase() ?? '';
  const [{ value: others } = { value: 0 }] = await db
    .select({ value: count() })
    .from(user)
    .where(notInArray(user.email, [...DEMO_EMAILS, admin]));
  if (others > 0) return;
  const expiresAt = new Date(ctx.clock.now() + LISTING_LIFE.days * 86_400_000);
  if (await hasDemoProducts(db)) {
    await keepDemoOnSale(db, expiresAt);
    return;
  }

  const sellers: ((typeof DEMO_SELLERS)[number] & { id: string })[] = [];
  for (const s of DEMO_SELLERS) {
    const id = await demoAccount(ctx, { name: s.name, email: s.email, option: SELLER_OPTION });
    if (s.verified) await db.update(user).set({ status: VERIFIED_STATUS }).where(eq(user.id, id));
    sellers.push({ ...s, id });
  }
  await demoAccount(ctx, DEMO_BUYER);

  const photos = new Map<string, { brand: Brand; view: number }>();
  const photo = (brand: Brand, view: number) => {
    const key = `${brand}-${view}`;
    photos.set(key, { brand, view });
    return key;
  };
  const rows: (Omit<typeof products.$inferInsert, 'image' | 'images'> & { photoKeys: string[] })[] = [];
  let n = 0;
  for (const [index, brand] of BRANDS.entries()) {
    for (const [variant, [detail, processor, ram, storage, screen, condition]] of MODELS[brand].entries()) {
      const seller = sellers[n % sellers.length]!;
      const district = DEMO_DISTRICTS[n % DEMO_DISTRICTS.length]!;
      // 2 to 5 views of the brand's laptop, starting at a different one for each model.
      const photoKeys = Array.from({ length: 2 + (n % 4) }, (_, i) => photo(brand, (variant + i) % VIEWS));
      const price = 40_000 + ((n * 7919) % 16) * 10_000;
      rows.push({
        name: brand,
        categoryId: CATEGORIES[index]!.id,
        price,
        resellPrice: Math.round((price * (0.45 + ((n * 31) % 30) / 100)) / 500) * 500,
        phone: seller.phone,
        location: district,
        detail,
        date: POSTED[n % POSTED.length]!,
        use: USES[n % USES.length]!,
        photoKeys,
        seller: seller.name,
        email: seller.email,
        sellerId: seller.id,
        createdAt: new Date(Date.now() - n * 3_600_000),
        expiresAt,
        processor,
        ram,
        storage,
        storageType: 'SSD',
        screen,
        condition,
        district,
      });
      n++;
    }
  }
  // A few at once, as many as libuv has threads for sharp; the rest wait here, not in the photo decoder's short line.
  const urls = new Map<string, string>();
  const queue = [...photos];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, { brand, view }] = next;
      urls.set(key, (await saveImage(ctx.images, await demoPhoto(brand, view))).url);
    }
  };
  await Promise.all(Array.from({ length: PHOTOS_AT_ONCE }, worker));
  const withPhotos = rows.map(({ photoKeys, ...row }) => {
    const images = photoKeys.map((key) => urls.get(key)!);
    return { ...row, image: images[0]!, images };
  });
  await db.transaction(async (tx) => {
    // Another process may have seeded since the check above; the lock makes this second look final.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasDemoProducts(tx)) return;
    const inserted = await tx.insert(products).values(withPhotos).returning();
    // Each seller holds their number, as a listing through the API would have made them (product §6).
    await tx
      .insert(sellerPhones)
      .values(sellers.map((s) => ({ phone: mobileNumber(s.phone)!, sellerId: s.id })))
      .onConflictDoNothing();
    const advertised = inserted.filter((_, i) => i % 6 === 0);
    await tx.insert(advertisements).values(
      advertised.map((p) => ({
        productId: p.id,
        image: p.image,
        name: p.name,
        price: p.resellPrice,
        detail: p.detail,
        use: p.use,
        location: p.location,
        phone: p.phone,
        email: p.email,
        sellerId: p.sellerId,
      })),
    );
  });
}

/**
 * The demo's listings on sale (or expired) on sale for another LISTING_LIFE.days from `expiresAt`: a demo is a
 * living marketplace however long ago it was seeded. Sold ones stay sold.
 */
async function keepDemoOnSale(db: Db, expiresAt: Date): Promise<void> {
  const demoSellers = db
    .select({ id: user.id })
    .from(user)
    .where(
      inArray(
        user.email,
        DEMO_SELLERS.map((s) => s.email),
      ),
    );
  await db
    .update(products)
    .set({ status: PRODUCT_STATUS.available, expiresAt, expiryRemindedAt: null })
    .where(and(inArray(products.sellerId, demoSellers), inArray(products.status, [PRODUCT_STATUS.available, PRODUCT_STATUS.expired])));
}

/** Whether a demo seller has a product: the seed's last step, written all at once, has been done. */
async function hasDemoProducts(db: Db): Promise<boolean> {
  const [found] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(user, eq(user.id, products.sellerId))
    .where(
      inArray(
        user.email,
        DEMO_SELLERS.map((s) => s.email),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * The id of the demo account with this email, signed up now unless an interrupted seed already made
 * it. better-auth writes the user and its password in two statements outside any transaction, so a
 * seed killed between them leaves an account nobody can sign in to; it gets the demo password here.
 */
async function demoAccount(
  ctx: Pick<AppContext, 'db' | 'auth'>,
  account: { name: string; email: string; option?: typeof SELLER_OPTION },
): Promise<string> {
  const [existing] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, account.email));
  if (!existing) {
    const { option, ...rest } = account;
    const created = await ctx.auth.api.signUpEmail({ body: { ...rest, password: DEMO_PASSWORD, ...(option ? { option } : {}) } });
    return created.user.id;
  }
  const auth = await ctx.auth.$context;
  const accounts = await auth.internalAdapter.findAccounts(existing.id);
  if (!accounts.some((a) => a.providerId === 'credential')) {
    const password = await auth.password.hash(DEMO_PASSWORD);
    await auth.internalAdapter.linkAccount({ userId: existing.id, providerId: 'credential', accountId: existing.id, password });
  }
  return existing.id;
}
