/**
 * The marketplace of the search benchmark (npm run bench:search): `count` listings with the spread of a real
 * used-laptop market in Bangladesh, written by the database itself with INSERT … SELECT over generate_series.
 *
 * Every choice is a weighted pick driven by hashint4 of the row number and a salt, so a run is the same every
 * time and the picks are independent of one another: brands and models by market share (HP, Lenovo, Asus and
 * Dell most), RAM mostly 8 or 16 GB, SSDs mostly, a third of listings in Dhaka, prices from the model's used
 * price, its condition and a spread of ±20%, one listing in seven described in Bangla (some with a zero-width
 * joiner and Bangla digits), 8% sold (1% of those removed), a third of the sellers verified, one in twenty trusted.
 */
import { type SQL, sql } from 'drizzle-orm';
import { BRANDS } from '#shared/constants.ts';
import { DISTRICTS } from '#shared/districts.ts';
import type { Db } from '#server/db/client.ts';
import { seedBenchSellers } from './bench-harness.ts';

type Model = [brand: (typeof BRANDS)[number], model: string, processor: string, usedPrice: number, share: number];
/** share: listings per thousand. ThinkPads are about one listing in nine. */
const MODELS: Model[] = [
  ['Hp', 'EliteBook 840 G5', 'Core i5-8350U', 38_000, 60],
  ['Hp', 'ProBook 450 G7', 'Core i5-10210U', 42_000, 45],
  ['Hp', 'Pavilion 15', 'Core i5-1135G7', 52_000, 45],
  ['Hp', '250 G8', 'Core i3-1005G1', 30_000, 40],
  ['Hp', 'Victus 16', 'Ryzen 5 5600H', 75_000, 20],
  ['Hp', 'Envy x360 13', 'Ryzen 7 4700U', 68_000, 10],
  ['Asus', 'VivoBook 15', 'Core i3-1115G4', 33_000, 60],
  ['Asus', 'ZenBook 14', 'Core i5-1135G7', 55_000, 35],
  ['Asus', 'TUF Gaming F15', 'Core i5-11400H', 72_000, 40],
  ['Asus', 'ROG Strix G15', 'Ryzen 7 4800H', 95_000, 25],
  ['Asus', 'ExpertBook B1', 'Core i5-10210U', 40_000, 20],
  ['Lenovo', 'ThinkPad T480', 'Core i5-8350U', 35_000, 45],
  ['Lenovo', 'ThinkPad X1 Carbon Gen 6', 'Core i7-8650U', 55_000, 20],
  ['Lenovo', 'ThinkPad E14 Gen 2', 'Ryzen 5 4500U', 45_000, 25],
  ['Lenovo', 'ThinkPad X250', 'Core i5-5300U', 20_000, 20],
  ['Lenovo', 'IdeaPad 3', 'Ryzen 3 5300U', 36_000, 40],
  ['Lenovo', 'IdeaPad Slim 5', 'Ryzen 5 5500U', 52_000, 30],
  ['Lenovo', 'Legion 5', 'Ryzen 7 5800H', 90_000, 20],
  ['MSI', 'GF63 Thin', 'Core i5-10300H', 62_000, 25],
  ['MSI', 'Modern 14', 'Core i5-1155G7', 50_000, 15],
  ['Acer', 'Aspire 5', 'Core i5-1135G7', 45_000, 40],
  ['Acer', 'Aspire 3', 'Celeron N4020', 22_000, 25],
  ['Acer', 'Nitro 5', 'Core i5-9300H', 65_000, 25],
  ['Acer', 'Swift 3', 'Ryzen 5 4500U', 48_000, 10],
  ['Apple', 'MacBook Air M1', 'Apple M1', 85_000, 40],
  ['Apple', 'MacBook Pro 13 2017', 'Core i5-7360U', 48_000, 20],
  ['Apple', 'MacBook Pro 14', 'Apple M1 Pro', 165_000, 10],
  ['Dell', 'Latitude 7490', 'Core i7-8650U', 38_000, 45],
  ['Dell', 'Latitude 5400', 'Core i5-8365U', 34_000, 35],
  ['Dell', 'Inspiron 15 3000', 'Core i3-1005G1', 32_000, 40],
  ['Dell', 'Vostro 3500', 'Core i5-1135G7', 45_000, 20],
  ['Dell', 'XPS 13 9370', 'Core i7-8550U', 60_000, 10],
  ['Microsoft', 'Surface Laptop 3', 'Core i5-1035G7', 55_000, 12],
  ['Microsoft', 'Surface Pro 7', 'Core i5-1035G4', 50_000, 8],
  ['Avita', 'Liber V14', 'Core i5-10210U', 38_000, 12],
  ['Avita', 'Pura 14', 'Ryzen 3 3200U', 28_000, 8],
];

