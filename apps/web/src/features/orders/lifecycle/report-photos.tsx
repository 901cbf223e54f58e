import type { ReportPhoto } from '@kiraya/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useT } from '../../../lib/i18n';

/**
 * A report's photos as thumbnails; each opens the full picture in a dialog (Escape or Close shuts it and focus goes
 * back to the thumbnail). The URLs are signed for a short while: the lifecycle view gives fresh ones when refetched.
 */
export function ReportPhotoGallery({ photos, label }: { photos: readonly ReportPhoto[]; label: string }) {
  const t = useT('buyer');
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : photos[open];
  if (photos.length === 0) return <p className="text-sm text-stone-600">{t('photos.none')}</p>;
  return (
    <>
      <ul aria-label={label} className="flex flex-wrap gap-2" data-testid="report-photos">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={t('photos.open', { label, n: i + 1, total: photos.length })}
              className="block overflow-hidden rounded-lg ring-1 ring-stone-300 hover:ring-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <img src={photo.card_url} alt="" loading="lazy" className="aspect-[4/3] w-24 bg-stone-100 object-cover sm:w-28" />
            </button>
          </li>
        ))}
      </ul>
      <ModalDialog
        open={shown !== undefined}
        title={t('photos.viewTitle', { label, n: (open ?? 0) + 1, total: photos.length })}
        onClose={() => setOpen(null)}
      >
        {shown ? (
          <div className="grid gap-4">
            <img
              src={shown.full_url}
              alt={t('photos.full', { label, n: (open ?? 0) + 1 })}
              className="aspect-[4/3] w-full rounded-lg bg-stone-100 object-contain"
              data-testid="report-photo-full"
            />
            <div className="flex flex-wrap justify-between gap-2">
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={(open ?? 0) === 0}
                  onClick={() => setOpen((i) => Math.max(0, (i ?? 0) - 1))}
                >
                  {t('photos.previous')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={(open ?? 0) >= photos.length - 1}
                  onClick={() => setOpen((i) => Math.min(photos.length - 1, (i ?? 0) + 1))}
                >
                  {t('photos.next')}
                </Button>
              </div>
              <Button size="sm" onClick={() => setOpen(null)} autoFocus>
                {t('life.close')}
              </Button>
            </div>
          </div>
        ) : null}
      </ModalDialog>
    </>
  );
}
