import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { loadAreas, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link, useLocation } from '../../../lib/router';
import { loginUrl, useSession } from '../../../lib/session';
import type { VisitRequestOutcome } from './visit-request-dialog';

// Loaded when the buyer first opens it: the dialog and its form parts (slots, footer, live note: about 6 KB
// compressed) are not on an item page's first visit (measured with bench/bundle.ts). Its words come with it, as a
// route's do (the `visits` and `messages` areas; in Hindi the English `messages` too, by which a check's text is found),
// so it never suspends half-way through its hooks.
const VisitRequestDialog = lazy(() =>
  Promise.all([import('./visit-request-dialog'), loadAreas(['visits', 'messages'])]).then(([m]) => ({ default: m.VisitRequestDialog })),
);

const TONE = { success: 'text-emerald-800', error: 'text-red-700' } as const;

/**
 * "Request a visit" on a property's page, the first of its actions. A signed-in buyer opens the request dialog; a
 * visitor is sent to log in and brought back here. What the request did is said below it, with a way to My visits.
 */
export function RequestVisit({ productId }: { productId: number }) {
  const session = useSession('user');
  const t = useT('catalogue');
  const location = useLocation();
  const hintId = useId();
  // Mounted from the first opening on, so the browser can give focus back to the button when it closes.
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<VisitRequestOutcome | null>(null);

  const trigger = session ? (
    <Button
      size="lg"
      className="w-full sm:w-auto"
      aria-describedby={hintId}
      onClick={() => {
        setOutcome(null);
        setMounted(true);
        setOpen(true);
      }}
    >
      {t('visit.request')}
    </Button>
  ) : (
    <Link
      to={loginUrl('user', 'required', `${location.pathname}${location.search}`)}
      className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
      aria-describedby={hintId}
    >
      {t('visit.request')}
    </Link>
  );

  return (
    <div className="space-y-2" data-testid="request-visit">
      {trigger}
      <p id={hintId} className="text-sm text-stone-700">
        {session ? t('visit.hint') : t('visit.login')}
      </p>
      <div aria-live="polite" className="empty:hidden">
        {outcome ? (
          <p className={`text-sm font-medium ${TONE[outcome.tone]}`}>
            {outcome.text}{' '}
            <Link to={paths.myVisits()} className="font-semibold text-brand-800 underline underline-offset-2">
              {t('visit.mine')}
            </Link>
          </p>
        ) : null}
      </div>
      {mounted ? (
        <Suspense fallback={null}>
          <VisitRequestDialog
            open={open}
            productId={productId}
            onClose={() => setOpen(false)}
            onDone={(next) => {
              setOpen(false);
              setOutcome(next);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
