/**
 * What the bench scripts that start `bench/server.ts` share: starting one (and reading the port it prints) and the
 * ranges of approved ids its scenarios draw from (bench/scenarios.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** This checkout's `bench/` folder. */
const here = dirname(fileURLToPath(import.meta.url));

export interface BenchServer {
  child: ChildProcess;
  port: number;
}

export interface BenchServerOptions {
  /** The checkout whose `bench/server.ts` runs (its root); this one by default. */
  checkout?: string;
  /** Added to this process's environment (BENCH_DB_URL, CATALOGUE_CACHE, BENCH_POOL_MAX, …). */
  env: Record<string, string>;
  /** Node options for the server alone, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /** A name for the error when it exits before it is ready. */
  name?: string;
}

/**
 * `bench/server.ts` in a child process, resolved with its port once it prints `READY <port>` (its stderr is this
 * process's). Rejects if it exits first.
 */
export function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const benchFolder = options.checkout === undefined ? here : join(options.checkout, 'bench');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', join(benchFolder, 'server.ts')], {
      // The checkout's own folder, so `tsx` and the app's packages resolve from its node_modules.
      cwd: benchFolder,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\d+)/.exec(out);
      if (ready) resolve({ child, port: Number(ready[1]) });
    });
    child.on('exit', (code) => reject(new Error(`bench server${options.name ? ` ${options.name}` : ''} exited with code ${code}`)));
  });
}

export interface IdRanges {
  productIds: [number, number];
  listingIds: [number, number];
}

/** The lowest and highest approved product and listing ids of a bench database ([1, 1] for an empty table). */
export async function approvedIdRanges(url: string): Promise<IdRanges> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const range = async (table: 'products' | 'listings'): Promise<[number, number]> => {
      const { rows } = await client.query<{ lo: number | null; hi: number | null }>(
        `SELECT min(id)::int AS lo, max(id)::int AS hi FROM ${table} WHERE approval_status = 'approved'`,
      );
      return [rows[0]?.lo ?? 1, rows[0]?.hi ?? 1];
    };
    return { productIds: await range('products'), listingIds: await range('listings') };
  } finally {
    await client.end();
  }
}
