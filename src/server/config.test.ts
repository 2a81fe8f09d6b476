import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe('loadConfig', () => {
  test('the defaults of architecture §6', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      IMAGE_STORE: 'local',
      PAYMENTS: ['sandbox', 'cod'],
      MODERATION: 'flagged',
      PAYMENT_TIMEOUT_MS: 30_000,
      AUTH_RATE_LIMIT: 60,
      AUTH_ACCOUNT_RATE_LIMIT: 20,
      AUTH_ACCOUNT_FAILURE_LIMIT: 100,
      WRITE_RATE_LIMIT: 60,
      PAYMENT_INTENT_RATE_LIMIT: 10,
      ADMIN_WRITE_RATE_LIMIT: 600,
      IMAGE_RATE_LIMIT: 30,
      MESSAGE_RATE_LIMIT: 20,
      CONVERSATION_RATE_LIMIT: 5,
      OFFER_RATE_LIMIT: 30,
      UNSUBSCRIBE_RATE_LIMIT: 60,
      WEBHOOK_RATE_LIMIT: 300,
      SEARCH_RATE_LIMIT: 300,
      SHUTDOWN_GRACE_MS: 10_000,
      TRUSTED_ORIGINS: [],
      publicUrl: 'http://localhost:3000',
      fixedOrigin: false,
      seedDemo: true,
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.DATABASE_READ_URL).toBeUndefined();
    expect(c.ADMIN_EMAIL).toBeUndefined();
    expect(c.AUTH_SECRET).toBeUndefined();
    expect(c.METRICS_TOKEN).toBeUndefined();
    expect(c.LOG_FORMAT).toBeUndefined();
  });

  test('PAYMENTS is a list: trimmed, each named once, each with the variables it needs', () => {
    const bkash = {
      BKASH_BASE_URL: 'https://b.example/v1',
      BKASH_APP_KEY: 'k',
      BKASH_APP_SECRET: 's',
      BKASH_USERNAME: 'u',
      BKASH_PASSWORD: 'p',
    };
    expect(loadConfig({ PAYMENTS: ' sandbox, bkash ,cod,cod', ...bkash }).PAYMENTS).toEqual(['sandbox', 'bkash', 'cod']);
    expect(loadConfig({ PAYMENTS: 'cod' }).PAYMENTS).toEqual(['cod']);
  });

  test('BKASH_BASE_URL and SSLCOMMERZ_BASE_URL: http(s) URLs, kept with their path, or refused in a sentence naming them', () => {
    const bases = { BKASH_BASE_URL: 'https://b.example/v1.2.0-beta/tokenized/checkout', SSLCOMMERZ_BASE_URL: 'http://127.0.0.1:8080/ssl/' };
    expect(loadConfig(bases)).toMatchObject(bases);
    expect(refusal({ SSLCOMMERZ_BASE_URL: 'sandbox.sslcommerz.com:443' })).toContain(
      '  SSLCOMMERZ_BASE_URL: must be an http(s) URL, such as https://sandbox.sslcommerz.com',
    );
    expect(refusal({ BKASH_BASE_URL: 'ftp://b.example' })).toContain(
      '  BKASH_BASE_URL: must be an http(s) URL, such as https://tokenized.sandbox.bka.sh/v1.2.0-beta/tokenized/checkout',
    );
    expect(refusal({ SSLCOMMERZ_BASE_URL: 'https://s.example/ssl?store=1' })).toContain(
      '  SSLCOMMERZ_BASE_URL: must have no query or fragment: the API paths are appended to it',
    );
  });

  test('REDIS_URL with the PostgreSQL database and the secret it needs', () => {
    const shared = { REDIS_URL: 'rediss://:pw@cache.internal:6380', DATABASE_URL: 'postgres://u@db/market', AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig(shared).REDIS_URL).toBe('rediss://:pw@cache.internal:6380');
  });

  test('e-mail goes to the outbox from no-reply at the public host, or through SMTP_URL from MAIL_FROM', () => {
    expect(loadConfig({})).toMatchObject({ mailFrom: 'Market <no-reply@localhost>' });
    expect(loadConfig({ PUBLIC_URL: 'https://market.example.com' })).toMatchObject({ mailFrom: 'Market <no-reply@market.example.com>' });
    const smtp = { SMTP_URL: 'smtps://user:secret@mail.example.com:465', MAIL_FROM: 'Market <hello@market.example.com>' };
    expect(loadConfig(smtp)).toMatchObject({ ...smtp, mailFrom: 'Market <hello@market.example.com>' });
    expect(loadConfig({ MAIL_FROM: 'hello@market.example.com' }).mailFrom).toBe('hello@market.example.com');
  });

  test('SHUTDOWN_GRACE_MS, METRICS_TOKEN and LOG_FORMAT as given', () => {
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '0', METRICS_TOKEN: 'k3y-0f-at-least-16', LOG_FORMAT: 'pretty' })).toMatchObject({
      SHUTDOWN_GRACE_MS: 0,
      METRICS_TOKEN: 'k3y-0f-at-least-16',
      LOG_FORMAT: 'pretty',
    });
  });

  test('reads the values it is given; empty values count as unset', () => {
    const c = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://market.example.com/',
      DATABASE_URL: 'postgres://u@db:5432/market',
      ADMIN_EMAIL: 'admin@market.example.com',
      ADMIN_PASSWORD: 'long-enough',
      AUTH_RATE_LIMIT: '5',
      GOOGLE_CLIENT_ID: '',
    });
    expect(c).toMatchObject({
      PORT: 8080,
      publicUrl: 'https://market.example.com',
      fixedOrigin: true,
      AUTH_RATE_LIMIT: 5,
      seedDemo: false,
    });
    expect(c.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  test('DATABASE_READ_URL: a PostgreSQL replica, together with DATABASE_URL', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@primary:5432/market', DATABASE_READ_URL: 'postgresql://u@replica:5432/market' });
    expect(c.DATABASE_READ_URL).toBe('postgresql://u@replica:5432/market');
    expect(refusal({ DATABASE_READ_URL: 'postgres://u@replica:5432/market' })).toMatch(/^ {2}DATABASE_READ_URL: .*DATABASE_URL/m);
  });

  test('TRUSTED_ORIGINS: a comma-separated list of http(s) origins, kept as origins', () => {
    expect(loadConfig({ TRUSTED_ORIGINS: 'https://a.example.com/, http://192.168.1.5:3000/shop ,' }).TRUSTED_ORIGINS).toEqual([
      'https://a.example.com',
      'http://192.168.1.5:3000',
    ]);
  });

  test('SEED_DEMO: on for the embedded database, off for PostgreSQL, 0 and 1 force it', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ MODERATION: 'new-sellers' }).MODERATION).toBe('new-sellers');
    expect(loadConfig({ MODERATION: 'all' }).MODERATION).toBe('all');
    expect(loadConfig({ DATABASE_URL: 'postgresql://h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgresql://h/db', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  test.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '-1' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '80.5' }],
    ['PORT', { PORT: '1e3' }],
    ['PORT', { PORT: '0x50' }],
    ['PORT', { PORT: ' ' }],
    ['PAYMENTS', { PAYMENTS: 'paypal' }],
    ['IMAGE_STORE', { IMAGE_STORE: 'ftp' }],
    ['MODERATION', { MODERATION: 'strict' }],
    ['MODERATION', { MODERATION: 'new_sellers' }],
    ['S3_BUCKET', { IMAGE_STORE: 's3' }],
    ['STRIPE_SECRET_KEY', { PAYMENTS: 'stripe', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }],
    ['STRIPE_PUBLISHABLE_KEY', { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' }],
    ['PAYMENTS', { PAYMENTS: 'sandbox,stripe' }],
    ['PAYMENTS', { PAYMENTS: ' , ' }],
    ['PAYMENTS', { PAYMENTS: 'cod,nagad' }],
    ['BKASH_BASE_URL', { PAYMENTS: 'bkash' }],
    [
      'BKASH_PASSWORD',
      { PAYMENTS: 'cod,bkash', BKASH_BASE_URL: 'https://b.example', BKASH_APP_KEY: 'k', BKASH_APP_SECRET: 's', BKASH_USERNAME: 'u' },
    ],
    ['BKASH_BASE_URL', { BKASH_BASE_URL: 'tokenized.sandbox.bka.sh:443' }],
    ['BKASH_BASE_URL', { BKASH_BASE_URL: 'https://b.example/checkout#token' }],
    ['SSLCOMMERZ_BASE_URL', { SSLCOMMERZ_BASE_URL: 'localhost:8080' }],
    ['SSLCOMMERZ_BASE_URL', { SSLCOMMERZ_BASE_URL: 'javascript:alert(1)' }],
    ['SSLCOMMERZ_BASE_URL', { SSLCOMMERZ_BASE_URL: 'https://s.example/ssl?' }],
    ['SSLCOMMERZ_STORE_PASSWORD', { PAYMENTS: 'sslcommerz', SSLCOMMERZ_BASE_URL: 'https://s.example', SSLCOMMERZ_STORE_ID: 'x' }],
    ['PAYMENT_TIMEOUT_MS', { PAYMENT_TIMEOUT_MS: '5' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://root@localhost/market' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['DATABASE_READ_URL', { DATABASE_READ_URL: 'postgres://u@replica/market' }],
    ['DATABASE_READ_URL', { DATABASE_URL: 'postgres://u@db/market', DATABASE_READ_URL: 'mysql://root@replica/market' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'market.example.com' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'javascript:alert(1)' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret123' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'admin@example.com' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: '12345' }],
    ['AUTH_SECRET', { AUTH_SECRET: 'too-short' }],
    ['GOOGLE_CLIENT_SECRET', { GOOGLE_CLIENT_ID: 'id-only' }],
    ['SEED_DEMO', { SEED_DEMO: 'yes' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['AUTH_RATE_LIMIT', { AUTH_RATE_LIMIT: '0' }],
    ['AUTH_ACCOUNT_RATE_LIMIT', { AUTH_ACCOUNT_RATE_LIMIT: '0' }],
    ['WRITE_RATE_LIMIT', { WRITE_RATE_LIMIT: 'lots' }],
    ['AUTH_ACCOUNT_FAILURE_LIMIT', { AUTH_ACCOUNT_FAILURE_LIMIT: '0' }],
    ['PAYMENT_INTENT_RATE_LIMIT', { PAYMENT_INTENT_RATE_LIMIT: '1.5' }],
    ['ADMIN_WRITE_RATE_LIMIT', { ADMIN_WRITE_RATE_LIMIT: '-3' }],
    ['IMAGE_RATE_LIMIT', { IMAGE_RATE_LIMIT: '0' }],
    ['WEBHOOK_RATE_LIMIT', { WEBHOOK_RATE_LIMIT: 'lots' }],
    ['SEARCH_RATE_LIMIT', { SEARCH_RATE_LIMIT: '0' }],
    ['TRUSTED_ORIGINS', { TRUSTED_ORIGINS: 'market.example.com' }],
    ['TRUSTED_ORIGINS', { TRUSTED_ORIGINS: 'https://ok.example.com,ftp://files.example.com' }],
    ['AUTH_RATE_LIMIT', { AUTH_RATE_LIMIT: 'many' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['SHUTDOWN_GRACE_MS', { SHUTDOWN_GRACE_MS: '-1' }],
    ['SHUTDOWN_GRACE_MS', { SHUTDOWN_GRACE_MS: '10s' }],
    ['SHUTDOWN_GRACE_MS', { SHUTDOWN_GRACE_MS: '600001' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'too-short' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'a blank inside it, long enough' }],
    ['LOG_FORMAT', { LOG_FORMAT: 'yaml' }],
    ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379', DATABASE_URL: 'postgres://u@db/market', AUTH_SECRET: 'x'.repeat(32) }],
    ['REDIS_URL', { REDIS_URL: 'redis://127.0.0.1:6379', AUTH_SECRET: 'x'.repeat(32) }],
    ['AUTH_SECRET', { REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgres://u@db/market' }],
    ['REDIS_PREFIX', { REDIS_PREFIX: 'has blanks' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@example.com' }],
    ['MAIL_FROM', { SMTP_URL: 'smtp://mail.example.com:587' }],
    ['MAIL_FROM', { MAIL_FROM: 'Market' }],
    ['MAIL_FROM', { MAIL_FROM: 'Market <a@example.com>\r\nBcc: b@example.com' }],
    ['SMS_URL', { SMS_URL: 'notaurl' }],
    ['SMS_URL', { SMS_URL: 'ftp://bulksmsbd.net/api/smsapi?api_key=k&senderid=s' }],
    ['SMS_URL', { SMS_URL: 'https://bulksmsbd.net/api/smsapi?api_key=k' }],
    ['SMS_TIMEOUT_MS', { SMS_TIMEOUT_MS: '50' }],
    ['CLOCK_FILE', { NODE_ENV: 'production', CLOCK_FILE: '/tmp/market-clock' }],
  ])('refuses a bad %s, naming it', (variable, env) => {
    const message = refusal(env);
    expect(message).toMatch(/^Invalid configuration/);
    expect(message).toMatch(new RegExp(`^  ${variable}: `, 'm'));
  });

  test('names every bad variable at once', () => {
    const message = refusal({ PORT: 'abc', PAYMENTS: 'paypal', LOG_LEVEL: 'loud' });
    for (const name of ['PORT', 'PAYMENTS', 'LOG_LEVEL']) expect(message).toContain(`  ${name}: `);
  });
});

describe('the server start', () => {
  test('a bad value stops the server with exit code 1 and a message naming the variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH, PORT: 'abc', PAYMENTS: 'paypal', DATA_DIR: 'memory://', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Invalid configuration/);
    expect(result.stderr).toMatch(/PORT: must be a whole number/);
    expect(result.stderr).toMatch(/PAYMENTS: /);
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });
});
