import type { CatalogueItem, Category, Role, Sort } from '@kiraya/contract';
import { apiUrl, type QueryParams } from './api-client';

type Search = Record<string, string | number | undefined | null>;

function withSearch(path: string, params: Search = {}): string {
  return apiUrl(path, params as QueryParams);
}

/** Every in-app URL, built in one place. */
export const paths = {
  home: () => '/',
  ownerProfile: (id: number, params?: { page?: number }) => withSearch(`/owners/${id}`, params),
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
  myVisits: () => '/visits',
  savedSearches: () => '/saved-searches',
  about: () => '/about',
  contact: () => '/contact',
  ownerLogin: () => '/owner-login',
  ownerRegister: () => '/owner-register',
  ownerDashboard: () => '/owner-dashboard',
  adminLogin: () => '/admin-login',
  adminRegister: () => '/admin-register',
  forgotPassword: () => '/forgot-password',
  // Owner area
  uploadProduct: () => '/upload-product',
  myProducts: () => '/my-products',
  orderRequests: () => '/order-requests',
  wallet: () => '/wallet',
  profileSettings: () => '/profile-settings',
  support: () => '/support',
  myOrders: () => '/my-orders',
  ownerNotifications: () => '/owner-notifications',
  ownerVisits: () => '/owner-visits',
  // Admin area
  admin: () => '/admin',
  adminDashboard: (section?: string) => withSearch('/admin-dashboard', { section }),
  manageUsers: () => '/admin/manage-users',
  manageListings: () => '/admin/manage-listings',
  approveRequests: () => '/admin/approve-requests',
  adminMessages: () => '/admin/messages',
  adminReports: () => '/admin/reports',
  paymentHistory: () => '/admin/payment-history',
  adminFeedbacks: () => '/admin/feedbacks',
  adminNotifications: () => '/admin/notifications',
  adminSettings: () => '/admin/settings',
  adminSynonyms: () => '/admin/synonyms',
  // disputes desk
  adminDisputes: () => '/admin/disputes',
  // reviews both ways
  adminReviewReports: () => '/admin/review-reports',
  // Buyer–owner conversations
  conversations: () => '/conversations',
  conversation: (id: number) => `/conversations/${id}`,
  ownerMessages: () => '/owner-messages',
  ownerConversation: (id: number) => `/owner-messages/${id}`,
  adminTalkQueue: () => '/admin/conversations',
  adminTalkConversation: (id: number) => `/admin/conversations/${id}`,
} as const;

