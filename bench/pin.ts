/**
 * How the bench places PostgreSQL on this machine's cores, for the measured runs; everything is set back when the
 * bench ends, on Ctrl-C too. Linux only, and only for a PostgreSQL on this machine: every process named `postgres` is
 * changed, and the postmaster's new backends inherit it.
 *
 * `--pin-postgres` (run.ts): PostgreSQL on a core of its own, the bench, its server and its load client on the others,
 * as a deployment with PostgreSQL on its own machine would have them (docs/deploy.md, "Real machines"). On the bench's
 * two shared cores the scheduler otherwise gives the server's core to the backend each statement wakes, which weighs
 * on a page of nine cards more than on the `SELECT 1` baseline (bench/README.md, "The category page's ceiling").
 * Needs util-linux's `taskset`.
 *
 * `--batch-postgres`: PostgreSQL's processes under the SCHED_BATCH policy, on all cores, so that a backend woken by a
 * statement no longer preempts the process that woke it (the server) and waits for a free core or the next tick
 * instead; what docs/deploy.md's `CPUSchedulingPolicy=batch` does for a machine PostgreSQL shares with the app
 * (bench/README.md, "PostgreSQL that does not preempt the server"). Needs util-linux's `chrt`.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** The pids of the processes named `postgres` on this machine. */
function postgresPids(): string[] {
  const pids: string[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') pids.push(pid);
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/** Every thread of `pid` on `cores` (a taskset list, e.g. "1" or "0-2"); false when the process is gone. */
function setCores(pid: string, cores: string): boolean {
  try {
    execFileSync('taskset', ['-a', '-cp', cores, pid], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A change to how PostgreSQL runs on this machine, for the measured runs. */
export interface Placement {
  /** The header's words. */
  label: string;
  /** Every process changed back as it was (all cores; SCHED_OTHER). */
  restore: () => void;
}

/** Pins PostgreSQL to the last core and this process (so the server and load it starts later) to the others. */
export function pinPostgres(): Placement {
  const count = cpus().length;
  if (count < 2) throw new Error('--pin-postgres needs at least two cores');
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
  } catch {
    throw new Error("--pin-postgres needs util-linux's taskset");
  }
  const pgCore = String(count - 1);
  const others = count === 2 ? '0' : `0-${count - 2}`;
  const all = `0-${count - 1}`;
  const pids = postgresPids();
  if (pids.length === 0) throw new Error('--pin-postgres: no process named postgres runs on this machine');
  const pinned = pids.filter((pid) => setCores(pid, pgCore)).length;
  if (pinned === 0) throw new Error('--pin-postgres: taskset could not pin PostgreSQL (run as its owner or root)');
  if (!setCores(String(process.pid), others)) throw new Error('--pin-postgres: taskset could not pin the bench');
  const restore = restoredOnExit(() => {
    for (const pid of postgresPids()) setCores(pid, all);
    setCores(String(process.pid), all);
  });
  return { label: `PostgreSQL pinned to core ${pgCore}, the bench to ${others}`, restore };
}

/** Every thread of `pid` under `policy` (priority 0, as the two policies require); false when the process is gone. */
function setPolicy(pid: string, policy: '--batch' | '--other'): boolean {
  try {
    execFileSync('chrt', ['-a', policy, '-p', '0', pid], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Puts every PostgreSQL process under SCHED_BATCH, on whatever cores it has. */
export function batchPostgres(): Placement {
  try {
    execFileSync('chrt', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error("--batch-postgres needs util-linux's chrt");
  }
  const pids = postgresPids();
  if (pids.length === 0) throw new Error('--batch-postgres: no process named postgres runs on this machine');
  if (pids.filter((pid) => setPolicy(pid, '--batch')).length === 0)
    throw new Error('--batch-postgres: chrt could not change PostgreSQL (run as its owner or root)');
  const restore = restoredOnExit(() => {
    for (const pid of postgresPids()) setPolicy(pid, '--other');
  });
  return { label: 'PostgreSQL under SCHED_BATCH', restore };
}

/** `undo` once: when called, when the bench exits, or when it is interrupted (Ctrl-C), before it goes. */
function restoredOnExit(undo: () => void): () => void {
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    undo();
  };
  process.on('exit', restore);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      restore();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  return restore;
}
