import { DEFAULT_SETTINGS, type SiteSettings, siteSettings } from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { catalogueChanged } from '../../db/events.js';
import * as events from '../events/events.service.js';
import { readSettingsRow, writeSettingsRow } from './settings.repository.js';

/** Settings are read on hot paths (every list's page size, every write's maintenance check), so each database keeps a short-lived copy. */
const CACHE_MS = 5_000;
const cache = new WeakMap<Db, { at: number; value: SiteSettings }>();
/** Bumped by every save: a read that started before a save must not put its older value back in the cache. */
const versions = new WeakMap<Db, number>();

export async function getSettings(db: Db): Promise<SiteSettings> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const version = versions.get(db) ?? 0;
  const stored = await readSettingsRow(db);
  // Stored values are merged over the defaults so a setting added later still has a value.
  const parsed = siteSettings.safeParse({ ...DEFAULT_SETTINGS, ...(stored as object | null) });
  const value = parsed.success ? parsed.data : DEFAULT_SETTINGS;
  if ((versions.get(db) ?? 0) === version) cache.set(db, { at: Date.now(), value });
  return value;
}

/** A list's page size: the one asked for, else the admin setting `itemsPerPage`. */
export async function pageSize(db: Db, limit: number | undefined): Promise<number> {
  return limit ?? (await getSettings(db)).itemsPerPage;
}

/**
 * Stores every setting and makes it effective at once for every reader of this process: the settings cache is
 * replaced and the public catalogue cache dropped (its lists were cut with the old itemsPerPage). `by` is the admin
 * who saved, for the activity log.
 */
export async function saveSettings(db: Db, values: SiteSettings, by?: { adminId: number }): Promise<SiteSettings> {
  const before = await getSettings(db);
  versions.set(db, (versions.get(db) ?? 0) + 1);
  await db.transaction(async (tx) => {
    await writeSettingsRow(tx, values);
    if (by) await events.settingsChanged(tx, by.adminId, before, values);
  });
  versions.set(db, (versions.get(db) ?? 0) + 1);
  cache.set(db, { at: Date.now(), value: values });
  catalogueChanged();
  return values;
}
