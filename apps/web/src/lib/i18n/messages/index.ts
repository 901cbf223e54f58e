import type { Language } from '../languages';
import type { Catalog } from '../translate';

// Each area's messages are their own module per language, loaded on demand: a visitor downloads only their language
// and the areas of the screens they open, the shell's `common` included (a Hindi visitor never downloads English's).
// The build names these chunks `i18n-<language>-<area>-<hash>.js` (vite.config.ts), so the server can preload the
// shell's catalogues of the page's language with its HTML (seo/page-render.ts `languageHead`).

/** The English catalogue of each area: the source of truth for keys (types only; nothing here is bundled). */
export interface Catalogs {
  common: typeof import('./en/common').default;
  home: typeof import('./en/home').default;
  auth: typeof import('./en/auth').default;
  buyer: typeof import('./en/buyer').default;
  catalogue: typeof import('./en/catalogue').default;
  cart: typeof import('./en/cart').default;
  contract: typeof import('./en/contract').default;
  forms: typeof import('./en/forms').default;
  owner: typeof import('./en/owner').default;
  messages: typeof import('./en/messages').default;
  notices: typeof import('./en/notices').default;
  visits: typeof import('./en/visits').default;
  upload: typeof import('./en/upload').default;
  report: typeof import('./en/report').default;
  admin: typeof import('./en/admin').default;
  reviews: typeof import('./en/reviews').default;
  trust: typeof import('./en/trust').default;
  alerts: typeof import('./en/alerts').default;
  talk: typeof import('./en/talk').default;
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
  'forms',
  'owner',
  'messages',
  'notices',
  'visits',
  'upload',
  'report',
  'admin',
  'reviews',
  'trust',
  'alerts',
  'talk',
];

type Loader = () => Promise<{ default: Catalog }>;

export const areaLoaders: Record<Language, Record<Area, Loader>> = {
  en: {
    common: () => import('./en/common'),
    home: () => import('./en/home'),
    auth: () => import('./en/auth'),
    buyer: () => import('./en/buyer'),
    catalogue: () => import('./en/catalogue'),
    cart: () => import('./en/cart'),
    contract: () => import('./en/contract'),
    forms: () => import('./en/forms'),
    owner: () => import('./en/owner'),
    messages: () => import('./en/messages'),
    notices: () => import('./en/notices'),
    visits: () => import('./en/visits'),
    upload: () => import('./en/upload'),
    report: () => import('./en/report'),
    admin: () => import('./en/admin'),
    reviews: () => import('./en/reviews'),
    trust: () => import('./en/trust'),
    alerts: () => import('./en/alerts'),
    talk: () => import('./en/talk'),
  },
  hi: {
    common: () => import('./hi/common'),
    home: () => import('./hi/home'),
    auth: () => import('./hi/auth'),
    buyer: () => import('./hi/buyer'),
    catalogue: () => import('./hi/catalogue'),
    cart: () => import('./hi/cart'),
    contract: () => import('./hi/contract'),
    forms: () => import('./hi/forms'),
    owner: () => import('./hi/owner'),
    messages: () => import('./hi/messages'),
    notices: () => import('./hi/notices'),
    visits: () => import('./hi/visits'),
    upload: () => import('./hi/upload'),
    report: () => import('./hi/report'),
    admin: () => import('./hi/admin'),
    reviews: () => import('./hi/reviews'),
    trust: () => import('./hi/trust'),
    alerts: () => import('./hi/alerts'),
    talk: () => import('./hi/talk'),
  },
};
