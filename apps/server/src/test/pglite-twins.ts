import { PGlite } from '@electric-sql/pglite';
import { preparedReads } from '../db/pglite-prepared.js';
import { PGLITE_SESSION_SETTINGS } from '../db/session-settings.js';

/**
 * Two in-memory PGlite clients holding the same rows (`schema`, SQL run on both): `client`, set and wrapped as the app
 * sets and wraps every PGlite client (db/session-settings.ts, db/pglite-prepared.ts), and `reference`, left as PGlite
 * makes it, whose answers the wrapped one must give. For the tests of the wrapper's parts.
 */
export async function pgliteTwins(schema: string): Promise<{ client: PGlite; reference: PGlite; close: () => Promise<void> }> {
  const client = await PGlite.create();
  const reference = await PGlite.create();
  await client.exec(schema);
  await reference.exec(schema);
  await client.exec(PGLITE_SESSION_SETTINGS);
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
