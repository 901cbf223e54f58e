import pino from 'pino';

/** What pino writes its lines to: a stream with `write`, and a way to empty what is held. */
export interface LogDestination {
  write(line: string): void;
  flushSync(): void;
  flush(callback?: (error?: Error) => void): void;
  /** Writes what is held and lets the file go (bench/log-line.ts opens one per run). */
  end(): void;
}

/**
 * The lines a turn of the event loop logs, written to `dest` (a file descriptor or a path) as one write when the turn
 * ends (setImmediate), instead of one system call each: a busy server answers several requests a turn, and on this
 * kind of machine a system call costs more than formatting the line (bench/log-line.ts). Nothing waits longer than the
 * turn, so a quiet server's lines appear at once, and what is held is written when the process exits (process.exit, a
 * crash). The writes stay synchronous, through pino's own writer (sonic-boom: partial writes, EAGAIN on a full pipe),
 * so nothing queues in memory behind a slow output.
 */
export function coalescingDestination(dest: number | string): LogDestination {
  const out = pino.destination({ dest, sync: true });
  let held: string[] = [];
  let scheduled = false;
  const flushSync = () => {
    scheduled = false;
    if (held.length === 0) return;
    const text = held.length === 1 ? (held[0] as string) : held.join('');
    held = [];
    out.write(text);
  };
  process.once('exit', flushSync);
  return {
    write(line) {
      held.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flushSync);
      }
    },
    flushSync,
    flush(callback) {
      flushSync();
      callback?.();
    },
    end() {
      flushSync();
      process.removeListener('exit', flushSync);
      out.end();
    },
  };
}

/** The production server's logger options: `level`, and its lines on stdout unless `dest` says otherwise. */
export const productionLogger = (level: string, dest: number | string = 1) => ({ level, stream: coalescingDestination(dest) });
