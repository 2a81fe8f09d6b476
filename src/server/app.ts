import { rm } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '#shared/constants.ts';
import { NOT_READY } from '#shared/texts/errors.ts';
import { createAuth } from './auth/better-auth.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import { createTokenService } from './auth/tokens.ts';
import { ConfigError, type Config } from './config.ts';
import type { AppContext } from './context.ts';
import { categoriesRepository } from './categories/repository.ts';
import { openDatabase, type Database } from './db/client.ts';
import { ensureAdmin } from './users/ensure-admin.ts';
import { seedDemo } from './db/seed.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { acquireDataDirLock } from './db/data-dir-lock.ts';
import { openBackupChannel } from './backup/backup-channel.ts';
import { databaseReadiness } from './db/readiness.ts';
import { createImageStore, imageOrigins } from './images/store/create-store.ts';
import { createPayments } from './payments/create-payments.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { mountAuthRoutes } from './plugins/auth-proxy.ts';
import { createGuards } from './plugins/guards.ts';
import { frameworkErrors, registerErrorHandler, registerErrorLanguage } from './plugins/errors.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerHostCheck, registerOriginCheck, requestOrigin, siteOrigin } from './plugins/origins.ts';
import { requireWriteLimits } from './plugins/limits.ts';
import { limitStore, localCounters } from './plugins/limit-counters.ts';
import { createMarketLimits } from './plugins/market-limits.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerClient } from './plugins/client.ts';
import { loadRenderer } from './plugins/render.ts';
import { registerCrawlerFiles } from './plugins/crawlers.ts';
import { registerDelivery } from './plugins/delivery.ts';
import { healthRoutes } from './plugins/health.ts';
import { createMetrics, NO_METRICS, registerMetrics } from './plugins/metrics.ts';
import { registerRequestId, requestIdOf, withRequestId } from './plugins/request-id.ts';
import { createReadCache, registerReadCache } from './plugins/read-cache.ts';
import { registerShutdown, type Draining } from './plugins/shutdown.ts';
import { advertisementRoutes } from './advertisements/routes.ts';
import { blockRoutes } from './blocks/routes.ts';
import { bookingRoutes } from './bookings/routes.ts';
import { conversationRoutes } from './conversations/routes.ts';
import { categoryRoutes } from './categories/routes.ts';
import { configRoutes } from './client-config.ts';
import { imageRoutes } from './images/routes.ts';
import { declareOfferExpiry } from './offers/expire.ts';
import { offerRoutes } from './offers/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { callbackRoutes } from './checkouts/callback-routes.ts';
import { declareReconciliation } from './checkouts/reconcile.ts';
import { checkoutRoutes } from './checkouts/routes.ts';
import { declareBookingClock } from './sales/moves.ts';
import { declareRefunds } from './sales/refund.ts';
import { salesRoutes } from './sales/routes.ts';
import { productRoutes } from './products/routes.ts';
import { declareListingExpiry, scheduleNextExpiry } from './products/expiry.ts';
import { moderationRoutes } from './moderation/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { declareReviewPublication } from './reviews/publish.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { sellerRoutes } from './sellers/routes.ts';
import { phoneRoutes } from './phones/routes.ts';
import { userAdminRoutes } from './users/admin-routes.ts';
import { userRoutes } from './users/routes.ts';
import { benchRoutes } from './bench-baseline.ts';
import { ClockFileError, fileClock, systemClock, type Clock } from './jobs/clock.ts';
import { createJobQueue } from './jobs/queue.ts';
import { createMailer } from './mail/mailer.ts';
import { createMailTransport } from './mail/transport.ts';
import { createSms } from './sms/sms.ts';
import { createNotificationMail } from './mail/notification-mail.ts';
import { mailRoutes } from './mail/routes.ts';
import { memoryEventBus } from './bus/memory-bus.ts';
import { createEvents } from './events/events.ts';
import { eventRoutes } from './events/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { declareAlerts, pruneAlertMatches } from './alerts/match.ts';
import { alertRoutes } from './alerts/routes.ts';
import { savedRoutes } from './saved/routes.ts';
import { redisEventBus } from './bus/redis-bus.ts';
import type { Api } from './api.ts';
import { loggerOptions, OneLinePerRequest } from './logger.ts';
import { localCacheBus, redisCacheBus } from './redis/cache-bus.ts';
import { connectRedis, type SharedRedis } from './redis/connect.ts';
import { sharedCounters } from './redis/limit-store.ts';

