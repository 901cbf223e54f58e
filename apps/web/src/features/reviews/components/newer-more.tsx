import type { Dispatch, SetStateAction } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

/**
 * "Newer" and "More" under a list of reviews or of their reports, shown only when there is more than one page; a
 * `label` makes it a named navigation landmark.
 */
export function NewerMore({
  page,
  pages,
  setPage,
  label,
}: {
  page: number;
  pages: number;
  setPage: Dispatch<SetStateAction<number>>;
  label?: string;
}) {
  const t = useT('reviews');
  if (pages <= 1) return null;
  const buttons = (
    <>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
        {t('item.newer')}
      </Button>
      <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
        {t('item.more')}
      </Button>
    </>
  );
  return label ? (
    <nav aria-label={label} className="flex justify-between gap-2">
      {buttons}
    </nav>
  ) : (
    <div className="flex justify-between gap-2">{buttons}</div>
  );
}
