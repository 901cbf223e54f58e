import type { Role } from '@kiraya/contract';
import { type Area, loadAreas } from '../lib/i18n';
import { LazyScreen, type ChunkLoader as Loader, loadChunk } from '../lib/route-loading';
import { type Location, matchRoutes, type RouteObject, useRoutes } from '../lib/router';
import { RequireRole } from './guards/require-role';
import { RootLayout } from './layouts/root-layout';
import { SiteShell } from './layouts/site-shell';
import { RouteErrorBoundary } from './route-error';

/**
 * Every route of the spec's §2 route table, for React Router's declarative `useRoutes` (no data router: the app has
 * no loaders or actions, and the data router's code cost ~15 KB compressed on every first visit). Each screen is its
 * own lazy chunk (lib/route-loading.ts); the owner and admin areas are one chunk each, so a visitor on public screens
 * never downloads their code.
 */
function screen(path: string, load: Loader, name: string): RouteObject {
  return { path, ...lazy(load, name) };
}

/** A route's element from a chunk; `handle.load` lets `preloadRoutes` fetch it ahead. */
const lazy = (load: Loader, name: string) => ({ element: <LazyScreen load={load} name={name} />, handle: { load } });

/** A screen that throws (or whose chunk fails to load) shows the reload panel in place of the screen only. */
const boundary = (children: RouteObject[]): RouteObject => ({ element: <RouteErrorBoundary />, children });

/** A chunk's loader that also loads the message areas its screens read, in the active language, at the same time. */
const withAreas =
  (areas: readonly Area[], load: Loader): Loader =>
  async () =>
    (await Promise.all([load(), loadAreas(areas)]))[0];

const home = withAreas(['home'], () => import('./routes/public/home-page'));
const category = withAreas(['catalogue'], () => import('./routes/public/category-page'));
const categoryLists = withAreas(['catalogue'], () => import('./routes/public/category-list-pages'));
const product = withAreas(['catalogue'], () => import('./routes/public/product-page'));
const listing = withAreas(['catalogue'], () => import('./routes/public/listing-page'));
const ownerProfile = withAreas(['catalogue', 'trust'], () => import('./routes/public/owner-profile-page'));
const search = withAreas(['catalogue'], () => import('./routes/public/search-page'));
const exploreAll = withAreas(['catalogue'], () => import('./routes/public/explore-all-page'));
const about = withAreas(['home'], () => import('./routes/public/about-page'));
const contact = withAreas(['home'], () => import('./routes/public/contact-page'));
const notFound = () => import('./routes/public/not-found-page');
const buyer = withAreas(
  ['auth', 'buyer', 'cart', 'forms', 'messages', 'notices', 'visits', 'upload', 'reviews', 'alerts', 'talk'],
  () => import('./routes/buyer/buyer-screens'),
);
const cart = withAreas(['cart', 'forms'], () => import('./routes/buyer/cart-page'));
const owner = withAreas(
  ['auth', 'buyer', 'owner', 'forms', 'messages', 'notices', 'visits', 'upload', 'reviews', 'trust', 'talk'],
  () => import('./routes/owner/owner-screens'),
);
// 'buyer': the dispute desk shows a line's history in the buyer's and owner's own words.
const admin = withAreas(
  ['auth', 'buyer', 'forms', 'messages', 'notices', 'admin', 'reviews', 'trust', 'catalogue', 'talk'],
  () => import('./routes/admin/admin-screens'),
);

/** Screens of one chunk, as path → exported component name. */
const screens = (load: Loader, table: Record<string, string>): RouteObject[] =>
  Object.entries(table).map(([path, name]) => screen(path, load, name));

/** A signed-in area (owner, admin): its own layout from its chunk, its screens under one error boundary. */
function area(role: Role, load: Loader, layoutName: string, table: Record<string, string>): RouteObject {
  return guarded(role, [{ ...lazy(load, layoutName), children: [boundary(screens(load, table))] }]);
}

/** A route group only a signed-in role may open; the others go to that role's own login. */
const guarded = (role: Role, children: RouteObject[]): RouteObject => ({ element: <RequireRole role={role} />, children });

