import type { Source } from '@kiraya/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';

const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

/**
 * 'Report this ad' on a product or listing page: buyers and owners send a reason to the admins; a visitor is asked to
 * log in and brought back here. Admins moderate in the Reports table instead, so they see no button.
 */
export function ReportItem({ type, itemId, title }: { type: Source; itemId: number; title: string }) {
  const user = useSession('user');
  const owner = useSession('owner');
  const admin = useSession('admin');
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const noteId = useId();
  const t = useT('catalogue');
  const role = user ? 'user' : owner ? 'owner' : null;
  if (!role && admin) return null;

  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-4">
      <Button variant="ghost" size="sm" className="text-stone-700" onClick={() => setOpen(true)} aria-describedby={noteId}>
        <span aria-hidden="true">⚑</span> {t('report.open')}
      </Button>
      <p id={noteId} className="text-sm text-stone-600">
        {t(`report.prompt.${type}`)}
      </p>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog
            role={role}
            type={type}
            itemId={itemId}
            title={title}
            sent={sent}
            onSent={() => setSent(true)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
