import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, test, vi } from 'vitest';
import { userTopic, type BusEvent } from './bus.ts';
import { memoryEventBus } from './memory-bus.ts';

const recordingLog = () =>
  ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe('the event bus of one process', () => {
  test("a topic's listeners get each event published to it, each a copy as JSON carries it; other topics' do not", async () => {
    const bus = memoryEventBus(recordingLog());
    const first: BusEvent[] = [];
    const second: BusEvent[] = [];
    const other: BusEvent[] = [];
    await bus.subscribe(userTopic('u1'), (event) => first.push(event));
    await bus.subscribe(userTopic('u1'), (event) => second.push(event));
    await bus.subscribe(userTopic('u2'), (event) => other.push(event));

    const event = { type: 'message', id: '41', at: new Date('2026-12-01T09:00:00Z'), text: 'Is it still available?' };
    await bus.publish(userTopic('u1'), event);
    expect(first).toEqual([{ type: 'message', id: '41', at: '2026-12-01T09:00:00.000Z', text: 'Is it still available?' }]);
    expect(second).toEqual(first);
    expect(second[0]).not.toBe(first[0]);
    expect(other).toEqual([]);
  });

  test('a listener that stopped gets nothing more; one that throws is logged and the others still get the event', async () => {
    const log = recordingLog();
    const bus = memoryEventBus(log);
    const kept: BusEvent[] = [];
    const stopped: BusEvent[] = [];
    await bus.subscribe('user:u1', () => {
      throw new Error('the tab went away');
    });
    const stop = await bus.subscribe('user:u1', (event) => stopped.push(event));
    await bus.subscribe('user:u1', (event) => kept.push(event));

    await bus.publish('user:u1', { type: 'offer', id: '1' });
    await stop();
    await stop();
    await bus.publish('user:u1', { type: 'offer', id: '2' });
    expect(stopped.map((e) => e.id)).toEqual(['1']);
    expect(kept.map((e) => e.id)).toEqual(['1', '2']);
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error.mock.calls[0]).toEqual([{ err: expect.any(Error), topic: 'user:u1' }, 'an event listener failed']);
  });
});
