import { readFileSync } from 'node:fs';

/**
 * What tells a process from a later one that was given its id. Ids are reused: after a crash, the id
 * a lock file names may belong to any process by the time someone reads it (and after a reboot, or in
 * a new container, it often does). On Linux a process's start time, counted in clock ticks since the
 * machine booted (/proc/<pid>/stat, field 22), with the boot's id (/proc/sys/kernel/random/boot_id),
 * is never the same for two processes: "<boot id>:<ticks>".
 */
export interface RunningProcess {
  /** Undefined where the system does not say (no /proc): only the id is known. */
  start?: string;
}

let bootId: string | undefined;
const thisBoot = () => (bootId ??= readOr('/proc/sys/kernel/random/boot_id', '').trim());

function readOr(file: string, otherwise: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return otherwise;
  }
}

/**
 * The process with id pid if one runs, else undefined. A zombie (a process that has ended but that its
 * parent has not yet collected) keeps its id and answers signal 0, but holds nothing: it does not run.
 */
export function runningProcess(pid: number): RunningProcess | undefined {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it runs, as another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  const stat = readOr(`/proc/${pid}/stat`, '');
  // No /proc (another system), or the process is hidden from this user: signal 0 is all we know.
  if (!stat) return {};
  // The second field, the command in parentheses, may hold spaces and parentheses itself: the fields
  // after it are counted from its last ")". Then the state is field 3 and the start time field 22.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [state] = fields;
  if (state === 'Z' || state === 'X') return undefined;
  return { start: `${thisBoot()}:${fields[19]}` };
}

/** When process pid started ("<boot id>:<ticks>"), or undefined when it does not run or the system does not say. */
export const processStartOf = (pid: number): string | undefined => runningProcess(pid)?.start;
