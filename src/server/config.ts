import path from 'node:path';
import { z } from 'zod';
import { MODERATION_MODES, PAYMENT_PROVIDERS } from '#shared/constants.ts';

const flag = z.enum(['0', '1']).optional();
/** A whole number written in plain digits: no blanks, signs, exponents or hex ("1e3", "0x50", " " are refused). */
const digits = z.string().regex(/^\d+$/, 'must be a whole number').transform(Number);
/** How many a limit lets through: a whole number, at least 1. */
const limit = digits.pipe(z.number().min(1));

/** A comma-separated list of http(s) origins ("https://a.example, https://b.example"), kept as origins. */
const origins = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin)));

/**
 * A payment provider's API base: an http(s) URL that its client appends the API's paths to (payments/api-url.ts),
 * so a path of its own stays, and a query or fragment would swallow them.
 */
const apiBase = (example: string) =>
  z
    .url({ protocol: /^https?$/, error: `must be an http(s) URL, such as ${example}` })
    .refine((url) => !/[?#]/.test(url), 'must have no query or fragment: the API paths are appended to it');

/** An address as a From header holds it: `name@host`, or `Display Name <name@host>`. */
const mailbox = z
  .string()
  .regex(
    /^(?:[^<>\r\n]+ <[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/,
    'must be an address, such as "Market <no-reply@market.example.com>"',
  );

/** Whether `file` is `dir` or lies somewhere under it, both read from the working directory. */
const isInside = (file: string, dir: string) => {
  const relative = path.relative(path.resolve(dir), path.resolve(file));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: digits.pipe(z.number().max(65535)).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** Several instances share rate limits and empty each other's read caches through this Redis (docs/decisions/013). */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** What this marketplace's keys and channels in Redis begin with: another marketplace sharing that Redis needs another. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w.:-]{1,64}$/, 'must be 1 to 64 letters, digits, ".", ":", "_" or "-"')
      .default('market:'),
    /** The mail server e-mail goes out through (smtp://user:password@host:587, or smtps:// for TLS from the start); unset: DATA_DIR/outbox. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** Who e-mail comes from; needed with SMTP_URL (a mail server refuses a sender it does not know). */
    MAIL_FROM: mailbox.optional(),
    /** A read replica of DATABASE_URL's database: the public reads go there (docs/decisions/014). */
    DATABASE_READ_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Origins trusted besides PUBLIC_URL (or, without it, besides the address each request was made to). */
    TRUSTED_ORIGINS: origins.default([]),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(6).optional(),
    AUTH_SECRET: z.string().min(32).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** The OpenID Connect discovery document; Google's unless a stand-in provider is used. */
    GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
    IMAGE_STORE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PUBLIC_URL: z.url().optional(),
    /** The ways to pay a marketplace offers, a comma-separated list (architecture "Payments"). */
    PAYMENTS: z
      .string()
      .default('sandbox,cod')
      .transform((list) => [
        ...new Set(
          list
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(z.enum(PAYMENT_PROVIDERS))
          .min(1, 'lists no way to pay: name at least one of ' + PAYMENT_PROVIDERS.join(', '))
          .refine((list) => !(list.includes('sandbox') && list.includes('stripe')), 'lists two card providers: keep sandbox or stripe'),
      ),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
    /** Signing secret of the Stripe webhook endpoint /api/payments/stripe/webhook; unset: no webhook. */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Where the stripe SDK sends its calls; set only to reach a local stand-in of the Stripe API. */
    STRIPE_API_URL: z.url().optional(),
    /** bKash Tokenized Checkout's API base, to which token/grant, create, execute … are appended. */
    BKASH_BASE_URL: apiBase('https://tokenized.sandbox.bka.sh/v1.2.0-beta/tokenized/checkout').optional(),
    BKASH_APP_KEY: z.string().min(1).optional(),
    BKASH_APP_SECRET: z.string().min(1).optional(),
    BKASH_USERNAME: z.string().min(1).optional(),
    BKASH_PASSWORD: z.string().min(1).optional(),
    /** How long Market waits for bKash's or SSLCommerz's answer before asking again later (milliseconds). */
    PAYMENT_TIMEOUT_MS: digits.pipe(z.number().min(100).max(120_000)).default(30_000),
    /**
     * SSLCommerz's host (https://sandbox.sslcommerz.com or https://securepay.sslcommerz.com), or a proxy's address
     * with a path (https://proxy.example/ssl), to which gwprocess/v4/api.php, validator/api/… are appended.
     */
    SSLCOMMERZ_BASE_URL: apiBase('https://sandbox.sslcommerz.com').optional(),
    SSLCOMMERZ_STORE_ID: z.string().min(1).optional(),
    SSLCOMMERZ_STORE_PASSWORD: z.string().min(1).optional(),
    /**
     * The SMS gateway that sends the codes proving a mobile number: BulkSMSBD's single SMS API with the account's
     * key and sender id, `https://bulksmsbd.net/api/smsapi?api_key=…&senderid=…` (sms/bulksmsbd.ts); unset:
     * DATA_DIR/outbox and the log.
     */
    SMS_URL: z
      .url({ protocol: /^https?$/ })
      .refine((url) => {
        // Not a URL at all: the check above says so; this one speaks of a URL's query only.
        if (!URL.canParse(url)) return true;
        const query = new URL(url).searchParams;
        return Boolean(query.get('api_key') && query.get('senderid'));
      }, "must carry the account's api_key and senderid in its query (https://bulksmsbd.net/api/smsapi?api_key=…&senderid=…)")
      .optional(),
    /** How long one try of the SMS gateway waits for its answer (milliseconds). */
    SMS_TIMEOUT_MS: digits.pipe(z.number().min(100).max(60_000)).default(10_000),
    /**
     * Which new listings wait for an admin before they are public (product §4, "Moderation"): `flagged`, those
     * the checks flag; `new-sellers`, also the first listings of a seller who is not verified; `all`, every one.
     */
    MODERATION: z.enum(MODERATION_MODES).default('flagged'),
    SEED_DEMO: flag,
    TRUST_PROXY: flag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `json` for log collectors, `pretty` for a person at a terminal; unset, chosen by where stdout goes (logger.ts). */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    /** How long a stop (SIGTERM, SIGINT) waits for the requests in flight before cutting them off (milliseconds). */
    SHUTDOWN_GRACE_MS: digits.pipe(z.number().max(600_000)).default(10_000),
    /**
     * How long a SIGTERM leaves the instance listening and serving, not ready (GET /api/ready 503), before it
     * stops listening: a balancer's health checks take it out of service meanwhile, so no connection meets a
     * closed port or a reset (milliseconds; SIGINT does not wait).
     */
    SHUTDOWN_DELAY_MS: digits.pipe(z.number().max(600_000)).default(5_000),
    /** Turns GET /metrics on, for callers that send it as a bearer token; long enough not to be guessed. */
    METRICS_TOKEN: z
      .string()
      .min(16)
      .regex(/^[\x21-\x7e]+$/, 'must be printable characters without blanks')
      .optional(),
    /** How long the public listings may be answered from memory (milliseconds; 0 turns it off). */
    READ_CACHE_MS: digits.pipe(z.number().max(60_000)).default(1000),
    /**
     * For tests only: a file holding an offset in milliseconds added to the machine's time, read again when it
     * changes (jobs/clock.ts, tests/e2e/README.md). Read at start; never in production, never inside DATA_DIR.
     */
    CLOCK_FILE: z.string().min(1).optional(),
    /* The limits (plugins/market-limits.ts; the README's "Limits" lists each with what it counts). */
    /** Writes to the sign-in library (sign-in, sign-up, …) per minute per address: generous, since many phones share a carrier's address. */
    AUTH_RATE_LIMIT: limit.default(60),
    /** Failed sign-ins to one account from one address per 15 minutes; password checks per user per 15 minutes. */
    AUTH_ACCOUNT_RATE_LIMIT: limit.default(20),
    /** Failed sign-ins to one account from every address per hour; beyond, only addresses that have not failed may try. */
    AUTH_ACCOUNT_FAILURE_LIMIT: limit.default(100),
    /** Each kind of write (products, adverts, bookings, reports, payments, one's own record …) per user per hour. */
    WRITE_RATE_LIMIT: limit.default(60),
    /** Payment intents started for one booking per hour (with Stripe, each is a call to Stripe). */
    PAYMENT_INTENT_RATE_LIMIT: limit.default(10),
    /** An admin's writes on users and reports per hour. */
    ADMIN_WRITE_RATE_LIMIT: limit.default(600),
    /** Photo uploads per seller per minute. */
    IMAGE_RATE_LIMIT: limit.default(30),
    /** Messages per user per minute, a conversation's first one included. */
    MESSAGE_RATE_LIMIT: limit.default(20),
    /** New conversations per user per hour. */
    CONVERSATION_RATE_LIMIT: limit.default(5),
    /** Offers made and answered (accepted, declined, countered, withdrawn) per user per hour. */
    OFFER_RATE_LIMIT: limit.default(30),
    /** One-click unsubscribes (no sign-in) per minute per address: a mail provider posts its users' from a few addresses. */
    UNSUBSCRIBE_RATE_LIMIT: limit.default(60),
    /** Stripe webhook deliveries per minute per address. */
    WEBHOOK_RATE_LIMIT: limit.default(300),
    /**
     * Searches per minute per address: five a second on average, far more than people behind one carrier
     * address search, far fewer than a script that would keep the database busy.
     */
    SEARCH_RATE_LIMIT: limit.default(300),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'is a replica of the DATABASE_URL database: set DATABASE_URL too, or neither',
      });
    }
    if (env.IMAGE_STORE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when IMAGE_STORE=s3' });
    }
    const needed = {
      stripe: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
      bkash: ['BKASH_BASE_URL', 'BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'],
      sslcommerz: ['SSLCOMMERZ_BASE_URL', 'SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD'],
    } as const;
    for (const provider of ['stripe', 'bkash', 'sslcommerz'] as const) {
      if (!env.PAYMENTS.includes(provider)) continue;
      for (const key of needed[provider]) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required when PAYMENTS includes ${provider}` });
      }
    }
    if (env.REDIS_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['REDIS_URL'],
        message: 'is for several instances on one PostgreSQL database: set DATABASE_URL too (the embedded database serves one process)',
      });
    }
    if (env.REDIS_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required with REDIS_URL: every instance must sign sessions with the same secret',
      });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required with SMTP_URL: the address e-mail is sent from' });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD are set together' });
    }
    if (env.CLOCK_FILE && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['CLOCK_FILE'],
        message: "moves the server's clock for tests: it is refused with NODE_ENV=production",
      });
    }
    if (env.CLOCK_FILE && env.DATA_DIR !== 'memory://' && isInside(env.CLOCK_FILE, env.DATA_DIR)) {
      ctx.addIssue({ code: 'custom', path: ['CLOCK_FILE'], message: 'must be outside DATA_DIR, where the server writes files of its own' });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together',
      });
    }
  });

export type Config = z.infer<typeof envSchema> & {
  publicUrl: string;
  /** Whether PUBLIC_URL was set: then it alone (with TRUSTED_ORIGINS) is trusted, not each request's own address. */
  fixedOrigin: boolean;
  seedDemo: boolean;
  /** MAIL_FROM, or without it (and without SMTP_URL) no-reply at the public address's host. */
  mailFrom: string;
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws a ConfigError naming each variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0] ?? '(env)')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return {
    ...c,
    publicUrl,
    fixedOrigin: Boolean(c.PUBLIC_URL),
    seedDemo: c.SEED_DEMO ? c.SEED_DEMO === '1' : !c.DATABASE_URL,
    mailFrom: c.MAIL_FROM ?? `Market <no-reply@${new URL(publicUrl).hostname}>`,
  };
}