const ENGLISH = [
  'battery backup 4 hours',
  'original charger included',
  'no scratches, like new',
  'keyboard backlight works',
  'used by a student for two years',
  'fresh Windows 11 installed',
  'minor scratches on the lid',
  'box and charger available',
  'no dead pixels on the screen',
  'selling because I upgraded',
  'fan cleaned recently, runs cool',
  'price slightly negotiable',
];
const BANGLA = [
  'ল্যাপটপ ভালো অবস্থায়',
  'ব্যাটারি ব্যাকআপ ৪ ঘণ্টা',
  'কোনো সমস্যা নেই',
  'চার্জার সহ বিক্রি হবে',
  'অরিজিনাল বক্স আছে',
  'দাম সামান্য আলোচনা সাপেক্ষে',
  // With a zero-width joiner in "র‍্যাম" and Bangla digits, as Bangla keyboards write them.
  'র\u200d্যাম ১৬ জিবি, এসএসডি ৫১২ জিবি',
];

/** Districts by share of listings (per thousand); the other 51 share what is left evenly. */
export const DISTRICT_SHARES: Partial<Record<(typeof DISTRICTS)[number], number>> = {
  Dhaka: 350,
  Chattogram: 120,
  Gazipur: 60,
  Sylhet: 50,
  Narayanganj: 40,
  Khulna: 40,
  Rajshahi: 40,
  Cumilla: 30,
  Rangpur: 30,
  Mymensingh: 30,
  Bogura: 20,
  Barishal: 20,
  Jashore: 20,
};

const SELLERS = 2_000;

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** A text[] or int[] literal of each value repeated by its weight: `(array[...])[pick]` is then a weighted pick. */
function weighted<T extends string | number>(entries: [T, number][]): { array: SQL; size: number } {
  const values = entries.flatMap(([value, weight]) => Array<T>(weight).fill(value));
  const literal = values.map((value) => (typeof value === 'number' ? String(value) : quote(value))).join(',');
  return { array: sql.raw(`(array[${literal}])`), size: values.length };
}
/** A whole number in [0, n) from the row number `g` and a salt: independent picks per salt. */
const pick = (salt: number, n: number) => sql.raw(`((hashint4(g * 7 + ${salt})::bigint + 2147483648) % ${n})`);
const choose = ({ array, size }: { array: SQL; size: number }, salt: number) => sql`${array}[1 + ${pick(salt, size)}]`;

/**
 * What the search of trusted sellers reads (trusted=1, reviews/standing.ts): every seller a member for a year;
 * one in ten with 12 completed sales, reviewed by their buyers with 5 stars (one in twenty: trusted) or 3
 * (candidates the rule reads and refuses).
 */
async function seedStanding(db: Db): Promise<void> {
  await db.execute(sql`update "user" set created_at = now() - interval '1 year' where id like 'bench-seller-%'`);
  await db.execute(sql`
    insert into seller_standing (seller_id, completed_sales)
    select 'bench-seller-' || s, 12 from generate_series(10, ${SELLERS}, 10) s`);
  await db.execute(sql`
    with sold as (
      insert into bookings (seller_id, image, price, item_name, user_name, email, phone, paid, method, state, handed_over_at, closed_at, created_at)
      select 'bench-seller-' || s, '/images/bench/0-card.webp', 30000, 'Dell', 'Bench Buyer', 'buyer@bench.example', '01711000000',
             true, 'cod', 'sold-cash', now() - interval '30 days', now() - interval '30 days', now() - interval '31 days'
      from generate_series(10, ${SELLERS}, 10) s cross join generate_series(1, 12) n
      returning id, seller_id)
    insert into reviews (booking_id, by, subject_id, stars, created_at, published_at)
    select id, 'buyer', seller_id, case when substring(seller_id from 14)::int % 20 = 0 then 5 else 3 end,
           now() - interval '30 days', now() - interval '30 days'
    from sold`);
}

