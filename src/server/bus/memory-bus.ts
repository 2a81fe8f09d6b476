import type { FastifyBaseLogger } from 'fastify';
import { topicListeners, type EventBus } from './bus.ts';

/** One process: publishing calls this process's listeners, each with a copy of the event, before it resolves. */
export function memoryEventBus(log: FastifyBaseLogger): EventBus {
  const listeners = topicListeners(log);
  return {
    async publish(topic, event) {
      listeners.deliver(topic, JSON.stringify(event));
    },
    async subscribe(topic, listener) {
      listeners.add(topic, listener);
      return async () => void listeners.remove(topic, listener);
    },
  };
}
