/**
 * One journey = one test file: its own server on a fresh data directory, its own headless Chromium.
 * Every page it opens fails the test on a console error or an uncaught page error (except network
 * errors the test whitelists explicitly), and every `shot` saves 375 px and 1280 px screenshots
 * under test-results/<journey>/ and checks the page with axe.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium.ts';
import { MarketApi } from './api.ts';
import { freePort, startServer, type RunningServer, type ServerOptions } from './server.ts';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };
/** How long a step may wait for the page; generous, because two journeys share two cores. */
export const STEP_TIMEOUT = 20_000;

interface Allowed {
  status: number;
  url: RegExp;
  reason: string;
}

interface PageGuard {
  errors: string[];
  allowed: Allowed[];
}

const guards = new WeakMap<Page, PageGuard>();

export interface Journey {
  readonly name: string;
  readonly url: string;
  readonly api: MarketApi;
  readonly server: RunningServer;
  /**
   * A fresh browser context (no cookies, no storage) and a page in it, watched for console errors.
   * Relative addresses go to `baseURL`, by default the server's http://127.0.0.1:port. `touch` gives it
   * a phone's touch screen. `locale` is the browser's language (its Accept-Language and navigator.languages).
   */
  newPage: (options?: {
    viewport?: { width: number; height: number };
    baseURL?: string;
    touch?: boolean;
    locale?: string;
  }) => Promise<Page>;
  /** Screenshots at 1280 px and 375 px, each checked by axe: no serious or critical violation, nothing outside landmarks. */
  shot: (page: Page, step: string, options?: { axe?: boolean }) => Promise<void>;
}

export interface JourneyOptions extends Omit<ServerOptions, 'logFile' | 'port' | 'template' | 'dataDir'> {
  /**
   * Runs before the server starts, with the port it will listen on (its URL is http://127.0.0.1:port).
   * `env` is added to the server's environment; `stop` runs after the server has stopped.
   */
  prepare?: (port: number) => Promise<{ env?: Record<string, string>; stop?: () => Promise<void> } | void>;
}

/**
 * A network failure the page is expected to log (Chromium logs every 4xx fetch as a console error).
 * Only the given status for a URL matching `url` is let through.
 */
export function allowHttpError(page: Page, status: number, url: RegExp, reason: string): void {
  const guard = guards.get(page);
  if (!guard) throw new Error('allowHttpError: the page was not opened by journey.newPage');
  guard.allowed.push({ status, url, reason });
}

function isAllowed(guard: PageGuard, message: ConsoleMessage): boolean {
  const m = /Failed to load resource: the server responded with a status of (\d{3})/.exec(message.text());
  if (!m) return false;
  const status = Number(m[1]);
  const url = message.location().url;
  return guard.allowed.some((a) => a.status === status && a.url.test(url));
}

