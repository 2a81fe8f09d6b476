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

interface GateOptions {
  capacity: number;
  waiting: number;
  /** Names what is busy in the 503's code (the photo decoder answers `image-busy`). */
  busy?: 'server-busy' | 'image-busy';
  /**
   * After a task, its capacity comes back only once `rest` times as long as it ran has passed: work that
   * holds the server's thread (the embedded database's) then takes at most 1 / (1 + rest) of its time, and
   * the rest of the server is served in between. The task's own answer does not wait.
   */
  rest?: number;
}

export function createGate(options: GateOptions): Gate {
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
      const started = performance.now();
      const release = () => {
        used -= weight;
        runningTasks--;
        admit();
      };
      try {
        return await task();
      } finally {
        if (options.rest) setTimeout(release, (performance.now() - started) * options.rest);
        else release();
      }
    },
  };
}
