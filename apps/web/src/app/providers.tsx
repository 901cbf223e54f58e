import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SiteTitleProvider } from '../components/ui/site-title';
import { useSiteTitle } from '../features/settings';
import { createQueryClient } from '../lib/query-client';
import { LanguageSync } from './language-sync';

/** Hands the admin's site title to the logo and every page's <title> (components/ cannot read the settings feature). */
function SiteTitleFromSettings({ children }: { children: ReactNode }) {
  return <SiteTitleProvider value={useSiteTitle()}>{children}</SiteTitleProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageSync />
      <SiteTitleFromSettings>{children}</SiteTitleFromSettings>
    </QueryClientProvider>
  );
}
