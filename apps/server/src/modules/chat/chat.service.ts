import { ACCOUNT_MSG, CHAT_HISTORY_MAX, CHAT_MSG, type ChatMessage, type ConversationUser, type SentMessage } from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Principal } from '../../plugins/auth.js';
import * as events from '../events/events.service.js';
import { publishChat } from './chat.live.js';
import * as repo from './chat.repository.js';

/**
 * Support chat rules. A conversation's id is its buyer's user id: a buyer may use only their own, an admin any.
 * Every change is recorded for the live streams in its own transaction, so they hear of it when, and only if, it commits.
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
export async function getConversation(db: Db, caller: Principal, conversationId: number) {
  await assertCanUse(db, caller, conversationId);
  if (caller.role === 'user') {
    await db.transaction(async (tx) => {
      const flipped = await repo.markRead(tx, conversationId, 'admin');
      if (flipped > 0) await publishChat(tx, conversationId, 'read', { conversationId, by: 'user' });
    });
  }
  const { rows, total } = await repo.listConversation(db, conversationId, CHAT_HISTORY_MAX);
  return { items: rows.map(toChatMessage), total };
}

/** Stores a message (sender from the token, time from the server), tells the other side, then publishes it. */
export async function sendMessage(db: Db, caller: Principal, conversationId: number, text: string): Promise<SentMessage> {
  await assertCanUse(db, caller, conversationId);
  const from = caller.role === 'admin' ? 'admin' : 'user';
  const message = await db.transaction(async (tx) => {
    const created = toChatMessage(
      await repo.insertMessage(tx, {
        userId: conversationId,
        sender: from,
        adminId: from === 'admin' ? caller.id : null,
        text,
      }),
    );
    await events.supportMessage(tx, { userId: conversationId, from, text });
    await publishChat(tx, conversationId, 'message', created);
    return created;
  });
  return { insertedId: message.id, message };
}

export async function markReadByAdmin(db: Db, caller: Principal, userId: number): Promise<number> {
  await assertCanUse(db, caller, userId);
  return db.transaction(async (tx) => {
    const flipped = await repo.markRead(tx, userId, 'user');
    if (flipped > 0) await publishChat(tx, userId, 'read', { conversationId: userId, by: 'admin' });
    return flipped;
  });
}

/** Deletes the whole conversation, for both sides (there is one copy of it). */
export async function clearConversation(db: Db, caller: Principal, conversationId: number): Promise<number> {
  await assertCanUse(db, caller, conversationId);
  return db.transaction(async (tx) => {
    const deleted = await repo.deleteConversation(tx, conversationId);
    await publishChat(tx, conversationId, 'cleared', { conversationId, by: caller.role === 'admin' ? 'admin' : 'user' });
    return deleted;
  });
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