export function journey(name: string, options: JourneyOptions = {}): Journey {
  const dir = path.resolve('test-results', name);
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let api: MarketApi | undefined;
  let step = 0;
  let stopPrepared: (() => Promise<void>) | undefined;
  const open: { context: BrowserContext; page: Page }[] = [];

  beforeAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const port = await freePort();
    const prepared = (await options.prepare?.(port)) ?? {};
    stopPrepared = prepared.stop;
    const [s, b] = await Promise.allSettled([
      startServer({
        ...options,
        port,
        template: inject('dataTemplate'),
        env: { ...options.env, ...prepared.env },
        logFile: path.join(dir, 'server.log'),
      }),
      chromium.launch({ executablePath: inject('chromiumPath'), headless: true, args: CHROMIUM_ARGS }),
    ]);
    // Keep whatever started, so afterAll stops it even when the other one failed.
    if (s.status === 'fulfilled') server = s.value;
    if (b.status === 'fulfilled') browser = b.value;
    if (s.status === 'rejected') throw s.reason;
    if (b.status === 'rejected') throw b.reason;
    api = new MarketApi(s.value.url);
  });

  afterEach(async () => {
    const pages = open.splice(0);
    const problems: string[] = [];
    for (const { context, page } of pages) {
      const guard = guards.get(page);
      if (guard?.errors.length) problems.push(...guard.errors);
      await context.close().catch(() => undefined);
    }
    if (problems.length) {
      throw new Error(`The page logged ${problems.length} console error(s):\n${problems.map((p) => `  • ${p}`).join('\n')}`);
    }
  });

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    await stopPrepared?.();
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`journey ${name}: ${what} is not ready (beforeAll failed?)`);
    return value;
  };

  return {
    name,
    get url() {
      return need(server, 'server').url;
    },
    get api() {
      return need(api, 'api');
    },
    get server() {
      return need(server, 'server');
    },

    async newPage({ viewport = DESKTOP, baseURL = need(server, 'server').url, touch = false, locale = 'en-US' } = {}) {
      // `touch`: a phone's touch screen (touch events and pointers, no hover), as on the journeys' 375 px width.
      const context = await need(browser, 'browser').newContext({
        viewport,
        baseURL,
        reducedMotion: 'reduce',
        hasTouch: touch,
        isMobile: touch,
        locale,
      });
      const page = await context.newPage();
      page.setDefaultTimeout(STEP_TIMEOUT);
      page.setDefaultNavigationTimeout(STEP_TIMEOUT * 2);
      const guard: PageGuard = { errors: [], allowed: [] };
      guards.set(page, guard);
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (isAllowed(guard, message)) return;
        const where = message.location().url ? ` (${message.location().url})` : '';
        guard.errors.push(`console.error on ${page.url()}: ${message.text()}${where}`);
      });
      page.on('pageerror', (error) => guard.errors.push(`uncaught error on ${page.url()}: ${error.stack ?? error.message}`));
      // A refused eval or inline script that the page caught logs nothing, yet Lighthouse and the browser's
      // Issues panel report it: every violation of the content security policy fails the journey too.
      await page.exposeFunction('reportCspViolation', (text: string) =>
        guard.errors.push(`content security policy on ${page.url()}: ${text}`),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
          report(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      open.push({ context, page });
      return page;
    },

    async shot(page, label, { axe = true } = {}) {
      step += 1;
      const base = `${String(step).padStart(2, '0')}-${label
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`;
      const original = page.viewportSize() ?? DESKTOP;
      // Let the page settle: no pending requests, fonts and images decoded.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
      for (const size of [DESKTOP, MOBILE]) {
        await page.setViewportSize(size);
        // From the top, so sticky and fixed parts (navbar, toasts) sit where a visitor first sees them.
        await page.evaluate(() => {
          window.scrollTo(0, 0);
          return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        });
        await page.screenshot({ path: path.join(dir, `${base}-${size.width}.png`), fullPage: true, animations: 'disabled' });
        // Both widths: the phone layout hides and shows other parts (drawer toggle, table columns).
        if (axe) await expectAccessible(page, `${label} at ${size.width} px`);
      }
      await page.setViewportSize(original);
      await page.evaluate(({ x, y }) => window.scrollTo(x, y), scroll);
    },
  };
}

/**
 * Rules held regardless of their impact: `region` (every piece of content sits in a landmark) is a
 * best practice axe rates moderate, so the WCAG tags alone would neither run it nor fail on it.
 */
const ANY_IMPACT = ['region'];

/**
 * axe on the page at rest. A toast fading in or out is measured at part of its opacity: a contrast
 * failure of a state no reader sees for long. So the check waits for finite animations to end
 * (spinners run for ever and are left out), and runs again, up to three times, when an animation or
 * transition started while it ran: what it reports is of a page that did not move.
 */
async function analyzeAtRest(page: Page) {
  type Watched = Window & { marketMoved?: boolean; marketWatching?: boolean };
  for (let attempt = 1; ; attempt++) {
    await page
      .waitForFunction(
        () => !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity),
        undefined,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    await page.evaluate(() => {
      const w = window as Watched;
      if (!w.marketWatching) {
        const moved = () => (w.marketMoved = true);
        document.addEventListener('animationstart', moved, true);
        document.addEventListener('transitionstart', moved, true);
        w.marketWatching = true;
      }
      w.marketMoved = false;
    });
    const result = await new AxeBuilder({ page })
      .options({ rules: Object.fromEntries(ANY_IMPACT.map((id) => [id, { enabled: true }])) })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const moved = await page.evaluate(() => (window as Watched).marketMoved === true);
    if (!moved || attempt === 3) return result;
  }
}

/**
 * axe-core on the page as it is now: no serious or critical violation of WCAG 2.x A/AA, and no
 * content outside landmarks.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const result = await analyzeAtRest(page);
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || ANY_IMPACT.includes(v.id));
  if (bad.length === 0) return;
  const lines = bad.map(
    (v) =>
      `  • [${v.impact}] ${v.id}: ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`)
        .join('\n')}`,
  );
  throw new Error(`Accessibility violations at "${label}" (${page.url()}):\n${lines.join('\n')}`);
}