/** Every API URL the web app calls (relative: same origin, proxied by Vite in development). */
export const apiPaths = {
  categoryWiseProducts: (params: { city?: string }) => apiUrl('/api/category-wise-products', params),
  latestListings: (params: { city?: string; limit?: number }) => apiUrl('/api/latest-listings', params),
  listing: (id: number) => `/api/listings/${id}`,
  product: (id: number) => `/api/product/${id}`,
  products: (params: { category?: string; exclude?: number; limit?: number; page?: number }) => apiUrl('/api/products', params),
  allProducts: (params: QueryParams) => apiUrl('/api/all-products', params),
  search: (params: { query: string; city?: string; page?: number; limit?: number; include_unavailable?: '1' } & QueryParams) =>
    apiUrl('/api/search', params),
  searchSuggest: (q: string) => apiUrl('/api/search/suggest', { q }),
  adminSynonyms: (params: { page?: number; limit?: number; q?: string } = {}) => apiUrl('/api/admin/synonyms', params),
  adminSynonym: (id: number) => `/api/admin/synonyms/${id}`,
  settings: () => '/api/settings',
  // Accounts
  language: (role: Role) => `/api/${role}/language`,
  userRegister: () => '/api/auth/register',
  userLogin: () => '/api/auth/login',
  currentUser: () => '/api/auth/user',
  ownerRegister: () => '/api/owners/register',
  ownerLogin: () => '/api/owners/login',
  ownerProfile: () => '/api/owner/profile',
  adminRegister: () => '/api/admins/register',
  adminLogin: () => '/api/admins/login',
  forgotPassword: () => '/api/auth/forgot-password',
  logoutAll: () => '/api/auth/logout-all',
  resetPassword: () => '/api/auth/reset-password',
  // Buyer ads
  postAd: () => '/api/listings',
  myAds: (params: { page?: number; limit?: number } = {}) => apiUrl('/api/listings/mine', params),
  // Owner products
  createProduct: () => '/api/products',
  ownerProducts: (ownerId: number, params: { page?: number; limit?: number } = {}) => apiUrl(`/api/products/owner/${ownerId}`, params),
  ownerProduct: (id: number) => `/api/products/${id}`,
  ownerProductImage: (id: number) => `/api/products/${id}/image`,
  ownerProductPhotos: (id: number) => `/api/products/${id}/photos`,
  ownerProductPhoto: (id: number, photoId: number) => `/api/products/${id}/photos/${photoId}`,
  ownerProductPhotoOrder: (id: number) => `/api/products/${id}/photos/order`,
  // Admin
  adminTable: (table: 'users' | 'owners' | 'products' | 'listings', params: { page?: number; limit?: number; q?: string } = {}) =>
    apiUrl(`/api/admin/${table}`, params),
  adminRow: (table: 'users' | 'owners' | 'products' | 'listings', id: number) => `/api/admin/${table}/${id}`,
  approvalRequests: (params: { page?: number; limit?: number } = {}) => apiUrl('/api/admin/requests', params),
  approveRequest: (id: string) => `/api/admin/requests/${encodeURIComponent(id)}/approve`,
  rejectRequest: (id: string) => `/api/admin/requests/${encodeURIComponent(id)}/reject`,
  approvalRequest: (id: string) => `/api/admin/requests/${encodeURIComponent(id)}`,
  undoApproval: (id: string) => `/api/admin/requests/${encodeURIComponent(id)}/undo`,
  // Trust: verified owners and the public owner profile
  ownerVerification: (ownerId: number) => `/api/admin/owners/${ownerId}/verification`,
  revokeVerification: (ownerId: number) => `/api/admin/owners/${ownerId}/verification/revoke`,
  myVerification: () => '/api/owner/verification',
  publicOwnerProfile: (ownerId: number, params: { page?: number; limit?: number } = {}) => apiUrl(`/api/owners/${ownerId}/profile`, params),
  outbox: (params: { page?: number } = {}) => apiUrl('/api/admin/outbox', params),
  // Wishlist (buyer)
  wishlist: () => '/api/wishlist',
  userWishlist: (userId: number, params: { page?: number; limit?: number } = {}) => apiUrl(`/api/wishlist/${userId}`, params),
  wishlistEntry: (wishlistId: number) => `/api/wishlist/${wishlistId}`,
  savedSearches: (params: { page?: number; limit?: number } = {}) => apiUrl('/api/saved-searches', params),
  savedSearch: (id: number) => `/api/saved-searches/${id}`,
  pushKey: () => '/api/push/key',
  pushSubscriptions: () => '/api/push/subscriptions',
  // Orders: checkout and the buyer's orders
  orders: () => '/api/orders',
  buyerOrders: (userId: number, params: { page?: number; limit?: number } = {}) => apiUrl(`/api/orders/${userId}`, params),
  cancelOrderLine: (itemId: number) => `/api/orders/items/${itemId}/cancel`,
  // Owner: order requests (itemId is a line's item_id), my orders, wallet
  ownerOrders: (ownerId: number, params: { status?: string; page?: number; limit?: number } = {}) =>
    apiUrl(`/api/orders/owner/${ownerId}`, params),
  decideOrderLine: (itemId: number, action: 'accept' | 'reject') => `/api/orders/${itemId}/${action}`,
  ownerSales: (params: { page?: number; limit?: number } = {}) => apiUrl('/api/orders/my-orders', params),
  wallet: (params: { page?: number; limit?: number } = {}) => apiUrl('/api/wallet', params),
  withdraw: () => '/api/wallet/withdraw',
  // Admin: orders, ad order lines, payments
  adminOrders: (params: { status?: string; from?: string; to?: string; page?: number; limit?: number } = {}) =>
    apiUrl('/api/admin/orders', params),
  adminDecideOrderLine: (itemId: number, action: 'accept' | 'reject') => `/api/admin/order-items/${itemId}/${action}`,
  adminPayments: (params: { status?: string; page?: number; limit?: number } = {}) => apiUrl('/api/admin/payments', params),
  processPayment: (id: number) => `/api/admin/payments/${id}/process`,
  // Chat (support): add entries only inside this block
  /** A buyer's own conversation (its id is the buyer's user id): GET, POST, DELETE. */
  userMessages: (userId: number) => `/api/user/messages/${userId}`,
  /** EventSource cannot send headers: the stream routes alone take the token in the query. */
  userMessagesStream: (userId: number, token: string) => apiUrl(`/api/user/messages/${userId}/stream`, { access_token: token }),
  adminConversations: (params: { page?: number; limit?: number } = {}) => apiUrl('/api/admin/messages/users', params),
  adminUnreadMessages: () => '/api/admin/messages/unread-count',
  adminMessagesStream: (token: string) => apiUrl('/api/admin/messages/stream', { access_token: token }),
  adminConversation: (userId: number) => `/api/admin/messages/${userId}`,
  adminMarkRead: (userId: number) => `/api/admin/messages/${userId}/mark-read`,
  // end Chat
  // Buyer–owner conversations: add entries only inside this block
  talkOpen: () => '/api/conversations',
  talkList: (params: { page?: number; limit?: number } = {}) => apiUrl('/api/conversations', params),
  talkUnread: () => '/api/conversations/unread-count',
  talk: (id: number) => `/api/conversations/${id}`,
  talkMessages: (id: number) => `/api/conversations/${id}/messages`,
  talkPhotos: (id: number) => `/api/conversations/${id}/photos`,
  talkStream: (id: number, token: string) => apiUrl(`/api/conversations/${id}/stream`, { access_token: token }),
  talkShare: (id: number) => `/api/conversations/${id}/share-number`,
  talkBlock: (id: number) => `/api/conversations/${id}/block`,
  talkReport: (id: number) => `/api/conversations/${id}/report`,
  adminTalkQueue: (params: { page?: number; limit?: number } = {}) => apiUrl('/api/admin/conversations', params),
  adminTalk: (id: number) => `/api/admin/conversations/${id}`,
  adminTalkClose: (id: number) => `/api/admin/conversations/${id}/close-flag`,
  // end Buyer–owner conversations
  // Notifications: add entries only inside this block
  /** A buyer's or an owner's own inbox ('own'), or the admins' shared one ('admin'). */
  notifications: (inbox: 'own' | 'admin', params: { page?: number; limit?: number; unread?: 'true' } = {}) =>
    apiUrl(inbox === 'admin' ? '/api/admin/notifications' : '/api/notifications', params),
  /** Live new notifications (EventSource: the token in the query). */
  notificationsStream: (inbox: 'own' | 'admin', token: string) =>
    apiUrl(inbox === 'admin' ? '/api/admin/notifications/stream' : '/api/notifications/stream', { access_token: token }),
  notificationsUnreadCount: (inbox: 'own' | 'admin') =>
    inbox === 'admin' ? '/api/admin/notifications/unread-count' : '/api/notifications/unread-count',
  notificationRead: (inbox: 'own' | 'admin', id: number) =>
    inbox === 'admin' ? `/api/admin/notifications/${id}/read` : `/api/notifications/${id}/read`,
  notificationsReadAll: (inbox: 'own' | 'admin') =>
    inbox === 'admin' ? '/api/admin/notifications/read-all' : '/api/notifications/read-all',
  // end Notifications
  // Reports and feedback: add entries only inside this block
  reports: () => '/api/reports',
  adminReports: (params: { status?: string; page?: number; limit?: number } = {}) => apiUrl('/api/admin/reports', params),
  adminReport: (id: number) => `/api/admin/reports/${id}`,
  ignoreReport: (id: number) => `/api/admin/reports/${id}/ignore`,
  feedbacks: () => '/api/feedbacks',
  myFeedback: (itemIds: readonly number[]) => apiUrl('/api/feedbacks/mine', { item_ids: itemIds.join(',') }),
  productRating: (productId: number) => `/api/products/${productId}/rating`,
  adminFeedbacks: (params: { page?: number; limit?: number } = {}) => apiUrl('/api/admin/feedbacks', params),
  adminFeedbackSummary: () => '/api/admin/feedbacks/summary',
  adminFeedback: (id: number) => `/api/admin/feedbacks/${id}`,
  // end Reports and feedback
  // reviews both ways (docs/reviews.md)
  lineReview: (itemId: number) => `/api/orders/items/${itemId}/review`,
  reportReview: (reviewId: number) => `/api/reviews/${reviewId}/report`,
  productReviews: (productId: number, params: { page?: number; limit?: number } = {}) =>
    apiUrl(`/api/products/${productId}/reviews`, params),
  ownerReviews: (ownerId: number, params: { page?: number; limit?: number } = {}) => apiUrl(`/api/owners/${ownerId}/reviews`, params),
  adminReviewReports: (params: { status?: string; page?: number; limit?: number } = {}) => apiUrl('/api/admin/review-reports', params),
  decideReviewReport: (id: number, action: 'hide' | 'dismiss') => `/api/admin/review-reports/${id}/${action}`,
  // Settings and dashboard: add entries only inside this block
  adminSettings: () => '/api/admin/settings',
  adminSummary: () => '/api/admins/summary',
  // end Settings and dashboard
  // Visits and rental offers: add entries only inside this block
  requestVisit: () => '/api/visits',
  visits: (side: 'mine' | 'owner', params: { status?: string; page?: number; limit?: number } = {}) =>
    apiUrl(`/api/visits/${side}`, params),
  /** confirm, propose, decline (owner); accept-time, cancel (buyer). */
  moveVisit: (id: number, move: 'confirm' | 'propose' | 'decline' | 'accept-time' | 'cancel') => `/api/visits/${id}/${move}`,
  visitOffers: (visitId: number) => `/api/visits/${visitId}/offers`,
  /** accept, decline (buyer); withdraw (owner). */
  rentalOffer: (id: number, move: 'accept' | 'decline' | 'withdraw') => `/api/rental-offers/${id}/${move}`,
  // end Visits and rental offers
} as const;
