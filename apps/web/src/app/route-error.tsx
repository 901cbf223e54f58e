import { Component, type ReactNode } from 'react';
import { PageContainer } from '../components/layouts/page-container';
import { Button } from '../components/ui/button';
import { PageTitle } from '../components/ui/page-title';
import { useT } from '../lib/i18n';
import { Outlet, useLocation } from '../lib/router';

/** A screen that failed to load or render (a new release replaced its file, or a bug): offer a reload. */
export function RouteError() {
  const t = useT('common');
  return (
    <PageContainer className="max-w-2xl">
      <PageTitle title={t('routeError.title')} />
      <div role="alert" className="rounded-3xl bg-white p-10 text-center shadow-card ring-1 ring-stone-200/70">
        <h1 className="text-2xl font-bold text-stone-950">{t('routeError.heading')}</h1>
        <p className="mt-3 text-stone-700">{t('routeError.text')}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      </div>
    </PageContainer>
  );
}

interface BoundaryProps {
  /** The page the error belongs to: moving to another page clears it. */
  at: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  at: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, at: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // The error is remembered with the page it happened on; another page starts without it.
    if (state.failed && state.at === null) return { at: props.at };
    if (state.failed && state.at !== props.at) return { failed: false, at: null };
    return null;
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** The routes below it, with RouteError in their place when one of them throws (React Router's data router did this). */
export function RouteErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <Boundary at={pathname}>
      <Outlet />
    </Boundary>
  );
}
