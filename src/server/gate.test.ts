import { describe, expect, test, vi } from 'vitest';
import { createGate, ServerBusyError } from './gate.ts';

/** A task that runs until the test lets it end. */
function held() {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    task: async () => {
      started = true;
      await finished;
      return 'done';
    },
    finish,
    started: () => started,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('a gate', () => {
  test('runs at most `capacity` tasks at once, the next in line as soon as one ends, in the order they came', async () => {
    const gate = createGate({ capacity: 2, waiting: 5 });
    const tasks = Array.from({ length: 4 }, held);
    const results = tasks.map((t) => gate.run(t.task));
    await tick();
    expect(tasks.map((t) => t.started())).toEqual([true, true, false, false]);
    tasks[1]!.finish();
    await tick();
    expect(tasks.map((t) => t.started())).toEqual([true, true, true, false]);
    tasks[0]!.finish();
    await tick();
    expect(tasks[3]!.started()).toBe(true);
    for (const t of tasks) t.finish();
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done', 'done']);
  });

  test('beyond the line, a task is refused at once: 503 server-busy with Retry-After, nothing run', async () => {
    const gate = createGate({ capacity: 1, waiting: 1 });
    const first = held();
    const second = held();
    const running = gate.run(first.task);
    const waiting = gate.run(second.task);
    let ran = false;
    const refused = gate.run(async () => (ran = true));
    await expect(refused).rejects.toBeInstanceOf(ServerBusyError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, code: 'server-busy', retryAfter: 1 });
    expect(ran).toBe(false);
    first.finish();
    second.finish();
    expect(await Promise.all([running, waiting])).toEqual(['done', 'done']);
  });

  test('a task that fails passes its turn on like one that succeeds', async () => {
    const gate = createGate({ capacity: 1, waiting: 1 });
    await expect(gate.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await gate.run(async () => 'next')).toBe('next');
    // The line is empty again: a task and one waiting are taken, as at the start.
    const first = held();
    const running = gate.run(first.task);
    const waiting = gate.run(async () => 'after');
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(ServerBusyError);
    first.finish();
    expect(await Promise.all([running, waiting])).toEqual(['done', 'after']);
  });

  test('weighs tasks: one waits until its weight fits, none overtakes, and one heavier than the whole runs alone', async () => {
    const gate = createGate({ capacity: 10, waiting: 5 });
    const [a, b, c, d] = [held(), held(), held(), held()];
    const results = [gate.run(a.task, 6), gate.run(b.task, 6), gate.run(c.task, 1), gate.run(d.task, 25)];
    await tick();
    // b does not fit beside a, and c, light as it is, waits behind b.
    expect([a, b, c, d].map((t) => t.started())).toEqual([true, false, false, false]);
    a.finish();
    await tick();
    expect([b, c, d].map((t) => t.started())).toEqual([true, true, false]);
    b.finish();
    c.finish();
    await tick();
    expect(d.started()).toBe(true);
    const e = held();
    const after = gate.run(e.task, 1);
    await tick();
    expect(e.started()).toBe(false);
    d.finish();
    e.finish();
    expect(await Promise.all([...results, after])).toEqual(['done', 'done', 'done', 'done', 'done']);
  });

  test('with a rest, a turn comes back only after the task ran that long again; its answer does not wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const gate = createGate({ capacity: 1, waiting: 5, rest: 1 });
      const [first, second] = [held(), held()];
      const firstResult = gate.run(first.task);
      const secondResult = gate.run(second.task);
      await vi.advanceTimersByTimeAsync(300);
      first.finish();
      expect(await firstResult).toBe('done');
      await vi.advanceTimersByTimeAsync(299);
      expect(second.started()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(second.started()).toBe(true);
      second.finish();
      expect(await secondResult).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });
});
