import type { Auth } from './auth/better-auth.ts';
import type { TokenService } from './auth/tokens.ts';
import type { EventBus } from './bus/bus.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Events } from './events/events.ts';
import type { Clock } from './jobs/clock.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Guards } from './plugins/guards.ts';
import type { ReadinessCheck } from './plugins/health.ts';
import type { RouteLimits } from './plugins/market-limits.ts';
import type { AppMetrics } from './plugins/metrics.ts';
import type { CacheBus } from './redis/cache-bus.ts';
import type { ImageStore } from './images/store/store.ts';
import type { Payments } from './payments/create-payments.ts';
import type { SmsSender } from './sms/sms.ts';

/** What the app is made of; built once in buildApp and handed to every route module. */
export interface AppContext {
  config: Config;
  /** AUTH_SECRET, or the one generated into DATA_DIR: whatever signs with it derives a key of its own from it. */
  secret: string;
  /** The primary: every write, everything signed-in or owner-specific, sign-in and sessions. */
  db: Db;
  /**
   * Where the public reads go (the categories and their listings, search, a product's page and its
   * similar laptops, a seller's profile, the advertised items, the sitemap): the read replica of
   * DATABASE_READ_URL, or `db` itself without one. A replica may lag behind the primary, so nothing
   * that writes, authorizes, or reads what its caller just wrote uses it (docs/decisions/014).
   */
  readDb: Db;
  auth: Auth;
  tokens: TokenService;
  guards: Guards;
  images: ImageStore & { root?: string };
  /** The ways to pay PAYMENTS lists: the card provider, the hosted gateways, cash (payments/create-payments.ts). */
  payments: Payments;
  /** The limits of Market's write routes, each counted apart (plugins/market-limits.ts); every write route runs one. */
  limits: RouteLimits;
  /** What GET /api/ready checks: the database and its read replica; a part added later (Redis) adds its own check here. */
  readiness: ReadinessCheck[];
  /** How a write empties the read caches: this process's, and with REDIS_URL every instance's. */
  cacheBus: CacheBus;
  /** Events for users' live connections: in this process, or with REDIS_URL every instance's (bus/bus.ts). */
  bus: EventBus;
  /** What users are told (live events and notifications), written with the writes they are about (events/events.ts). */
  events: Events;
  /** Counts for GET /metrics (plugins/metrics.ts); does nothing unless METRICS_TOKEN is set. */
  metrics: AppMetrics;
  /** What time it is: the machine's, or a test's clock moved by hand. Whatever schedules a job reads it. */
  clock: Clock;
  /** Background jobs on the database, run once across instances, retried with back-off (jobs/queue.ts). */
  jobs: JobQueue;
  /** E-mail, sent by a job through SMTP_URL, or written to DATA_DIR/outbox (mail/mailer.ts). */
  mail: Mailer;
  /** Text messages (the codes that prove a mobile number): SMS_URL's gateway, or DATA_DIR/outbox and the log (sms/sms.ts). */
  sms: SmsSender;
}
