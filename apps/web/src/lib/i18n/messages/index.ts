import type { Language } from '../languages';
import type { Catalog } from '../translate';
import englishCommon from './en/common';

// Each area's messages are their own module per language, loaded on demand: a visitor downloads only their language
// and the areas of the screens they open. English `common` (the shell) is in the main bundle, as English is the default.

export { englishCommon };

/** The English catalogue of each area: the source of truth for keys (types only; nothing here is bundled). */
export interface Catalogs {
  common: typeof englishCommon;
  home: typeof import('./en/home').default;
  auth: typeof import('./en/auth').default;
  buyer: typeof import('./en/buyer').default;
  catalogue: typeof import('./en/catalogue').default;
  cart: typeof import('./en/cart').default;
  contract: typeof import('./en/contract').default;
  owner: typeof import('./en/owner').default;
  messages: typeof import('./en/messages').default;
  notices: typeof import('./en/notices').default;
  visits: typeof import('./en/visits').default;
  upload: typeof import('./en/upload').default;
  admin: typeof import('./en/admin').default;
}
export type Area = keyof Catalogs;
export const AREAS: readonly Area[] = [
  'common',
  'home',
  'auth',
  'buyer',
  'catalogue',
  'cart',
  'contract',
  'owner',
  'messages',
  'notices',
  'visits',
  'upload',
  'admin',
];

type Loader = () => Promise<{ default: Catalog }>;

export const areaLoaders: Record<Language, Record<Area, Loader>> = {
  en: {
    common: async () => ({ default: englishCommon }),
    home: () => import('./en/home'),
    auth: () => import('./en/auth'),
    buyer: () => import('./en/buyer'),
    catalogue: () => import('./en/catalogue'),
    cart: () => import('./en/cart'),
    contract: () => import('./en/contract'),
    owner: () => import('./en/owner'),
    messages: () => import('./en/messages'),
    notices: () => import('./en/notices'),
    visits: () => import('./en/visits'),
    upload: () => import('./en/upload'),
    admin: () => import('./en/admin'),
  },
  hi: {
    common: () => import('./hi/common'),
    home: () => import('./hi/home'),
    auth: () => import('./hi/auth'),
    buyer: () => import('./hi/buyer'),
    catalogue: () => import('./hi/catalogue'),
    cart: () => import('./hi/cart'),
    contract: () => import('./hi/contract'),
    owner: () => import('./hi/owner'),
    messages: () => import('./hi/messages'),
    notices: () => import('./hi/notices'),
    visits: () => import('./hi/visits'),
    upload: () => import('./hi/upload'),
    admin: () => import('./hi/admin'),
  },
};
