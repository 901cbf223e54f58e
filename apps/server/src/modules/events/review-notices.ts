import type { Executor } from '../../db/client.js';
import { notify, recordActivity } from './events.service.js';

/** Reviews both ways (docs/reviews.md): who is told what. */

const quoted = (title: string) => `“${title}”`;

/** A line's reviews became visible: both sides are told (each may now read the other's). */
export async function reviewsRevealed(
  db: Executor,
  line: { id: number; title: string; buyerId: number; ownerId: number | null },
): Promise<void> {
  const note = {
    title: 'Reviews revealed',
    message: `The reviews of ${quoted(line.title)} are now visible to both of you.`,
    code: 'REVIEWS_REVEALED' as const,
    params: { title: line.title, line: line.id },
    type: 'info' as const,
  };
  await notify(db, [
    { ...note, to: { role: 'user', id: line.buyerId } },
    ...(line.ownerId === null ? [] : [{ ...note, to: { role: 'owner' as const, id: line.ownerId } }]),
  ]);
  await recordActivity(db, { role: 'system' }, 'review.revealed', `The reviews of ${quoted(line.title)} were revealed.`);
}

/** A party reported a revealed review: the admins are told. */
export async function reviewReported(
  db: Executor,
  report: { title: string; reporter: { role: 'user' | 'owner'; id: number } },
): Promise<void> {
  await notify(db, [
    {
      to: { role: 'admin' },
      title: 'Review reported',
      message: `A review of ${quoted(report.title)} was reported. Look at it in Reported reviews.`,
      code: 'REVIEW_REPORTED',
      params: { title: report.title },
      type: 'warning',
    },
  ]);
  await recordActivity(db, report.reporter, 'review.reported', `A review of ${quoted(report.title)} was reported.`);
}
