import { PGlite } from '@electric-sql/pglite';
import { preparedReads } from '../db/pglite-prepared.js';

/**
 * Two in-memory PGlite clients holding the same rows (`schema`, SQL run on both): `client`, wrapped as the app wraps
 * every PGlite client (db/pglite-prepared.ts), and `reference`, left as PGlite makes it, whose answers the wrapped one
 * must give. For the tests of the wrapper's parts.
 */
export async function pgliteTwins(schema: string): Promise<{ client: PGlite; reference: PGlite; close: () => Promise<void> }> {
  const client = await PGlite.create();
  const reference = await PGlite.create();
  await client.exec(schema);
  await reference.exec(schema);
  await preparedReads(client);
  return {
    client,
    reference,
    close: async () => {
      await client.close();
      await reference.close();
    },
  };
}
