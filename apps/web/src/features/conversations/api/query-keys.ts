/** Every conversations key: one root per role's own views, one for the admins' queue. */
export type TalkRole = 'user' | 'owner';

export const talkKeys = {
  all: ['talk'] as const,
  mine: (role: TalkRole) => [...talkKeys.all, role] as const,
  list: (role: TalkRole, page: number) => [...talkKeys.mine(role), 'list', page] as const,
  lists: (role: TalkRole) => [...talkKeys.mine(role), 'list'] as const,
  unread: (role: TalkRole) => [...talkKeys.mine(role), 'unread'] as const,
  detail: (role: TalkRole, id: number) => [...talkKeys.mine(role), 'detail', id] as const,
  messages: (role: TalkRole, id: number) => [...talkKeys.mine(role), 'messages', id] as const,
  admin: ['talk', 'admin'] as const,
  queue: (page: number) => [...talkKeys.admin, 'queue', page] as const,
  adminView: (id: number) => [...talkKeys.admin, 'view', id] as const,
};

/** Conversations per page of the inbox and the queue. */
export const TALK_PAGE_SIZE = 20;
