import type { Executor } from '../../db/client.js';
import { notify } from './events.service.js';

/** Saved searches that alert (docs/saved-searches.md): who is told what. */

/** A newly approved item matched these buyers' saved searches: each is told once per search and item. */
export async function savedSearchMatched(
  db: Executor,
  item: { title: string; href: string },
  hits: readonly { userId: number; name: string }[],
): Promise<void> {
  await notify(
    db,
    hits.map((h) => ({
      to: { role: 'user' as const, id: h.userId },
      title: `New match for “${h.name}”`,
      message: `“${item.title}” matches your saved search “${h.name}”.`,
      code: 'SAVED_SEARCH_MATCH' as const,
      params: { title: item.title, search: h.name, href: item.href },
      type: 'info' as const,
    })),
  );
}
