import { systemClock as bossSystemClock, type Clock as BossClock } from 'pg-boss';

/**
 * Where the server's time comes from: what "now" is, and its timers. The job queue reads it for every
 * job it schedules, retries and expires, and so does the code that asks it to run something later
 * ("this offer expires 48 hours from now"), so both agree. Tests give the app a clock they move by hand
 * (testing/clock.ts) instead of waiting.
 */
export type Clock = BossClock;

/** The machine's time and Node's timers. */
export const systemClock: Clock = bossSystemClock;
