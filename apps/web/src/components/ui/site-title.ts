import { DEFAULT_SETTINGS } from '@kiraya/contract';
import { createContext, useContext } from 'react';

/** The site title the admin set (Settings → siteTitle); app/providers.tsx feeds it from the settings feature. */
const SiteTitleContext = createContext<string>(DEFAULT_SETTINGS.siteTitle);

export const SiteTitleProvider = SiteTitleContext.Provider;

export const useSiteTitle = () => useContext(SiteTitleContext);