export interface BuildOptions {
  /** Serve the built client from this folder when it exists (default: dist/client). */
  clientDir?: string;
  /** The server renderer's build (default: dist/ssr); null renders every page in the browser. */
  ssrDir?: string | null;
  /** Replace the configured card provider (tests use a stand-in). */
  payments?: PaymentProvider;
  /** Add the fixed-JSON baseline route that `npm run bench` compares against. */
  benchBaseline?: boolean;
  /** How often an event stream sends its heartbeat (events/routes.ts); a test shortens it. */
  eventsHeartbeatMs?: number;
  /** Where the JSON log lines go instead of stdout, at LOG_LEVEL even when it is `silent` (tests read them). */
  logStream?: Writable;
  /**
   * A clock a test moves by hand (testing/clock.ts) instead of the machine's. The job queue's workers
   * then do not poll: the test runs what has come due with `ctx.jobs.runDue()`.
   */
  clock?: Clock;
  /** Runs once the app and everything it opened have closed (a test removes its data directory or database then). */
  afterClose?: () => Promise<void> | void;
}

/** How often old live events are deleted (events/events.ts keeps a week). */
const PRUNE_EVERY_MS = 6 * 3_600_000;

/** Rendered pages kept in memory at once (plugins/client.ts), each about 70 KB with its compressed copies. */
const PAGES_KEPT = 100;

/**
 * The clock of CLOCK_FILE (jobs/clock.ts), for the browser journeys: a file that cannot be read stops the
 * start as a bad variable does.
 */
function openClockFile(app: FastifyInstance, file: string): Clock {
  try {
    const clock = fileClock(file, { warn: (message) => app.log.warn(`CLOCK_FILE: ${message}`) });
    app.addHook('onClose', async () => clock.close());
    app.log.warn(`CLOCK_FILE: the server's time is the machine's plus ${clock.offsetMs()} ms, read from ${file} (tests only)`);
    return clock;
  } catch (err) {
    if (err instanceof ClockFileError) throw new ConfigError(`Invalid configuration:\n  CLOCK_FILE: ${err.message}`);
    throw err;
  }
}

