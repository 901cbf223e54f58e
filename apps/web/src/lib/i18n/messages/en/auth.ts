import type { Catalog } from '../../translate';

/** Sign-in screens (login, register, forgot password). */
export default {
  email: 'Email',
  password: 'Password',
  loggedOut: 'You have logged out.',
  loggedInAs: 'You are logged in as {name}.',
  'login.title': 'Log in',
  'login.lead': 'Log in to post ads, keep a wishlist and follow your orders on Kiraya.',
  'login.submit': 'Log in',
  'login.pending': 'Logging in…',
  'login.failed': '❌ Login failed',
  'login.offline': '❌ Login failed. Please try again.',
  'login.forgot': 'Forgot your password?',
  'login.toDashboard': 'Go to your dashboard',
  'login.newHere': 'New to Kiraya?',
  'login.createAccount': 'Create an account',
  'login.rentOut': 'Rent out your own products?',
  'login.ownerLogin': 'Owner login',
} satisfies Catalog;