/** Writes the sellers and `count` products, then VACUUM ANALYZE; answers the seconds it took. */
export async function seedSearchMarketplace(db: Db, count: number): Promise<number> {
  const started = performance.now();
  await seedBenchSellers(db, SELLERS, 3);

  const others = DISTRICTS.filter((d) => !(d in DISTRICT_SHARES));
  const rest = 1000 - Object.values(DISTRICT_SHARES).reduce((a, b) => a + b, 0);
  const district = weighted<string>([
    ...Object.entries(DISTRICT_SHARES).map(([name, share]) => [name, share] as [string, number]),
    ...others.map((name, i) => [name, Math.floor(rest / others.length) + (i < rest % others.length ? 1 : 0)] as [string, number]),
  ]);
  const model = weighted(MODELS.map((m, i) => [i + 1, m[4]] as [number, number]));
  const models = sql.raw(
    `(values ${MODELS.map(([brand, name, processor, price], i) => `(${i + 1}, ${quote(brand)}, '${String(BRANDS.indexOf(brand) + 1).padStart(2, '0')}', ${quote(name)}, ${quote(processor)}, ${price})`).join(', ')}) as m(n, brand, category_id, model, processor, used_price)`,
  );
  const ram = weighted<number>([
    [4, 10],
    [8, 45],
    [16, 35],
    [32, 8],
    [64, 2],
  ]);
  const storage = weighted<number>([
    [128, 8],
    [256, 35],
    [512, 40],
    [1024, 15],
    [2048, 2],
  ]);
  const storageType = weighted<string>([
    ['SSD', 85],
    ['HDD', 12],
    ['eMMC', 3],
  ]);
  const condition = weighted<string>([
    ['Like new', 25],
    ['Good', 55],
    ['Fair', 20],
  ]);
  const screen = weighted<number>([
    [13.3, 3],
    [14, 4],
    [15.6, 5],
  ]);
  const english = weighted<string>(ENGLISH.map((p) => [p, 1]));
  const bangla = weighted<string>(BANGLA.map((p) => [p, 1]));

  // Building the indexes once over the written rows is many times faster than keeping them up to date row by
  // row: the products' own indexes are dropped, the rows written, and the same definitions made again.
  const indexes = (await db.execute<{ name: string; definition: string }>(sql`
    select indexname as "name", indexdef as "definition" from pg_indexes
    where tablename = 'products' and indexname not in (select conname from pg_constraint)`)) as {
    rows: { name: string; definition: string }[];
  };
  for (const { name } of indexes.rows) await db.execute(sql.raw(`drop index "${name}"`));

  // In slices, so that neither engine holds a million rows of one statement at once.
  const slice = 100_000;
  for (let from = 1; from <= count; from += slice) {
    const to = Math.min(count, from + slice - 1);
    await db.execute(sql`
      insert into products (name, category_id, price, resell_price, phone, location, detail, date, use, image, images,
                            seller, email, seller_id, status, created_at, removed_at,
                            processor, ram, storage, storage_type, screen, condition, district)
      select m.brand, m.category_id,
             (r.resell_price * 8 / 5 / 500) * 500, r.resell_price,
             '017' || lpad(g::text, 8, '0'), r.district,
             m.model || ', ' ||
               case when ${pick(11, 7)} = 0 then ${choose(bangla, 12)} || ', ' || ${choose(bangla, 13)}
                    else ${choose(english, 14)} || ', ' || ${choose(english, 15)} end,
             'Posted ' || (g % 30) || ' days ago', (1 + g % 4) || ' years',
             '/images/bench/' || (g % 50) || '-card.webp', jsonb_build_array('/images/bench/' || (g % 50) || '-card.webp'),
             'Bench Seller ' || r.seller, 'seller' || r.seller || '@bench.example', 'bench-seller-' || r.seller,
             case when ${pick(16, 100)} < 8 then 'sold' else 'available' end,
             now() - g * interval '30 seconds',
             case when ${pick(16, 100)} < 1 then now() end,
             m.processor, ${choose(ram, 17)}, ${choose(storage, 18)}, ${choose(storageType, 19)}, ${choose(screen, 20)},
             r.condition, r.district
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (
        select ${choose(model, 21)} as model_n, ${choose(district, 22)} as district, ${choose(condition, 23)} as condition,
               1 + ${pick(24, SELLERS)} as seller
      ) pick
      join ${models} on m.n = pick.model_n
      cross join lateral (
        select pick.district, pick.condition, pick.seller,
               greatest(8000, round(m.used_price
                 * case pick.condition when 'Like new' then 1.1 when 'Good' then 1.0 else 0.85 end
                 * (0.8 + ${pick(25, 41)} / 100.0) / 500) * 500)::int as resell_price
      ) r`);
  }
  for (const { definition } of indexes.rows) await db.execute(sql.raw(definition));
  await seedStanding(db);
  // VACUUM as well as ANALYZE: left to itself, PostgreSQL's autovacuum would visit the million new rows
  // while the routes are being measured, on the same two cores.
  await db.execute(sql`vacuum analyze`);
  return (performance.now() - started) / 1000;
}
