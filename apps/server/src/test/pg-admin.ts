import pg from 'pg';

/** Runs one statement batch on the maintenance connection (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function withDatabase<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
