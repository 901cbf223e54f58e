import type { CatalogueItem, Category, Sort } from '@kiraya/contract';
import { apiUrl, type QueryParams } from './api-client';

type Search = Record<string, string | number | undefined | null>;

function withSearch(path: string, params: Search = {}): string {
  return apiUrl(path, params as QueryParams);
}

/** Every in-app URL, built in one place. */
export const paths = {
  home: () => '/',
  category: (slug: Category | string, params?: { q?: string; sort?: Sort; page?: number }) =>
    withSearch(`/category/${encodeURIComponent(slug)}`, params),
  product: (id: number) => `/product/${id}`,
  listing: (id: number) => `/listing/${id}`,
  /** A card's detail page: products open /product/{id}, listings /listing/{id}. */
  item: (item: Pick<CatalogueItem, 'id' | 'source'>) => (item.source === 'products' ? `/product/${item.id}` : `/listing/${item.id}`),
  search: (params: { query?: string; city?: string; page?: number } = {}) => withSearch('/search', params),
  exploreAll: () => '/explore-all',
  property: () => '/property',
  homeAppliances: () => '/home-appliances',
  dresses: () => '/dresses',
  upload: () => '/upload',
  cart: () => '/cart',
  login: () => '/login',
  register: () => '/register',
  dashboard: () => '/dashboard',
  editProfile: () => '/edit-profile',
  orderHistory: () => '/order-history',
  checkout: () => '/checkout',
  notifications: () => '/notifications',
  chat: () => '/chat',
  about: () => '/about',
  contact: () => '/contact',
  ownerLogin: () => '/owner-login',
  ownerRegister: () => '/owner-register',
  ownerDashboard: () => '/owner-dashboard',
  adminLogin: () => '/admin-login',
  adminRegister: () => '/admin-register',
  forgotPassword: () => '/forgot-password',
} as const;

/** Every API URL the web app calls (relative: same origin, proxied by Vite in development). */
export const apiPaths = {
  categoryWiseProducts: (params: { city?: string }) => apiUrl('/api/category-wise-products', params),
  latestListings: (params: { city?: string; limit?: number }) => apiUrl('/api/latest-listings', params),
  listing: (id: number) => `/api/listings/${id}`,
  product: (id: number) => `/api/product/${id}`,
  products: (params: { category?: string; exclude?: number; limit?: number; page?: number }) => apiUrl('/api/products', params),
  allProducts: (params: QueryParams) => apiUrl('/api/all-products', params),
  search: (params: { query: string; city?: string; page?: number; limit?: number }) => apiUrl('/api/search', params),
} as const;