export const routes: RouteObject[] = [
  {
    element: <RouteErrorBoundary />,
    children: [
      {
        Component: RootLayout,
        children: [
          {
            Component: SiteShell,
            children: [
              boundary([
                // Visitor screens
                { index: true, ...lazy(home, 'HomePage') },
                screen('category/:name', category, 'CategoryPage'),
                screen('product/:id', product, 'ProductPage'),
                screen('listing/:id', listing, 'ListingPage'),
                screen('owners/:id', ownerProfile, 'OwnerProfilePage'),
                screen('search', search, 'SearchPage'),
                screen('explore-all', exploreAll, 'ExploreAllPage'),
                ...screens(categoryLists, { property: 'PropertyPage', 'home-appliances': 'HomeAppliancesPage', dresses: 'DressesPage' }),
                screen('about', about, 'AboutPage'),
                screen('contact', contact, 'ContactPage'),
                screen('cart', cart, 'CartPage'),

                // Sign-in screens of the three roles
                ...screens(buyer, { login: 'LoginPage', register: 'RegisterPage', 'forgot-password': 'ForgotPasswordPage' }),
                ...screens(owner, { 'owner-login': 'OwnerLoginPage', 'owner-register': 'OwnerRegisterPage' }),
                ...screens(admin, { 'admin-login': 'AdminLoginPage', 'admin-register': 'AdminRegisterPage' }),

                // Buyer screens behind a buyer login
                guarded(
                  'user',
                  screens(buyer, {
                    upload: 'UploadPage',
                    dashboard: 'DashboardPage',
                    'edit-profile': 'EditProfilePage',
                    'order-history': 'OrderHistoryPage',
                    checkout: 'CheckoutPage',
                    notifications: 'NotificationsPage',
                    chat: 'ChatPage',
                    visits: 'MyVisitsPage',
                    'saved-searches': 'SavedSearchesPage',
                    conversations: 'ConversationsPage',
                    'conversations/:id': 'ConversationPage',
                  }),
                ),

                screen('*', notFound, 'NotFoundPage'),
              ]),
            ],
          },

          // Owner area: its own sidebar layout and chunk, behind an owner login
          area('owner', owner, 'OwnerLayout', {
            'owner-dashboard': 'OwnerDashboardPage',
            'upload-product': 'UploadProductPage',
            'my-products': 'MyProductsPage',
            'order-requests': 'OrderRequestsPage',
            wallet: 'WalletPage',
            'profile-settings': 'ProfileSettingsPage',
            support: 'SupportPage',
            'my-orders': 'MyOrdersPage',
            'owner-notifications': 'OwnerNotificationsPage',
            'owner-visits': 'OwnerVisitsPage',
            'owner-messages': 'OwnerMessagesPage',
            'owner-messages/:id': 'OwnerConversationPage',
          }),

          // Admin area: its own sidebar layout and chunk, behind an admin login
          area('admin', admin, 'AdminLayout', {
            admin: 'AdminPage',
            'admin-dashboard': 'AdminDashboardPage',
            'admin/manage-users': 'ManageUsersPage',
            'admin/manage-listings': 'ManageListingsPage',
            'admin/approve-requests': 'ApproveRequestsPage',
            'admin/messages': 'AdminMessagesPage',
            'admin/reports': 'ReportsPage',
            'admin/payment-history': 'PaymentHistoryPage',
            'admin/feedbacks': 'FeedbacksPage',
            'admin/notifications': 'AdminNotificationsPage',
            'admin/settings': 'SettingsPage',
            'admin/synonyms': 'SynonymsPage',
            'admin/disputes': 'DisputesPage',
            'admin/review-reports': 'ReviewReportsPage',
            'admin/conversations': 'TalkQueuePage',
            'admin/conversations/:id': 'TalkConversationPage',
          }),
        ],
      },
    ],
  },
];

/** The screen of the current location (inside a BrowserRouter, or the server's StaticRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the chunks (and message areas) of the screens `location` shows, so the first render is the page itself: the
 * browser calls it before hydrating a server-rendered page, the server before rendering one.
 */
export async function preloadRoutes(location: Partial<Location> | string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const load = (route.handle as { load?: Loader } | undefined)?.load;
      return load ? loadChunk(load) : undefined;
    }),
  );
}
