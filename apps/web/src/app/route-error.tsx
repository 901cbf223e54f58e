import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageContainer } from '../components/layouts/page-container';
import { Button } from '../components/ui/button';
import { PageTitle } from '../components/ui/page-title';
import { useT } from '../lib/i18n';

/** A screen that failed to load or render (a new release replaced its file, or a bug): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  const t = useT('common');
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <PageContainer className="max-w-2xl">
      <PageTitle title={t('routeError.title')} />
      <div role="alert" className="rounded-3xl bg-white p-10 text-center shadow-card ring-1 ring-stone-200/70">
        <h1 className="text-2xl font-bold text-stone-950">{t('routeError.heading')}</h1>
        <p className="mt-3 text-stone-700">
          {t('routeError.text')}
          {detail ? ` (${detail})` : ''}
        </p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      </div>
    </PageContainer>
  );
}
