import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MSG,
  type AdminConversationView,
  type ConversationDetail,
  type ConversationSummary,
  type FlaggedConversation,
  type OpenConversationInput,
  type OpenedConversation,
  type OwnerResponseStats,
  scanMessage,
  TALK_FLAG_AFTER_HITS,
  TALK_HISTORY_MAX,
  TALK_MSG,
  TALK_NEW_PER_HOUR,
  TALK_RESPONSE_WINDOW_HOURS,
  type TalkMessage,
  type TalkSide,
} from '@kiraya/contract';
import type { Db, Executor } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors.js';
import type { PictureUrls } from '../../lib/picture-urls.js';
import type { ImageStore } from '../../lib/storage.js';
import type { Principal } from '../../plugins/auth.js';
import { storeUploadedImage } from '../products/products.service.js';
import { publishTalk } from './conversations.live.js';
import * as repo from './conversations.repository.js';

/**
 * Conversations between a buyer and an item's owner (docs/conversations.md). Each is private to its two sides: anyone
 * else gets 404, as for one that does not exist (ids are not probed); admins read flagged ones through the queue. Every
 * change is recorded for the live streams in its own transaction, so they hear of it when, and only if, it commits.
 */

export interface TalkDeps {
  db: Db;
  pictures: PictureUrls;
  images: ImageStore;
}

type Party = repo.Party;

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

function partyOf(caller: Principal): Party {
  if (caller.role !== 'user' && caller.role !== 'owner') throw forbidden(ACCOUNT_MSG.forbidden);
  return { role: caller.role, id: caller.id };
}

/** The caller's side of the conversation, or 404 when they are not one of its two. */
function sideIn(row: { buyer_id: number; owner_role: string; owner_id: number } | repo.ConversationRow, who: Party): TalkSide {
  const buyerId = 'buyer_id' in row ? row.buyer_id : row.buyerId;
  const ownerRole = 'owner_role' in row ? row.owner_role : row.ownerRole;
  const ownerId = 'owner_id' in row ? row.owner_id : row.ownerId;
  if (who.role === 'user' && who.id === buyerId) return 'buyer';
  if (who.role === ownerRole && who.id === ownerId) return 'owner';
  throw notFound(TALK_MSG.notFound);
}

const buyerOf = (row: repo.ConversationRow): Party => ({ role: 'user', id: row.buyerId });
const ownerOf = (row: repo.ConversationRow): Party => ({ role: row.ownerRole, id: row.ownerId });
const otherOf = (row: repo.ConversationRow, side: TalkSide): Party => (side === 'buyer' ? ownerOf(row) : buyerOf(row));

export function toTalkMessage(row: repo.MessageRow, pictures: PictureUrls): TalkMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender: row.sender,
    text: row.text,
    photo: row.imageKey ? { card: pictures(row.imageKey, 'card', false), full: pictures(row.imageKey, 'full', false) } : null,
    scam_codes: row.scamCodes,
    timestamp: row.createdAt.toISOString(),
    is_read: row.isRead ? 1 : 0,
    delivered: 1,
  };
}

function itemOf(f: repo.ConversationFacts, pictures: PictureUrls) {
  return {
    kind: f.item_kind,
    id: f.item_id,
    title: f.item_title,
    cover: f.image ? pictures(f.image, 'card', f.approval === 'approved') : null,
  };
}

function toSummary(f: repo.ConversationFacts, side: TalkSide, pictures: PictureUrls): ConversationSummary {
  return {
    id: f.id,
    side,
    item: itemOf(f, pictures),
    buyer_name: f.buyer_name,
    owner_name: f.owner_name,
    other_name: side === 'buyer' ? f.owner_name : f.buyer_name,
    last_message: f.last_text || (f.last_has_photo ? '📷' : ''),
    last_message_at: iso(f.last_message_at),
    unread_count: Number(f.unread),
    created_at: iso(f.created_at) as string,
  };
}

