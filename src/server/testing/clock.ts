import { TestClock } from 'pg-boss';

export type ManualClock = TestClock;

/**
 * A clock that moves only when a test moves it, for an app (BuildOptions.clock) or a job queue on its
 * own. Started on the queue, it also sets the database's time for the queue's statements, so a job
 * scheduled for "in 48 hours" is due once the test has moved the clock 48 hours on. Move it with
 * `advance`: a jump, whereas TestClock's own `tick` fires every timer on the way (a worker's poll every
 * two seconds for two days is tens of thousands).
 */
export function manualClock(start: Date | number = Date.parse('2026-12-01T09:00:00Z')): ManualClock {
  return new TestClock(start);
}

/** Moves the clock `ms` milliseconds on. */
export async function advance(clock: ManualClock, ms: number): Promise<void> {
  await clock.setTime(clock.now() + ms);
}
