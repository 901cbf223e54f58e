import { ACCOUNT_ADMIN_MSG, ACCOUNT_LOOKUP_MSG } from '@kiraya/contract/accounts/rules';
import { CATALOGUE_MSG } from '@kiraya/contract/catalogue/rules';
import { CHAT_MSG } from '@kiraya/contract/chat/rules';
import { ADMIN_MSG, DASHBOARD_MSG } from '@kiraya/contract/dashboard/rules';
import { FEEDBACK_MSG } from '@kiraya/contract/feedback/rules';
import { LISTING_ADMIN_MSG, LISTING_FIELD_MSG, LISTING_MSG } from '@kiraya/contract/listings/rules';
import { MODERATION_MSG } from '@kiraya/contract/moderation/rules';
import { NOTIFICATION_MSG } from '@kiraya/contract/notifications/rules';
import { IDEMPOTENCY_KEY_MSG, IDEMPOTENCY_MSG, ORDER_MSG } from '@kiraya/contract/orders/rules';
import { PHOTO_MSG, PRODUCT_ADMIN_MSG, PRODUCT_FIELD_MSG, PRODUCT_MSG, UPLOAD_MSG } from '@kiraya/contract/products/rules';
import { RENT_MSG } from '@kiraya/contract/renting/rules';
import { REPORT_MSG, REPORT_STATUS_MSG } from '@kiraya/contract/reports/rules';
import { SEARCH_MSG } from '@kiraya/contract/search/rules';
import { SETTINGS_FIELD_MSG, SETTINGS_MSG } from '@kiraya/contract/settings/rules';
import { VISIT_MSG } from '@kiraya/contract/visits/rules';
import { AMOUNT_MSG, PAYMENT_MSG, WALLET_MSG } from '@kiraya/contract/wallet/rules';
import { WISHLIST_MSG } from '@kiraya/contract/wishlist/rules';
import type { Catalog } from '../../translate';
import { keyed } from './contract';

/**
 * The contract's message groups beyond the `contract` area (which a Hindi first visit loads, so it stays small): the
 * signed-in screens' groups, and the template messages the server sends with `params` (`{minutes}`, `{title}`), keyed
 * `GROUP.path` like the `contract` area, so a server `code` finds its key (`messageCode`). Loaded with the signed-in
 * areas, and before a failed request's error is shown in Hindi.
 */
export default {
  ...keyed('ACCOUNT_ADMIN_MSG', ACCOUNT_ADMIN_MSG),
  ...keyed('ACCOUNT_LOOKUP_MSG', ACCOUNT_LOOKUP_MSG),
  ...keyed('CATALOGUE_MSG', CATALOGUE_MSG),
  ...keyed('SEARCH_MSG', SEARCH_MSG),
  ...keyed('PRODUCT_MSG', PRODUCT_MSG),
  ...keyed('PRODUCT_FIELD_MSG', PRODUCT_FIELD_MSG),
  ...keyed('PRODUCT_ADMIN_MSG', PRODUCT_ADMIN_MSG),
  ...keyed('UPLOAD_MSG', UPLOAD_MSG),
  ...keyed('PHOTO_MSG', PHOTO_MSG),
  ...keyed('LISTING_MSG', LISTING_MSG),
  ...keyed('LISTING_FIELD_MSG', LISTING_FIELD_MSG),
  ...keyed('LISTING_ADMIN_MSG', LISTING_ADMIN_MSG),
  ...keyed('RENT_MSG', RENT_MSG),
  ...keyed('IDEMPOTENCY_MSG', IDEMPOTENCY_MSG),
  ...keyed('IDEMPOTENCY_KEY_MSG', IDEMPOTENCY_KEY_MSG),
  ...keyed('VISIT_MSG', VISIT_MSG),
  ...keyed('WALLET_MSG', WALLET_MSG),
  ...keyed('AMOUNT_MSG', AMOUNT_MSG),
  ...keyed('PAYMENT_MSG', PAYMENT_MSG),
  ...keyed('WISHLIST_MSG', WISHLIST_MSG),
  ...keyed('CHAT_MSG', CHAT_MSG),
  ...keyed('NOTIFICATION_MSG', NOTIFICATION_MSG),
  ...keyed('REPORT_MSG', REPORT_MSG),
  'REPORT_STATUS_MSG.invalid': REPORT_STATUS_MSG,
  ...keyed('FEEDBACK_MSG', FEEDBACK_MSG),
  ...keyed('SETTINGS_MSG', SETTINGS_MSG),
  ...keyed('SETTINGS_FIELD_MSG', SETTINGS_FIELD_MSG),
  ...keyed('MODERATION_MSG', MODERATION_MSG),
  ...keyed('DASHBOARD_MSG', DASHBOARD_MSG),
  'ADMIN_MSG.deleted': ADMIN_MSG.deleted,
  // Template messages, with the names of the params the server sends (a plural one is chosen by its number).
  'ACCOUNT_MSG.tooManyAttempts': {
    one: 'Too many failed login attempts. Please try again in {minutes} minute.',
    other: 'Too many failed login attempts. Please try again in {minutes} minutes.',
  },
  'ACCOUNT_MSG.tooManyResetRequests': {
    one: 'Too many password reset requests. Please try again in {minutes} minute.',
    other: 'Too many password reset requests. Please try again in {minutes} minutes.',
  },
  'CATALOGUE_MSG.unknownCategory': CATALOGUE_MSG.unknownCategory('{input}'),
  'UPLOAD_MSG.tooManyPixels': 'The image has too many pixels (at most {megapixels} megapixels).',
  'PHOTO_MSG.tooMany': 'An item can have at most {max} photos.',
  'PHOTO_MSG.full': 'This item already has {max} photos: remove one before adding another.',
  'RENT_MSG.belowMinimum': {
    one: '"{title}" is rented for at least {min} month.',
    other: '"{title}" is rented for at least {min} months.',
  },
  'RENT_MSG.startTooEarly': '"{title}" can be handed over from {day}.',
  'RENT_MSG.startTooLate': 'Choose a start date for "{title}" on or before {day}.',
  'RENT_MSG.notAvailable': RENT_MSG.notAvailable('{title}'),
  'RENT_MSG.sold': RENT_MSG.sold('{title}'),
  'RENT_MSG.quantityBelowSold': {
    one: '{sold} unit is already sold: the quantity cannot be lower.',
    other: '{sold} units are already sold: the quantity cannot be lower.',
  },
  'ORDER_MSG.unavailable': ORDER_MSG.unavailable('{title}'),
  'ORDER_MSG.notForRent': ORDER_MSG.notForRent('{title}'),
  'ORDER_MSG.rentOnly': ORDER_MSG.rentOnly('{title}'),
} satisfies Catalog;
