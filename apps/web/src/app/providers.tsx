import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SiteTitleProvider } from '../components/ui/site-title';
import { useSiteTitle } from '../features/settings';
import { createQueryClient } from '../lib/query-client';
import { LanguageSync } from './language-sync';

/** Hands the admin's site title to the logo and every page's <title> (components/ cannot read the settings feature). */
function SiteTitleFromSettings({ children }: { children: ReactNode }) {
  return <SiteTitleProvider value={useSiteTitle()}>{children}</SiteTitleProvider>;
}

/** `client`: a query cache already filled (the server's render, or the browser's hydrated from it); else a new one. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageSync />
      <SiteTitleFromSettings>{children}</SiteTitleFromSettings>
    </QueryClientProvider>
  );
}
