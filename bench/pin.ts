/**
 * `--pin-postgres` (run.ts): PostgreSQL on a core of its own, the bench, its server and its load client on the others,
 * as a deployment with PostgreSQL on its own machine would have them (docs/deploy.md, "Real machines"). On the bench's
 * two shared cores the scheduler otherwise gives the server's core to the backend each statement wakes, which weighs
 * on a page of nine cards more than on the `SELECT 1` baseline (bench/README.md, "The category page's ceiling").
 * Linux only, with util-linux's `taskset`, and only for a PostgreSQL on this machine: every process named `postgres`
 * is pinned (the postmaster's new backends inherit it), and everything is set back to all cores when the bench ends.
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

export interface Pinning {
  /** The header's words. */
  label: string;
  /** Every PostgreSQL process and this one back on all cores. */
  restore: () => void;
}

/** Pins PostgreSQL to the last core and this process (so the server and load it starts later) to the others. */
export function pinPostgres(): Pinning {
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
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    for (const pid of postgresPids()) setCores(pid, all);
    setCores(String(process.pid), all);
  };
  process.on('exit', restore);
  // Interrupted (Ctrl-C), the cores are given back before the bench goes.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      restore();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  return { label: `PostgreSQL pinned to core ${pgCore}, the bench to ${others}`, restore };
}
