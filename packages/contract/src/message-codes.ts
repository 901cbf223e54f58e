import { ACCOUNT_ADMIN_MSG, ACCOUNT_FIELD_MSG, ACCOUNT_FORM_MSG, ACCOUNT_LOOKUP_MSG, ACCOUNT_MSG } from './accounts/rules.js';
import { CATALOGUE_MSG, FILTER_MSG, PLACE_MSG } from './catalogue/rules.js';
import { CHAT_MSG } from './chat/rules.js';
import { TALK_MSG } from './conversations/rules.js';
import { ADMIN_MSG, DASHBOARD_MSG } from './dashboard/rules.js';
import { FEEDBACK_MSG } from './feedback/rules.js';
import { HTTP_MSG } from './http/rules.js';
import { LISTING_ADMIN_MSG, LISTING_FIELD_MSG, LISTING_MSG } from './listings/rules.js';
import { type CodedMessage, messageCode } from './message-code.js';
import { CONTACT_MSG, MSG } from './messages.js';
import { MODERATION_MSG } from './moderation/rules.js';
import { NOTIFICATION_MSG } from './notifications/rules.js';
import { CHECKOUT_FIELD_MSG, IDEMPOTENCY_KEY_MSG, IDEMPOTENCY_MSG, ORDER_MSG } from './orders/rules.js';
import { PHOTO_MSG, PRODUCT_ADMIN_MSG, PRODUCT_FIELD_MSG, PRODUCT_MSG, UPLOAD_MSG } from './products/rules.js';
import { EXTENSION_MSG } from './renting/extensions.js';
import { OFFER_AMOUNT_MSG, RENT_MSG } from './renting/form-texts.js';
import { LINE_MSG } from './renting/lifecycle.js';
import { REPORT_MSG, REPORT_STATUS_MSG } from './reports/rules.js';
import { REVIEW_MSG } from './reviews/rules.js';
import { SAVED_SEARCH_MSG } from './saved-searches/rules.js';
import { SEARCH_MSG } from './search/rules.js';
import { SETTINGS_FIELD_MSG, SETTINGS_MSG } from './settings/rules.js';
import { TRUST_MSG } from './trust/rules.js';
import { VISIT_MSG } from './visits/rules.js';
import { AMOUNT_MSG, PAYMENT_MSG, WALLET_MSG } from './wallet/rules.js';
import { WISHLIST_MSG } from './wishlist/rules.js';

export { type CodedMessage, type MessageParams, messageCode } from './message-code.js';

/**
 * Every message group the API can send, by its name: the one list codes come from. When a text is in two groups, the
 * first listed wins (generic groups first, so `MSG.notFound` keeps `NOT_FOUND`).
 */
export const MESSAGE_GROUPS = {
  MSG,
  HTTP_MSG,
  CONTACT_MSG,
  ACCOUNT_MSG,
  ACCOUNT_FIELD_MSG,
  ACCOUNT_FORM_MSG,
  ACCOUNT_ADMIN_MSG,
  ACCOUNT_LOOKUP_MSG,
  CATALOGUE_MSG,
  PLACE_MSG,
  FILTER_MSG,
  SEARCH_MSG,
  SAVED_SEARCH_MSG,
  PRODUCT_MSG,
  PRODUCT_FIELD_MSG,
  PRODUCT_ADMIN_MSG,
  UPLOAD_MSG,
  PHOTO_MSG,
  LISTING_MSG,
  LISTING_FIELD_MSG,
  LISTING_ADMIN_MSG,
  RENT_MSG,
  OFFER_AMOUNT_MSG,
  LINE_MSG,
  EXTENSION_MSG,
  ORDER_MSG,
  CHECKOUT_FIELD_MSG,
  IDEMPOTENCY_MSG,
  IDEMPOTENCY_KEY_MSG,
  VISIT_MSG,
  WALLET_MSG,
  AMOUNT_MSG,
  PAYMENT_MSG,
  WISHLIST_MSG,
  CHAT_MSG,
  TALK_MSG,
  NOTIFICATION_MSG,
  REPORT_MSG,
  REPORT_STATUS_MSG: { invalid: REPORT_STATUS_MSG },
  FEEDBACK_MSG,
  REVIEW_MSG,
  SETTINGS_MSG,
  SETTINGS_FIELD_MSG,
  MODERATION_MSG,
  TRUST_MSG,
  DASHBOARD_MSG,
  ADMIN_MSG,
} as const;

type Template = (...args: never[]) => string;

/** One message of a group: its key path, code, and either its text or (a template) its parameter names. */
export interface MessageEntry {
  readonly group: string;
  readonly path: string;
  readonly code: string;
  readonly text?: string;
  readonly template?: Template;
  readonly params?: readonly string[];
}

/** A template's parameter names, as written (`(title, min) => …`): the keys of its `params`. */
export function templateParams(fn: Template): string[] {
  const head = fn.toString().split('=>')[0] ?? '';
  return head
    .replace(/^[^(]*\(/, '')
    .replace(/\)\s*$/, '')
    .split(',')
    .map((name) => name.replace(/[:=].*$/s, '').trim())
    .filter(Boolean);
}

function walk(group: string, value: unknown, path: string, out: MessageEntry[]): void {
  if (typeof value === 'string') out.push({ group, path, code: messageCode(group, path), text: value });
  else if (typeof value === 'function') {
    const template = value as Template;
    out.push({ group, path, code: messageCode(group, path), template, params: templateParams(template) });
  } else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) walk(group, inner, path ? `${path}.${key}` : key, out);
}

let entries: MessageEntry[] | null = null;
let byText: Map<string, string> | null = null;
let byTemplate: Map<Template, MessageEntry> | null = null;

/** Every message of every group, with its code. */
export function messageEntries(): readonly MessageEntry[] {
  if (!entries) {
    entries = [];
    for (const [group, value] of Object.entries(MESSAGE_GROUPS)) walk(group, value, '', entries);
  }
  return entries;
}

/** The code of a fixed contract text, or undefined for a text that is not one (or comes from a template). */
export function codeOfText(text: string): string | undefined {
  if (!byText) {
    byText = new Map();
    for (const entry of messageEntries()) if (entry.text !== undefined && !byText.has(entry.text)) byText.set(entry.text, entry.code);
  }
  return byText.get(text);
}

/**
 * A template message with its code and parameters: `coded(ACCOUNT_MSG.tooManyAttempts, 5)` →
 * `{ text: 'Too many … 5 minutes.', code: 'ACCOUNT_TOO_MANY_ATTEMPTS', params: { minutes: 5 } }`.
 */
export function coded<A extends (string | number)[]>(template: (...args: A) => string, ...args: A): CodedMessage {
  if (!byTemplate) {
    byTemplate = new Map();
    for (const entry of messageEntries()) if (entry.template && !byTemplate.has(entry.template)) byTemplate.set(entry.template, entry);
  }
  const entry = byTemplate.get(template as unknown as Template);
  const text = template(...args);
  if (!entry) return { text, code: 'MESSAGE' };
  const params: Record<string, string | number> = {};
  (entry.params ?? []).forEach((name, i) => {
    const value = args[i];
    if (value !== undefined) params[name] = value;
  });
  return { text, code: entry.code, params };
}
