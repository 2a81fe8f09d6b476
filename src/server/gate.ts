import { HttpError } from './http-error.ts';

/**
 * Work of one kind up to a `capacity` at once, `waiting` more in line; beyond that the request is
 * answered 503 with Retry-After, at once, rather than queued behind work it would only wait for. For
 * work whose cost one client could multiply: a search on the embedded database, which runs in the
 * server's own thread and holds everything else up while it runs (each weighs 1, so `capacity` counts
 * searches); a photo's decoding, which holds its pixels in memory (each weighs the bytes it may take).
 */
export interface Gate {
  /** Runs `task` once `weight` fits beside what runs (alone if it is heavier than the whole capacity). */
  run: <T>(task: () => Promise<T>, weight?: number) => Promise<T>;
}

/** Seconds a turned-away client is told to wait: the line ahead of it is short by construction. */
const RETRY_AFTER_SECONDS = 1;

export class ServerBusyError extends HttpError {
  override readonly retryAfter = RETRY_AFTER_SECONDS;
  constructor(code: 'server-busy' | 'image-busy' = 'server-busy') {
    super(503, code);
  }
}

/** `busy` names what is busy in the 503's code (the photo decoder answers `image-busy`). */
export function createGate(options: { capacity: number; waiting: number; busy?: 'server-busy' | 'image-busy' }): Gate {
  let used = 0;
  let runningTasks = 0;
  const line: { weight: number; start: () => void }[] = [];
  const fits = (weight: number) => runningTasks === 0 || used + weight <= options.capacity;

  /** Starts those at the head of the line that now fit: in the order they came, none overtaking. */
  const admit = () => {
    while (line.length && fits(line[0]!.weight)) {
      const next = line.shift()!;
      used += next.weight;
      runningTasks++;
      next.start();
    }
  };

  return {
    async run(task, weight = 1) {
      if (line.length === 0 && fits(weight)) {
        used += weight;
        runningTasks++;
      } else {
        if (line.length >= options.waiting) throw new ServerBusyError(options.busy);
        await new Promise<void>((start) => line.push({ weight, start }));
      }
      try {
        return await task();
      } finally {
        used -= weight;
        runningTasks--;
        admit();
      }
    },
  };
}
