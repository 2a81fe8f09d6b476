import type { FastifyBaseLogger } from 'fastify';

/** What travels on the bus: a JSON object with its kind (`message`, `offer`, `notification` …). */
export interface BusEvent {
  type: string;
  [field: string]: unknown;
}

export type BusListener = (event: BusEvent) => void;

/**
 * Events between the parts of Market that hold a user's live connections and the code that has news
 * for them, whichever instance each runs on: in this process alone (memory-bus.ts), or through Redis
 * pub/sub with REDIS_URL (redis-bus.ts). Delivery is at most once and not kept: a listener that was
 * not listening (a reconnecting browser, an instance restarting) reads what it missed from the database.
 */
export interface EventBus {
  /** Hands `event` to every listener of `topic`, in every instance; a listener gets a copy, as JSON carries it. */
  publish: (topic: string, event: BusEvent) => Promise<void>;
  /** Listens to `topic` from when it resolves; answers the function that stops listening. */
  subscribe: (topic: string, listener: BusListener) => Promise<() => Promise<void>>;
}

/** One user's topic: everything for that user's open tabs. */
export const userTopic = (userId: string) => `user:${userId}`;

/** The listeners of this process, by topic: what both buses deliver to. */
export function topicListeners(log: FastifyBaseLogger) {
  const byTopic = new Map<string, Set<BusListener>>();
  return {
    /** Adds a listener; true when it is the topic's first. */
    add(topic: string, listener: BusListener): boolean {
      const listeners = byTopic.get(topic) ?? new Set<BusListener>();
      byTopic.set(topic, listeners);
      listeners.add(listener);
      return listeners.size === 1;
    },
    /** Removes a listener; true when it was the topic's last. */
    remove(topic: string, listener: BusListener): boolean {
      const listeners = byTopic.get(topic);
      if (!listeners?.delete(listener)) return false;
      if (listeners.size > 0) return false;
      byTopic.delete(topic);
      return true;
    },
    topics: () => [...byTopic.keys()],
    /** Calls each listener of the topic with its own copy of the event (JSON text); one that throws is logged and the others still run. */
    deliver(topic: string, json: string): void {
      for (const listener of byTopic.get(topic) ?? []) {
        try {
          listener(JSON.parse(json) as BusEvent);
        } catch (err) {
          log.error({ err, topic }, 'an event listener failed');
        }
      }
    },
  };
}
