import { DEFAULT_SETTINGS, type SiteSettings, siteSettings } from '@kiraya/contract';
import type { Db, Executor } from '../../db/client.js';
import { catalogueChanged, catalogueGeneration } from '../../db/events.js';
import { readSettingsRow, writeSettingsRow } from './settings.repository.js';

/** Settings are read on hot paths (every list's page size, every write's maintenance check), so each database keeps a short-lived copy. */
const CACHE_MS = 5_000;
const cache = new WeakMap<Db, { at: number; generation: number; value: SiteSettings }>();

export async function getSettings(db: Db): Promise<SiteSettings> {
  const hit = cache.get(db);
  // A save through any process is a catalogue change: every process's copy goes when its event arrives.
  if (hit && Date.now() - hit.at < CACHE_MS && hit.generation === catalogueGeneration()) return hit.value;
  // A read that overlapped a save (which bumps the generation after its commit) must not put its older value back.
  const generation = catalogueGeneration();
  const value = await readSettings(db);
  if (catalogueGeneration() === generation) cache.set(db, { at: Date.now(), generation, value });
  return value;
}

/**
 * The stored settings merged over the defaults (so a setting added later still has a value), read without the cache:
 * in the caller's transaction, a change is seen at once.
 */
export async function readSettings(db: Executor): Promise<SiteSettings> {
  const stored = await readSettingsRow(db);
  const parsed = siteSettings.safeParse({ ...DEFAULT_SETTINGS, ...(stored as object | null) });
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/**
 * Stores every setting and makes it effective at once for every reader of this process: the settings cache is
 * replaced and the public catalogue cache dropped (its lists were cut with the old itemsPerPage). `recordIn` runs in
 * the same transaction with the settings before the save (the route logs the admin's change with it).
 */
export async function saveSettings(
  db: Db,
  values: SiteSettings,
  recordIn?: (tx: Executor, before: SiteSettings) => Promise<void>,
): Promise<SiteSettings> {
  const before = await getSettings(db);
  await db.transaction(async (tx) => {
    await writeSettingsRow(tx, values);
    if (recordIn) await recordIn(tx, before);
  });
  await catalogueChanged(db);
  cache.set(db, { at: Date.now(), generation: catalogueGeneration(), value: values });
  return values;
}
