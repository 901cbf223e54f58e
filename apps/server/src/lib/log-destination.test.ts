import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const module = new URL('./log-destination.ts', import.meta.url).pathname;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A production process of its own (the writer holds a turn's lines, so what matters is what reaches the file while the
 * process runs and when it ends): it logs one line, reports what the file holds 200 ms later, logs a second line and
 * exits in the same turn, as a failed start or a shutdown does.
 */
async function logThenExit(): Promise<{ seenWhileRunning: string; final: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'kiraya-log-'));
  dirs.push(dir);
  const file = join(dir, 'server.log');
  const script = `
    import { readFileSync } from 'node:fs';
    import pino from 'pino';
    import { productionLogger } from ${JSON.stringify(module)};
    const options = productionLogger('info', ${JSON.stringify(file)});
    const log = pino(options, options.stream);
    log.info({ reqId: 'r-1' }, 'request completed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.stdout.write(readFileSync(${JSON.stringify(file)}, 'utf8'));
    log.info({ reqId: 'r-2' }, 'shut down cleanly');
    process.exit(0);`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: new URL('.', import.meta.url).pathname,
  });
  return { seenWhileRunning: stdout, final: readFileSync(file, 'utf8') };
}

describe('the production log writer', () => {
  it('writes a quiet process’s line without waiting for more, and what is left when the process exits', async () => {
    const { seenWhileRunning, final } = await logThenExit();
    const lines = (text: string) =>
      text
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { reqId: string; msg: string });
    expect(lines(seenWhileRunning).map((l) => l.reqId)).toEqual(['r-1']);
    expect(lines(final).map((l) => [l.reqId, l.msg])).toEqual([
      ['r-1', 'request completed'],
      ['r-2', 'shut down cleanly'],
    ]);
  });
});
