import { ACCOUNT_FIELD_MSG, ACCOUNT_FORM_MSG, ACCOUNT_MSG } from '@kiraya/contract/accounts/rules';
import { CHECKOUT_FIELD_MSG, DELIVERY_DETAILS_TEXT, ORDER_MSG } from '@kiraya/contract/orders/rules';
import type { Catalog } from '../../translate';
import { keyed } from './contract';

/**
 * The contract's texts of the sign-in, account, checkout and order forms and answers, keyed `GROUP.name` like the
 * `contract` area (see there). Apart from it, so a Hindi first visit of a catalogue page does not load them: the screens
 * with these forms load this area with their code (app/router.tsx), and an error about to be shown loads it too
 * (`loadMessageTexts`).
 */
export default {
  ...keyed('ACCOUNT_MSG', ACCOUNT_MSG),
  ...keyed('ACCOUNT_FIELD_MSG', ACCOUNT_FIELD_MSG),
  ...keyed('ACCOUNT_FORM_MSG', ACCOUNT_FORM_MSG),
  ...keyed('ORDER_MSG', ORDER_MSG),
  ...keyed('DELIVERY_DETAILS_TEXT', DELIVERY_DETAILS_TEXT),
  ...keyed('CHECKOUT_FIELD_MSG', CHECKOUT_FIELD_MSG),
} satisfies Catalog;
