import type { Catalog } from '../../translate';

/** The buyer's signed-in screens (dashboard and its tabs). */
export default {
  'dashboard.title': 'Your dashboard',
  'dashboard.pageTitle': '{tab} · Your dashboard',
  'dashboard.hello': 'Hello, {name}.',
  'dashboard.sections': 'Dashboard sections',
  'dashboard.logout': 'Logout',
  'tab.profile': 'Profile',
  'tab.ads': 'My Ads',
  'tab.orders': 'My Orders',
  'tab.visits': 'My visits',
  'tab.wishlist': 'Wishlist',
  'tab.messages': 'Messages',
  'tab.post': 'Post New Ad',
  'tab.settings': 'Settings (coming soon)',
  'orders.open': 'Open order history',
  'visits.open': 'Open My visits',
  'messages.open': 'Open the full chat',
  'post.lead':
    'Rent out your flat, an appliance or clothes: add a title, a monthly price, a picture and your contact details. An admin reviews every ad before it goes live, and you can follow its state under My Ads.',
  'post.action': 'Post an ad',
  'settings.title': 'Settings',
  'settings.lead':
    'Preferences such as notifications arrive in a later release. You can already change your name, email, bio and password.',
  'profile.edit': 'Edit profile',
  'profile.loading': 'Loading your profile…',
  'profile.name': 'Name',
  'profile.email': 'Email',
  'profile.bio': 'Bio',
  'profile.noBio': 'You have not written a bio yet.',
} satisfies Catalog;
