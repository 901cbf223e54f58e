/**
 * Conversations between a buyer and an item's owner (docs/conversations.md): constants, texts and the scam guard's
 * checker (zod-free). The guard's rules themselves are data, in `scam-rules.ts`.
 */
import { SCAM_RULES, type ScamCode } from './scam-rules.js';

export { SCAM_CODES, SCAM_RULES, type ScamCode, type ScamLanguage, type ScamRule } from './scam-rules.js';

/** Longest message text (characters, after trimming). */
export const TALK_TEXT_MAX = 2000;
/** The newest messages a conversation's GET returns (oldest first). */
export const TALK_HISTORY_MAX = 500;
/** New conversations one buyer may start per hour (counted in PostgreSQL, so over every process). */
export const TALK_NEW_PER_HOUR = 10;
/** Scam-guard hits in one conversation that put it in the admins' queue. */
export const TALK_FLAG_AFTER_HITS = 3;
/** Longest reason for a report. */
export const TALK_REPORT_REASON_MAX = 500;
/** An owner's reply within this many hours counts as answered for the response rate. */
export const TALK_RESPONSE_WINDOW_HOURS = 24;

export const TALK_ITEM_KINDS = ['product', 'listing'] as const;
export type TalkItemKind = (typeof TALK_ITEM_KINDS)[number];
/** The two sides of a conversation. */
export const TALK_SIDES = ['buyer', 'owner'] as const;
export type TalkSide = (typeof TALK_SIDES)[number];
/** Why a conversation is in the admins' queue. */
export const TALK_FLAG_REASONS = ['scam', 'report'] as const;
export type TalkFlagReason = (typeof TALK_FLAG_REASONS)[number];
/** Events on a conversation's live stream; `message` carries a TalkMessage, the others `{ conversationId, by }`. */
export const TALK_STREAM_EVENTS = ['message', 'read', 'shared', 'blocked'] as const;
export type TalkStreamEvent = (typeof TALK_STREAM_EVENTS)[number];

/** The server's answers and refusals (codes `TALK_…`). */
export const TALK_MSG = {
  notFound: 'Conversation not found.',
  itemNotFound: 'This item is not available to chat about.',
  noOwner: 'This ad has no owner on Kiraya to chat with.',
  ownItem: 'This is your own item: buyers write to you about it.',
  tooManyNew: `You can start at most ${TALK_NEW_PER_HOUR} new conversations an hour. Try again later.`,
  youBlocked: 'You blocked this person. Unblock them to send messages.',
  blockedYou: 'This person is not accepting messages from you.',
  alreadyBlocked: 'You have already blocked this person.',
  notBlocked: 'You have not blocked this person.',
  blocked: 'Blocked. Neither of you can send messages in any conversation until you unblock.',
  unblocked: 'Unblocked. You can message each other again.',
  noPhone: 'Add a phone number to your profile first, then you can share it.',
  alreadyShared: 'You have already shared your number in this conversation.',
  shared: 'Your number is now shown to the other side of this conversation.',
  reported: 'Thank you. Kiraya admins will look at this conversation.',
  reasonRequired: 'Please say what is wrong (at least 5 characters).',
  reasonTooLong: `A reason can be at most ${TALK_REPORT_REASON_MAX} characters long.`,
  empty: 'Please type a message before sending.',
  tooLong: `A message can be at most ${TALK_TEXT_MAX} characters long.`,
  photoRequired: 'Choose a photo to send.',
  flagClosed: 'Flag closed. The conversation left the queue.',
  notFlagged: 'This conversation is not in the queue.',
} as const;

/** What the guard looks at: the text, and whether the sender has already shared their number in this conversation. */
export interface ScamCheckInput {
  text: string;
  senderSharedNumber: boolean;
}

const compiled = SCAM_RULES.map((rule) => ({ code: rule.code, re: new RegExp(rule.pattern, 'iu') }));

/** Lower case, Devanagari and full-width digits as ASCII, zero-width characters gone, spaces collapsed. */
export function normaliseForScan(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The codes of the scam scripts a message matches (each once, in SCAM_CODES order); none for an ordinary message. A
 * phone number counts only while its sender has not chosen "Share my number" in this conversation.
 */
export function scanMessage({ text, senderSharedNumber }: ScamCheckInput): ScamCode[] {
  const normal = normaliseForScan(text);
  const found = new Set<ScamCode>();
  for (const { code, re } of compiled) {
    if (found.has(code)) continue;
    if (code === 'phone_number' && senderSharedNumber) continue;
    if (re.test(normal)) found.add(code);
  }
  return [...found].sort((a, b) => SCAM_ORDER.indexOf(a) - SCAM_ORDER.indexOf(b));
}

const SCAM_ORDER: readonly ScamCode[] = ['pin_otp', 'qr_receive', 'collect_request', 'advance_payment', 'payment_link', 'phone_number'];
