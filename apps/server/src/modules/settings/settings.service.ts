import { DEFAULT_SETTINGS, type SiteSettings, siteSettings } from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { readSettingsRow, writeSettingsRow } from './settings.repository.js';

/** Settings are read on hot paths (every list's page size), so each database keeps a short-lived copy. */
const CACHE_MS = 5_000;
const cache = new WeakMap<Db, { at: number; value: SiteSettings }>();

export async function getSettings(db: Db): Promise<SiteSettings> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const stored = await readSettingsRow(db);
  // Stored values are merged over the defaults so a setting added later still has a value.
  const parsed = siteSettings.safeParse({ ...DEFAULT_SETTINGS, ...(stored as object | null) });
  const value = parsed.success ? parsed.data : DEFAULT_SETTINGS;
  cache.set(db, { at: Date.now(), value });
  return value;
}

/** A list's page size: the one asked for, else the admin setting `itemsPerPage`. */
export async function pageSize(db: Db, limit: number | undefined): Promise<number> {
  return limit ?? (await getSettings(db)).itemsPerPage;
}

export async function saveSettings(db: Db, values: SiteSettings): Promise<SiteSettings> {
  await writeSettingsRow(db, values);
  cache.set(db, { at: Date.now(), value: values });
  return values;
}
