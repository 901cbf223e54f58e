import type { Entry } from './kit.js';

/** Support chat: buyer and admin messages and the live stream. */
export const CHAT_ROUTES: Record<string, Entry> = {};
