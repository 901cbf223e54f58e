import { MAX_ID } from '@kiraya/contract';

/** A positive integer id from the URL, or null (then the screen shows not-found without a request). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}
