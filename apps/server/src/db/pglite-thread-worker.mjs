// The database thread's entry (db/pglite-thread.ts): the worker itself is TypeScript, loaded through tsx in this thread.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-thread-worker.ts', import.meta.url);
