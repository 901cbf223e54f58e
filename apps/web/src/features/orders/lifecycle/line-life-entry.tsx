import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useT } from '../../../lib/i18n';
import { LineLifePanel } from './line-life-panel';

/** The buyer's way in, under an accepted line: a disclosure that loads the line's life only once opened. */
export function LineLifeDisclosure({ itemId, title }: { itemId: number; title: string }) {
  const t = useT('buyer');
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);
  // A link to this line (My rentals: /order-history#line-<id>) opens its panel and brings it into view.
  useEffect(() => {
    if (window.location.hash !== `#line-${itemId}` || !ref.current) return;
    ref.current.open = true;
    ref.current.scrollIntoView({ block: 'center' });
    ref.current.querySelector('summary')?.focus();
  }, [itemId]);
  return (
    <details
      ref={ref}
      id={`line-${itemId}`}
      className="group w-full rounded-xl bg-stone-50 ring-1 ring-stone-200"
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary
        aria-label={t('life.openOf', { title })}
        className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-stone-100 [&::-webkit-details-marker]:hidden"
      >
        {t('life.open')}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="border-t border-stone-200 p-3">{open ? <LineLifePanel side="user" itemId={itemId} title={title} /> : null}</div>
    </details>
  );
}

/** The owner's way in, from a row of My Orders: a button opening the line's life in a dialog. */
export function LineLifeButton({ itemId, title }: { itemId: number; title: string }) {
  const t = useT('owner');
  const tb = useT('buyer');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        className="md:whitespace-nowrap"
        aria-label={t('handover.openOf', { title })}
        onClick={() => setOpen(true)}
      >
        {t('handover.open')}
      </Button>
      <ModalDialog open={open} title={t('handover.openOf', { title })} onClose={() => setOpen(false)}>
        <LineLifePanel side="owner" itemId={itemId} title={title} />
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {tb('life.close')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