async function detailFor(deps: TalkDeps, id: number, who: Party): Promise<ConversationDetail> {
  const facts = await repo.conversationFacts(deps.db, id, who);
  if (!facts) throw notFound(TALK_MSG.notFound);
  const side = sideIn(facts, who);
  const row = (await repo.findConversation(deps.db, id)) as repo.ConversationRow;
  const blocks = await repo.blocksBetween(deps.db, who, otherOf(row, side));
  const mineShared = side === 'buyer' ? facts.buyer_shared_at : facts.owner_shared_at;
  const otherShared = side === 'buyer' ? facts.owner_shared_at : facts.buyer_shared_at;
  const otherPhone = side === 'buyer' ? facts.owner_phone : facts.buyer_phone;
  const myPhone = side === 'buyer' ? facts.buyer_phone : facts.owner_phone;
  return {
    ...toSummary(facts, side, deps.pictures),
    i_shared: mineShared !== null,
    other_shared: otherShared !== null,
    // A number only once its owner chose to share it here; never an e-mail address.
    other_phone: otherShared !== null && otherPhone ? otherPhone : null,
    can_share: myPhone.trim() !== '',
    i_blocked: blocks.aBlockedB,
    blocked_me: blocks.bBlockedA,
  };
}

/**
 * Opens the buyer's conversation about an approved item with its owner, or returns the one that exists (one per buyer,
 * item and owner: the unique index). New ones are limited to TALK_NEW_PER_HOUR an hour per buyer, counted in PostgreSQL
 * under the buyer's row lock, so every process counts the same.
 */
export async function openConversation(deps: TalkDeps, caller: Principal, input: OpenConversationInput): Promise<OpenedConversation> {
  if (caller.role !== 'user') throw forbidden(ACCOUNT_MSG.forbidden);
  const buyer: Party = { role: 'user', id: caller.id };
  const item = await repo.findItem(deps.db, input.item_kind, input.item_id);
  if (!item) throw notFound(TALK_MSG.itemNotFound);
  if (!item.owner) throw conflict(TALK_MSG.noOwner);
  const owner = item.owner;
  if (owner.role === 'user' && owner.id === buyer.id) throw badRequest(TALK_MSG.ownItem);

  const result = await deps.db.transaction(async (tx) => {
    const existing = await repo.findByParties(tx, buyer.id, input.item_kind, input.item_id, owner);
    if (existing) return { created: false, id: existing.id };
    const blocks = await repo.blocksBetween(tx, buyer, owner);
    if (blocks.aBlockedB) throw conflict(TALK_MSG.youBlocked);
    if (blocks.bBlockedA) throw forbidden(TALK_MSG.blockedYou);
    await repo.lockBuyer(tx, buyer.id);
    const hourAgo = new Date(Date.now() - 3_600_000);
    if ((await repo.countStartedSince(tx, buyer.id, hourAgo)) >= TALK_NEW_PER_HOUR)
      throw tooManyRequests('TALK_TOO_MANY_NEW', TALK_MSG.tooManyNew, 3_600_000);
    const created = await repo.insertConversation(tx, {
      buyerId: buyer.id,
      itemKind: input.item_kind,
      itemId: input.item_id,
      itemTitle: item.title,
      ownerRole: owner.role,
      ownerId: owner.id,
    });
    if (created) return { created: true, id: created.id };
    // Opened at the same moment by another request: the one it made.
    const again = await repo.findByParties(tx, buyer.id, input.item_kind, input.item_id, owner);
    return { created: false, id: (again as repo.ConversationRow).id };
  });
  return { created: result.created, conversation: await detailFor(deps, result.id, buyer) };
}

export async function getConversation(deps: TalkDeps, caller: Principal, id: number): Promise<ConversationDetail> {
  return detailFor(deps, id, partyOf(caller));
}

export async function listConversations(deps: TalkDeps, caller: Principal, page: number, limit: number) {
  const who = partyOf(caller);
  const { rows, total } = await repo.listFor(deps.db, who, page, limit);
  return { items: rows.map((f) => toSummary(f, f.side as TalkSide, deps.pictures)), total };
}

export const unreadCount = (deps: TalkDeps, caller: Principal) => repo.unreadFor(deps.db, partyOf(caller));

async function participant(db: Executor, caller: Principal, id: number, lock = false) {
  const who = partyOf(caller);
  const row = await repo.findConversation(db, id, lock);
  if (!row) throw notFound(TALK_MSG.notFound);
  return { who, row, side: sideIn(row, who) };
}

