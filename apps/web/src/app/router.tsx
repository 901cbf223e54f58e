import type { Role } from '@kiraya/contract';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireRole } from './guards/require-role';
import { RootLayout } from './layouts/root-layout';
import { SiteShell } from './layouts/site-shell';
import { RouteError } from './route-error';

/**
 * Every route of the spec's §2 route table. Each screen is its own lazy chunk; the owner and
 * admin areas are one chunk each, so a visitor on public screens never downloads their code.
 */
type Loader = () => Promise<Record<string, unknown>>;

function screen(path: string, load: Loader, name: string): RouteObject {
  return { path, lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

const home = () => import('./routes/public/home-page');
const category = () => import('./routes/public/category-page');
const categoryLists = () => import('./routes/public/category-list-pages');
const product = () => import('./routes/public/product-page');
const listing = () => import('./routes/public/listing-page');
const search = () => import('./routes/public/search-page');
const exploreAll = () => import('./routes/public/explore-all-page');
const about = () => import('./routes/public/about-page');
const contact = () => import('./routes/public/contact-page');
const notFound = () => import('./routes/public/not-found-page');
const buyer = () => import('./routes/buyer/buyer-screens');
const cart = () => import('./routes/buyer/cart-page');
const owner = () => import('./routes/owner/owner-screens');
const admin = () => import('./routes/admin/admin-screens');

function layout(load: Loader, name: string, children: RouteObject[]): RouteObject {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }), children };
}

/** A route group only a signed-in role may open; the others go to that role's own login. */
const guarded = (role: Role, children: RouteObject[]): RouteObject => ({ element: <RequireRole role={role} />, children });

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // The layout paints at once; a screen's chunk arrives after (the progress bar shows it).
    HydrateFallback: () => null,
    children: [
      {
        Component: SiteShell,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              // Visitor screens
              { index: true, lazy: async () => ({ Component: (await home()).HomePage }) },
              screen('category/:name', category, 'CategoryPage'),
              screen('product/:id', product, 'ProductPage'),
              screen('listing/:id', listing, 'ListingPage'),
              screen('search', search, 'SearchPage'),
              screen('explore-all', exploreAll, 'ExploreAllPage'),
              screen('property', categoryLists, 'PropertyPage'),
              screen('home-appliances', categoryLists, 'HomeAppliancesPage'),
              screen('dresses', categoryLists, 'DressesPage'),
              screen('about', about, 'AboutPage'),
              screen('contact', contact, 'ContactPage'),
              screen('cart', cart, 'CartPage'),

              // Sign-in screens of the three roles
              screen('login', buyer, 'LoginPage'),
              screen('register', buyer, 'RegisterPage'),
              screen('forgot-password', buyer, 'ForgotPasswordPage'),
              screen('owner-login', owner, 'OwnerLoginPage'),
              screen('owner-register', owner, 'OwnerRegisterPage'),
              screen('admin-login', admin, 'AdminLoginPage'),
              screen('admin-register', admin, 'AdminRegisterPage'),

              // Buyer screens behind a buyer login
              guarded('user', [
                screen('upload', buyer, 'UploadPage'),
                screen('dashboard', buyer, 'DashboardPage'),
                screen('edit-profile', buyer, 'EditProfilePage'),
                screen('order-history', buyer, 'OrderHistoryPage'),
                screen('checkout', buyer, 'CheckoutPage'),
                screen('notifications', buyer, 'NotificationsPage'),
                screen('chat', buyer, 'ChatPage'),
              ]),

              screen('*', notFound, 'NotFoundPage'),
            ],
          },
        ],
      },

      // Owner area: its own sidebar layout and chunk, behind an owner login
      guarded('owner', [
        layout(owner, 'OwnerLayout', [
          {
            ErrorBoundary: RouteError,
            children: [
              screen('owner-dashboard', owner, 'OwnerDashboardPage'),
              screen('upload-product', owner, 'UploadProductPage'),
              screen('my-products', owner, 'MyProductsPage'),
              screen('order-requests', owner, 'OrderRequestsPage'),
              screen('wallet', owner, 'WalletPage'),
              screen('profile-settings', owner, 'ProfileSettingsPage'),
              screen('support', owner, 'SupportPage'),
              screen('my-orders', owner, 'MyOrdersPage'),
              screen('owner-notifications', owner, 'OwnerNotificationsPage'),
            ],
          },
        ]),
      ]),

      // Admin area: its own sidebar layout and chunk, behind an admin login
      guarded('admin', [
        layout(admin, 'AdminLayout', [
          {
            ErrorBoundary: RouteError,
            children: [
              screen('admin', admin, 'AdminPage'),
              screen('admin-dashboard', admin, 'AdminDashboardPage'),
              screen('admin/manage-users', admin, 'ManageUsersPage'),
              screen('admin/manage-listings', admin, 'ManageListingsPage'),
              screen('admin/approve-requests', admin, 'ApproveRequestsPage'),
              screen('admin/messages', admin, 'AdminMessagesPage'),
              screen('admin/reports', admin, 'ReportsPage'),
              screen('admin/payment-history', admin, 'PaymentHistoryPage'),
              screen('admin/feedbacks', admin, 'FeedbacksPage'),
              screen('admin/notifications', admin, 'AdminNotificationsPage'),
              screen('admin/settings', admin, 'SettingsPage'),
            ],
          },
        ]),
      ]),
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
