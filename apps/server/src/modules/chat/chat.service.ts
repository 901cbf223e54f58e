import { ACCOUNT_MSG, CHAT_HISTORY_MAX, CHAT_MSG, type ChatMessage, type ConversationUser, type SentMessage } from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Principal } from '../../plugins/auth.js';
import * as events from '../events/events.service.js';
import type { ChatHub } from './chat.hub.js';
import * as repo from './chat.repository.js';

/**
 * Support chat rules. A conversation's id is its buyer's user id: a buyer may use only their own, an admin any.
 * Every change is published to the live streams after its transaction has committed, never before.
 */

export function toChatMessage(row: repo.MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.userId,
    user_id: row.userId,
    sender: row.sender,
    text: row.text,
    timestamp: row.createdAt.toISOString(),
    is_read: row.isRead ? 1 : 0,
    delivered: row.delivered ? 1 : 0,
  };
}

/** Ownership: a buyer reaches only the conversation that is theirs; owners never reach one. */
export async function assertCanUse(db: Db, caller: Principal, conversationId: number): Promise<void> {
  if (caller.role === 'user') {
    if (caller.id !== conversationId) throw forbidden(CHAT_MSG.notYours);
    return;
  }
  if (caller.role !== 'admin') throw forbidden(ACCOUNT_MSG.forbidden);
  if (!(await repo.buyerExists(db, conversationId))) throw notFound(CHAT_MSG.userNotFound);
}

/**
 * One conversation, oldest first (the newest CHAT_HISTORY_MAX). A buyer reading it marks the admins' replies
 * read, which turns their read ticks green on the admin side; an admin marks read with markReadByAdmin.
 */
export async function getConversation(db: Db, hub: ChatHub, caller: Principal, conversationId: number) {
  await assertCanUse(db, caller, conversationId);
  if (caller.role === 'user') {
    const flipped = await repo.markRead(db, conversationId, 'admin');
    if (flipped > 0) hub.publish(conversationId, 'read', { conversationId, by: 'user' });
  }
  const { rows, total } = await repo.listConversation(db, conversationId, CHAT_HISTORY_MAX);
  return { items: rows.map(toChatMessage), total };
}

/** Stores a message (sender from the token, time from the server), tells the other side, then publishes it. */
export async function sendMessage(db: Db, hub: ChatHub, caller: Principal, conversationId: number, text: string): Promise<SentMessage> {
  await assertCanUse(db, caller, conversationId);
  const from = caller.role === 'admin' ? 'admin' : 'user';
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertMessage(tx, {
      userId: conversationId,
      sender: from,
      adminId: from === 'admin' ? caller.id : null,
      text,
    });
    await events.supportMessage(tx, { userId: conversationId, from, text });
    return created;
  });
  const message = toChatMessage(row);
  hub.publish(conversationId, 'message', message);
  return { insertedId: message.id, message };
}

export async function markReadByAdmin(db: Db, hub: ChatHub, caller: Principal, userId: number): Promise<number> {
  await assertCanUse(db, caller, userId);
  const flipped = await repo.markRead(db, userId, 'user');
  if (flipped > 0) hub.publish(userId, 'read', { conversationId: userId, by: 'admin' });
  return flipped;
}

/** Deletes the whole conversation, for both sides (there is one copy of it). */
export async function clearConversation(db: Db, hub: ChatHub, caller: Principal, conversationId: number): Promise<number> {
  await assertCanUse(db, caller, conversationId);
  const deleted = await repo.deleteConversation(db, conversationId);
  hub.publish(conversationId, 'cleared', { conversationId, by: caller.role === 'admin' ? 'admin' : 'user' });
  return deleted;
}

export async function listConversations(db: Db, page: number, limit: number): Promise<{ items: ConversationUser[]; total: number }> {
  const { rows, total } = await repo.listConversations(db, page, limit);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      unread_count: Number(r.unread),
      last_message: r.lastText ?? '',
      last_message_at: new Date(r.lastAt).toISOString(),
    })),
    total,
  };
}

export const unreadFromBuyers = (db: Db) => repo.unreadFromBuyers(db);