/** The messages, oldest first (the newest TALK_HISTORY_MAX); reading marks the other side's read (their ticks turn green). */
export async function getMessages(deps: TalkDeps, caller: Principal, id: number): Promise<TalkMessage[]> {
  const { side } = await participant(deps.db, caller, id);
  await deps.db.transaction(async (tx) => {
    const flipped = await repo.markRead(tx, id, side === 'buyer' ? 'owner' : 'buyer');
    if (flipped > 0) await publishTalk(tx, id, 'read', { conversationId: id, by: side });
  });
  return (await repo.listMessages(deps.db, id, TALK_HISTORY_MAX)).map((m) => toTalkMessage(m, deps.pictures));
}

/** Refuses a message while either side blocks the other (409 for the one who blocked, 403 for the one blocked). */
async function assertNotBlocked(db: Executor, who: Party, other: Party): Promise<void> {
  const blocks = await repo.blocksBetween(db, who, other);
  if (blocks.aBlockedB) throw conflict(TALK_MSG.youBlocked);
  if (blocks.bBlockedA) throw forbidden(TALK_MSG.blockedYou);
}

/**
 * Stores a message (the side from the token, the time from the server) after the scam guard read it: it is delivered
 * anyway, carrying the codes of the scripts it matched, and each message that matched counts one hit; at
 * TALK_FLAG_AFTER_HITS the conversation goes to the admins' queue.
 */
export async function sendMessage(
  deps: TalkDeps,
  caller: Principal,
  id: number,
  text: string,
  imageKey: string | null = null,
): Promise<TalkMessage> {
  return deps.db.transaction(async (tx) => {
    const { who, row, side } = await participant(tx, caller, id, true);
    await assertNotBlocked(tx, who, otherOf(row, side));
    const shared = (side === 'buyer' ? row.buyerSharedAt : row.ownerSharedAt) !== null;
    const codes = text ? scanMessage({ text, senderSharedNumber: shared }) : [];
    const created = await repo.insertMessage(tx, { conversationId: id, sender: side, text, imageKey, scamCodes: codes });
    const hits = row.scamHits + (codes.length > 0 ? 1 : 0);
    const flagNow = row.flaggedAt === null && hits >= TALK_FLAG_AFTER_HITS;
    await repo.updateConversation(tx, id, {
      lastMessageAt: created.createdAt,
      scamHits: hits,
      ...(flagNow ? { flaggedAt: created.createdAt, flagReason: 'scam' as const } : {}),
    });
    const message = toTalkMessage(created, deps.pictures);
    await publishTalk(tx, id, 'message', message);
    return message;
  });
}

/** A photo message: checked, EXIF stripped and stored as WebP by the image pipeline, private to the two sides and admins. */
export async function sendPhoto(deps: TalkDeps, caller: Principal, id: number, image: Buffer, text: string): Promise<TalkMessage> {
  // Checked before the picture is processed, and again in the send's transaction.
  const { who, row, side } = await participant(deps.db, caller, id);
  await assertNotBlocked(deps.db, who, otherOf(row, side));
  const key = await storeUploadedImage(deps.images, image, 'conversations', randomUUID());
  try {
    return await sendMessage(deps, caller, id, text, key);
  } catch (error) {
    await deps.images.delete(key).catch(() => {});
    throw error;
  }
}

/** "Share my number": from now on the other side sees the caller's profile phone (409 when the profile has none). */
export async function shareNumber(deps: TalkDeps, caller: Principal, id: number): Promise<ConversationDetail> {
  const { who } = await participant(deps.db, caller, id);
  const detail = await detailFor(deps, id, who);
  if (!detail.can_share) throw conflict(TALK_MSG.noPhone);
  if (detail.i_shared) return detail;
  await deps.db.transaction(async (tx) => {
    await repo.updateConversation(tx, id, detail.side === 'buyer' ? { buyerSharedAt: new Date() } : { ownerSharedAt: new Date() });
    await publishTalk(tx, id, 'shared', { conversationId: id, by: detail.side });
  });
  return detailFor(deps, id, who);
}

export async function block(deps: TalkDeps, caller: Principal, id: number): Promise<void> {
  const { who, row, side } = await participant(deps.db, caller, id);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.insertBlock(tx, who, otherOf(row, side)))) throw conflict(TALK_MSG.alreadyBlocked);
    await publishTalk(tx, id, 'blocked', { conversationId: id, by: side });
  });
}

