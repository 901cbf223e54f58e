import { z } from 'zod';
import { flag } from '../http/schema.js';
import { rowId } from '../ids.js';
import { SCAM_CODES, TALK_FLAG_REASONS, TALK_ITEM_KINDS, TALK_MSG, TALK_REPORT_REASON_MAX, TALK_SIDES, TALK_TEXT_MAX } from './rules.js';

/** POST /api/conversations: the item to chat about (its owner comes from the item). */
export const openConversationInput = z.object({
  item_kind: z.enum(TALK_ITEM_KINDS),
  item_id: rowId,
});
export type OpenConversationInput = z.infer<typeof openConversationInput>;

export const talkText = z.string({ error: TALK_MSG.empty }).trim().min(1, TALK_MSG.empty).max(TALK_TEXT_MAX, TALK_MSG.tooLong);
export const talkSendInput = z.object({ text: talkText });
export type TalkSendInput = z.input<typeof talkSendInput>;

export const talkReportInput = z.object({
  reason: z
    .string({ error: TALK_MSG.reasonRequired })
    .trim()
    .min(5, TALK_MSG.reasonRequired)
    .max(TALK_REPORT_REASON_MAX, TALK_MSG.reasonTooLong),
});
export type TalkReportInput = z.input<typeof talkReportInput>;

/**
 * One message. `scam_codes` are the scripts the guard found in it (the receiver sees a warning for each); `photo` the
 * signed URLs of an attached picture (private to the two sides and admins). `is_read`: the other side has read it.
 */
export const talkMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender: z.enum(TALK_SIDES),
  text: z.string(),
  photo: z.object({ card: z.string(), full: z.string() }).nullable(),
  scam_codes: z.array(z.enum(SCAM_CODES)),
  timestamp: z.string(),
  is_read: flag,
  delivered: flag,
});
export type TalkMessage = z.infer<typeof talkMessage>;

export const talkItem = z.object({
  kind: z.enum(TALK_ITEM_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** Signed card URL of the item's cover, null when the item is gone. */
  cover: z.string().nullable(),
});

/**
 * A conversation as one of its sides sees it. Phones: the other side's only once they shared it; never an e-mail.
 */
export const conversationSummary = z.object({
  id: z.number().int(),
  /** The caller's side. */
  side: z.enum(TALK_SIDES),
  item: talkItem,
  buyer_name: z.string(),
  owner_name: z.string(),
  /** The other side's name. */
  other_name: z.string(),
  last_message: z.string(),
  last_message_at: z.string().nullable(),
  unread_count: z.number().int(),
  created_at: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversationDetail = conversationSummary.extend({
  /** The caller shared their number here. */
  i_shared: z.boolean(),
  /** The other side shared theirs. */
  other_shared: z.boolean(),
  /** The other side's phone, only once they shared it. */
  other_phone: z.string().nullable(),
  /** Whether the caller has a phone on their profile to share. */
  can_share: z.boolean(),
  i_blocked: z.boolean(),
  blocked_me: z.boolean(),
});
export type ConversationDetail = z.infer<typeof conversationDetail>;

/** 201 (new) or 200 (the existing one) answer of POST /api/conversations. */
export const openedConversation = z.object({ created: z.boolean(), conversation: conversationDetail });
export type OpenedConversation = z.infer<typeof openedConversation>;

export const talkSent = z.object({ message: talkMessage });
export type TalkSent = z.infer<typeof talkSent>;

export const talkUnread = z.object({ unread: z.number().int() });

export const talkStreamNotice = z.object({ conversationId: z.number().int(), by: z.enum(TALK_SIDES) });
export type TalkStreamNotice = z.infer<typeof talkStreamNotice>;

/** A conversation in the admins' queue: flagged by the scam guard or reported. */
export const flaggedConversation = z.object({
  id: z.number().int(),
  item: talkItem,
  buyer: z.object({ id: z.number().int(), name: z.string() }),
  owner: z.object({ role: z.enum(['owner', 'user']), id: z.number().int(), name: z.string() }),
  flag_reason: z.enum(TALK_FLAG_REASONS),
  flagged_at: z.string(),
  scam_hits: z.number().int(),
  reports: z.array(z.object({ side: z.enum(TALK_SIDES), reason: z.string(), created_at: z.string() })),
  last_message_at: z.string().nullable(),
});
export type FlaggedConversation = z.infer<typeof flaggedConversation>;

export const adminConversationView = z.object({
  conversation: flaggedConversation.extend({ flag_reason: z.enum(TALK_FLAG_REASONS).nullable(), flagged_at: z.string().nullable() }),
  messages: z.array(talkMessage),
});
export type AdminConversationView = z.infer<typeof adminConversationView>;

/** An owner's responsiveness, computed from conversations (for the public owner profile). */
export const ownerResponseStats = z.object({
  /** Conversations in which the buyer wrote. */
  conversations: z.number().int(),
  /** Share (0..1) answered by the owner within TALK_RESPONSE_WINDOW_HOURS; null with no conversation. */
  response_rate: z.number().nullable(),
  /** Median minutes from the buyer's first message to the owner's first reply; null with no reply. */
  typical_reply_minutes: z.number().nullable(),
});
export type OwnerResponseStats = z.infer<typeof ownerResponseStats>;
