import { lazy, Suspense } from 'react';
import { LoadingStatus } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';

// The screen (and this device's push) in a chunk of its own: the visitor pages that show "Save this search" import this
// feature too, and must not download the screen with the button.
const Screen = lazy(() => import('./saved-searches-list').then((m) => ({ default: m.SavedSearchesList })));

export function SavedSearchesList() {
  const t = useT('alerts');
  return (
    <Suspense fallback={<LoadingStatus label={t('loading')} />}>
      <Screen />
    </Suspense>
  );
}