export async function unblock(deps: TalkDeps, caller: Principal, id: number): Promise<void> {
  const { who, row, side } = await participant(deps.db, caller, id);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteBlock(tx, who, otherOf(row, side)))) throw conflict(TALK_MSG.notBlocked);
    await publishTalk(tx, id, 'blocked', { conversationId: id, by: side });
  });
}

/** A side reports the conversation: it goes to the admins' queue (or stays there, with the reason added). */
export async function report(deps: TalkDeps, caller: Principal, id: number, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { row, side } = await participant(tx, caller, id, true);
    await repo.insertReport(tx, id, side, reason);
    if (row.flaggedAt === null) await repo.updateConversation(tx, id, { flaggedAt: new Date(), flagReason: 'report' });
  });
}

/* ───────────── admins ───────────── */

async function toFlagged(deps: TalkDeps, rows: repo.ConversationFacts[]): Promise<FlaggedConversation[]> {
  const reports = await repo.reportsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((f) => ({
    id: f.id,
    item: itemOf(f, deps.pictures),
    buyer: { id: f.buyer_id, name: f.buyer_name },
    owner: { role: f.owner_role, id: f.owner_id, name: f.owner_name },
    flag_reason: f.flag_reason ?? 'report',
    flagged_at: iso(f.flagged_at) ?? '',
    scam_hits: f.scam_hits,
    reports: reports
      .filter((r) => r.conversationId === f.id)
      .map((r) => ({ side: r.side, reason: r.reason, created_at: r.createdAt.toISOString() })),
    last_message_at: iso(f.last_message_at),
  }));
}

export async function listFlagged(deps: TalkDeps, page: number, limit: number) {
  const { rows, total } = await repo.listFlagged(deps.db, page, limit);
  return { items: await toFlagged(deps, rows), total };
}

/** Any conversation, read-only, for an admin (reading marks nothing read). */
export async function adminView(deps: TalkDeps, id: number): Promise<AdminConversationView> {
  const facts = await repo.conversationFacts(deps.db, id, null);
  if (!facts) throw notFound(TALK_MSG.notFound);
  const [flagged] = await toFlagged(deps, [facts]);
  const messages = (await repo.listMessages(deps.db, id, TALK_HISTORY_MAX)).map((m) => toTalkMessage(m, deps.pictures));
  return {
    conversation: { ...(flagged as FlaggedConversation), flag_reason: facts.flag_reason, flagged_at: iso(facts.flagged_at) },
    messages,
  };
}

/** Takes the conversation out of the queue; its scam-guard hits count again from zero. */
export async function closeFlag(deps: TalkDeps, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await repo.findConversation(tx, id, true);
    if (!row) throw notFound(TALK_MSG.notFound);
    if (row.flaggedAt === null) throw conflict(TALK_MSG.notFlagged);
    await repo.updateConversation(tx, id, { flaggedAt: null, flagReason: null, scamHits: 0 });
  });
}

/* ───────────── for the public owner profile ───────────── */

/**
 * How an owner (a product owner, or a buyer as an ad's poster) answers buyers, from their conversations: of those in
 * which the buyer wrote, the share the owner answered within TALK_RESPONSE_WINDOW_HOURS of the buyer's first message,
 * and the median delay of the owner's first replies (minutes, rounded).
 */
export async function ownerResponseStats(db: Executor, owner: Party): Promise<OwnerResponseStats> {
  const rows = await repo.firstReplies(db, owner);
  const windowMs = TALK_RESPONSE_WINDOW_HOURS * 3_600_000;
  const delays = rows
    .filter((r) => r.first_reply !== null)
    .map((r) => new Date(r.first_reply as string | Date).getTime() - new Date(r.first_buyer).getTime())
    .sort((a, b) => a - b);
  const answered = delays.filter((d) => d <= windowMs).length;
  return {
    conversations: rows.length,
    response_rate: rows.length === 0 ? null : answered / rows.length,
    typical_reply_minutes: delays.length === 0 ? null : Math.round(median(delays) / 60_000),
  };
}

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export const photoRequired = () => new AppError('IMAGE_REQUIRED', 400, TALK_MSG.photoRequired);
