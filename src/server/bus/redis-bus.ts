import type { FastifyBaseLogger } from 'fastify';
import type { SharedRedis } from '../redis/connect.ts';
import { topicListeners, type EventBus } from './bus.ts';

/**
 * Every instance, through Redis pub/sub: a topic is a channel (`REDIS_PREFIX` + `events:` + topic), to
 * which an instance subscribes while one of its listeners listens to that topic, on the listening
 * connection it shares with the cache clears (redis/cache-bus.ts). An instance receives its own
 * publications as the others do, so its listeners are called once. While Redis is away an event
 * reaches this instance's listeners only (logged), and topics are subscribed again once it is back.
 */
export async function redisEventBus(redis: SharedRedis, log: FastifyBaseLogger): Promise<EventBus> {
  const prefix = `${redis.prefix}events:`;
  const listeners = topicListeners(log);

  redis.subscriber.on('message', (channel: string, message: string) => {
    if (channel.startsWith(prefix)) listeners.deliver(channel.slice(prefix.length), message);
  });
  // A subscription made while Redis was away never reached it; ioredis renews only those it made.
  redis.subscriber.on('ready', () => {
    const channels = listeners.topics().map((topic) => prefix + topic);
    if (channels.length > 0)
      redis.subscriber.subscribe(...channels).catch((err: unknown) => redis.degraded('events from other instances are not received', err));
  });

  return {
    async publish(topic, event) {
      const json = JSON.stringify(event);
      try {
        await redis.client.publish(prefix + topic, json);
      } catch (err) {
        redis.degraded('events reach the listeners of this instance only', err);
        listeners.deliver(topic, json);
      }
    },
    async subscribe(topic, listener) {
      if (listeners.add(topic, listener)) {
        await redis.subscriber
          .subscribe(prefix + topic)
          .catch((err: unknown) => redis.degraded('events from other instances are not received', err));
      }
      return async () => {
        if (!listeners.remove(topic, listener)) return;
        await redis.subscriber.unsubscribe(prefix + topic).catch((err: unknown) => redis.degraded('an events channel was not left', err));
      };
    },
  };
}