/** Builds the whole app: database migrated, categories present, admin ensured, demo data seeded (under the start-up lock). */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance & { ctx: AppContext; database: Database; draining: Draining }> {
  const app = Fastify({
    logger: await loggerOptions(config, options.logStream),
    logController: new OneLinePerRequest(),
    genReqId: requestIdOf,
    bodyLimit: LIMITS.bodyBytes,
    // Behind a load balancer set TRUST_PROXY=1; otherwise X-Forwarded-For could dodge the rate limits.
    trustProxy: config.TRUST_PROXY === '1',
    frameworkErrors: withRequestId(frameworkErrors),
    // A stop closes idle keep-alive connections at once; plugins/shutdown.ts answers what still comes.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before the first route: every write route must run a limit.
  requireWriteLimits(app);
  registerErrorHandler(app);
  registerErrorLanguage(app);
  registerRequestId(app);
  const draining = registerShutdown(app);
  // The first onClose hook runs last: Fastify runs them last added first.
  const { afterClose } = options;
  if (afterClose) app.addHook('onClose', async () => afterClose());

  // First, as a bad variable would stop the start before anything is opened.
  const clock = options.clock ?? (config.CLOCK_FILE ? openClockFile(app, config.CLOCK_FILE) : systemClock);
  // An embedded database in DATA_DIR is this process's alone while it runs (db/data-dir-lock.ts).
  const lock = !config.DATABASE_URL && config.DATA_DIR !== 'memory://' ? await acquireDataDirLock(config.DATA_DIR, 'server') : undefined;
  // Migrated below, under the start-up lock, with the rest of the start-up work.
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: false }).catch((err: unknown) => {
    lock?.release();
    throw err;
  });
  app.addHook('onClose', async () => {
    await database.close();
    lock?.release();
  });
  const { db } = database;
  // Started below, once the database is migrated; stopped before the database closes (onClose hooks run last added first).
  const jobs = createJobQueue({ database, url: config.DATABASE_URL, clock, log: app.log, poll: !options.clock });
  // Several instances: shared rate limits and cache clears (an unreachable Redis refuses the start).
  let redis: SharedRedis | undefined;
  if (config.REDIS_URL) {
    redis = await connectRedis(config.REDIS_URL, config.REDIS_PREFIX, app.log).catch(async (err: unknown) => {
      await database.close();
      throw err;
    });
    app.addHook('onClose', redis.close);
    if (config.IMAGE_STORE === 'local') {
      app.log.warn(
        `IMAGE_STORE=local with REDIS_URL: photos are kept in ${path.resolve(config.DATA_DIR)}; every instance must share that directory (or use IMAGE_STORE=s3)`,
      );
    }
  }
  // Never migrated from here: a replica replays its primary's migrations (docs/decisions/014).
  const replica = config.DATABASE_READ_URL
    ? await openDatabase({ url: config.DATABASE_READ_URL, dataDir: config.DATA_DIR, migrate: false })
    : undefined;
  if (replica) app.addHook('onClose', async () => replica.close());
  const metrics = config.METRICS_TOKEN ? createMetrics({ pool: database.pool, readPool: replica?.pool }) : undefined;
  registerMetrics(app, config.METRICS_TOKEN, metrics);

  // The limits count in Redis for every instance, or in this process alone.
  const counters = redis ? sharedCounters(redis) : localCounters();
  // Before anything that limits requests (the rate-limit plugin) or reads them (the origin check).
  await registerSecurity(app, { extraImageOrigins: imageOrigins(config), limitStore: limitStore(counters) });
  registerHostCheck(app);
  registerOriginCheck(app, config);
  await registerDelivery(app);
  await app.register(multipart, { limits: { fileSize: LIMITS.imageBytes, files: 1 } });
  await registerDocs(app);

  const secret = resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR);
  const images = await createImageStore(config);
  const bus = redis ? await redisEventBus(redis, app.log) : memoryEventBus(app.log);
  const mail = createMailer({ transport: createMailTransport(config, clock), jobs, db, log: app.log });
  // Every notification queues its e-mail in its own transaction (declares its job before the queue starts, below).
  const notificationMail = createNotificationMail({ db, config, secret, clock, jobs, mail, log: app.log });
  const events = createEvents({ db, bus, log: app.log, now: () => clock.now(), afterNotify: notificationMail.queue });
  const auth = createAuth({ db, config, secret, issuedImage: images.issued, sessionsEnded: events.sessionsEnded });
  const tokens = createTokenService(secret);
  const limits = createMarketLimits(app, config, { auth, counters });
  const ctx: AppContext = {
    config,
    secret,
    db,
    readDb: replica?.db ?? db,
    auth,
    tokens,
    guards: createGuards({ auth, tokens, db }),
    images,
    payments: await createPayments(config, secret, db, options.payments),
    limits: limits.routes,
    readiness: [
      databaseReadiness(db),
      ...(redis ? [redis.readiness] : []),
      ...(replica ? [databaseReadiness(replica.db, { name: NOT_READY.readReplica })] : []),
    ],
    cacheBus: redis ? await redisCacheBus(redis) : localCacheBus(),
    bus,
    events,
    metrics: metrics ?? NO_METRICS,
    clock,
    jobs,
    mail,
    sms: createSms(config, clock, app.log),
  };
  app.decorate('ctx', ctx);
  // Kinds of job are declared before the queue starts (below).
  declareOfferExpiry(ctx);
  declareReconciliation(ctx, app.log);
  declareBookingClock({ ...ctx, log: app.log });
  declareRefunds({ ...ctx, log: app.log });
  declareReviewPublication({ ...ctx, log: app.log });
  declareAlerts(ctx);
  declareListingExpiry(ctx);
  // After the job queue has stopped (onClose hooks run last added first): no try is sending meanwhile.
  app.addHook('onClose', ctx.mail.close);
  app.addHook('onClose', ctx.sms.close);
  if (config.DATA_DIR === 'memory://' && ctx.images.root) {
    // An in-memory app's photos live in a temporary folder that goes with it.
    const root = ctx.images.root;
    app.addHook('onClose', async () => rm(root, { recursive: true, force: true }));
  }
  app.decorate('database', database);
  app.decorate('draining', draining);

  // Once per database however many processes start together; each step finds what an earlier,
  // interrupted start did and does the rest.
  await withStartupLock(database, async () => {
    await database.migrate();
    await categoriesRepository(db).ensureAll();
    await ensureAdmin(ctx);
    if (config.seedDemo) await seedDemo(ctx);
  });
  // Every kind of job is declared by now (its module's work() ran above); each instance polls for every kind.
  await jobs.start();
  app.addHook('onClose', jobs.stop);
  // The listings a migration or the demo put on sale have no expiry queued by their going public: the earliest is queued here.
  await scheduleNextExpiry(ctx);
  // Old events go every few hours, on each instance alike (a delete of what is past a week: nothing to coordinate),
  // and so do the alerts' laptops told a month ago.
  const pruning = setInterval(() => {
    void ctx.events.prune().catch((err: unknown) => app.log.warn({ err }, 'events not pruned'));
    void pruneAlertMatches(ctx).catch((err: unknown) => app.log.warn({ err }, 'alert matches not pruned'));
  }, PRUNE_EVERY_MS);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));
  if (lock) {
    const channel = await openBackupChannel({ database, config, lock, log: app.log });
    app.addHook('onClose', channel.close);
  }

  mountAuthRoutes(app, auth, { origin: (request) => requestOrigin(request, config), images, limits: limits.auth });

  await app.register(
    async (api) => {
      const typed = api as unknown as Api;
      registerReadCache(typed);
      healthRoutes(typed);
      configRoutes(typed);
      categoryRoutes(typed);
      productRoutes(typed);
      moderationRoutes(typed);
      advertisementRoutes(typed);
      bookingRoutes(typed);
      reportRoutes(typed);
      sellerRoutes(typed);
      phoneRoutes(typed);
      userRoutes(typed);
      userAdminRoutes(typed);
      paymentRoutes(typed);
      checkoutRoutes(typed);
      callbackRoutes(typed);
      salesRoutes(typed);
      reviewRoutes(typed);
      imageRoutes(typed);
      conversationRoutes(typed);
      offerRoutes(typed);
      blockRoutes(typed);
      eventRoutes(typed, { heartbeatMs: options.eventsHeartbeatMs });
      notificationRoutes(typed);
      mailRoutes(typed);
      savedRoutes(typed);
      alertRoutes(typed);
      if (options.benchBaseline) benchRoutes(typed);
    },
    { prefix: '/api' },
  );

  if (ctx.images.kind === 'local') {
    await app.register(fastifyStatic, {
      root: ctx.images.root!,
      prefix: '/images/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
    });
  }
  const clientDir = path.resolve(options.clientDir ?? 'dist/client');
  const built = existsSync(path.join(clientDir, 'index.html'));
  const renderer = built && options.ssrDir !== null ? loadRenderer(app, path.resolve(options.ssrDir ?? 'dist/ssr'), clientDir) : null;
  const origin = (request: FastifyRequest) => siteOrigin(request, config);
  registerCrawlerFiles(app, origin, { sameForEveryHost: config.fixedOrigin });
  // A page weighs about as much as 50 listings in memory, rendered and compressed: fewer are kept.
  const pages = renderer ? { renderer, origin, cache: createReadCache(ctx, PAGES_KEPT) } : undefined;
  await registerClient(app, built ? clientDir : null, pages);
  return app as unknown as FastifyInstance & { ctx: AppContext; database: Database; draining: Draining };
}
