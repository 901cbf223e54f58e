/**
 * `npx tsx bench/cpu-split.ts <bench-output-file>`: while a bench runs (its output sent to that file, e.g.
 * `npm run bench -- … > /tmp/b.log &`), prints every second the CPU time taken by the bench's server, its load
 * client (autocannon, in the bench's own process), PostgreSQL's processes and everything else, in ms per second, with
 * the scenario then running. On two cores a figure is bound by their sum, not only by the server: this says where the
 * time goes. Stops when the bench writes its results. Linux only (reads /proc).
 */
import { readdirSync, readFileSync } from 'node:fs';

const log = process.argv[2];
if (!log) throw new Error('usage: npx tsx bench/cpu-split.ts <bench-output-file>');
const TICKS_PER_SECOND = 100;
const CLASSES = ['server', 'client', 'postgres', 'other'] as const;
type Class = (typeof CLASSES)[number];

function ticksByClass(): Map<Class, number> {
  const sums = new Map<Class, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      let cls: Class = 'other';
      if (comm === 'postgres') cls = 'postgres';
      else if (comm.startsWith('node')) cls = readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server.ts') ? 'server' : 'client';
      sums.set(cls, (sums.get(cls) ?? 0) + ticks);
    } catch {
      // The process ended meanwhile.
    }
  }
  return sums;
}

let last = ticksByClass();
const timer = setInterval(() => {
  let text = '';
  try {
    text = readFileSync(log, 'utf8');
  } catch {
    // Not written yet.
  }
  const running = [...text.matchAll(/running ([\w-]+)/g)].pop()?.[1] ?? '-';
  const now = ticksByClass();
  const parts = CLASSES.map((c) => `${c}=${(((now.get(c) ?? 0) - (last.get(c) ?? 0)) * 1000) / TICKS_PER_SECOND}`);
  last = now;
  console.log(new Date().toISOString().slice(11, 19), running.padEnd(20), parts.join(' '));
  if (text.includes('Wrote bench')) clearInterval(timer);
}, 1000);
