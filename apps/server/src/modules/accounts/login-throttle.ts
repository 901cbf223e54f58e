import { createHash } from 'node:crypto';
import type { Role } from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import type { ThrottleRule } from './throttle.repository.js';
import * as repo from './throttle.repository.js';

/**
 * Login and password-reset throttles, kept in the `auth_throttle` table so every process counts the same
 * failures (docs/decisions/0005-session-versions-and-login-throttle.md). The attacker slows himself, not the victim:
 * an account is throttled only together with the address that failed on it, so its owner still logs in from
 * elsewhere, and an address that fails on many accounts is refused for a growing time.
 */
export const LOGIN_PAIR: ThrottleRule = { threshold: 5, baseMs: 30_000, capMs: 15 * 60_000, quietMs: 15 * 60_000 };
/** Every failed login from one address, whatever the account or role (password spraying). */
export const LOGIN_ADDRESS: ThrottleRule = { threshold: 50, baseMs: 60_000, capMs: 60 * 60_000, quietMs: 15 * 60_000 };
/** Every forgot-password request from one address (each one writes mail). */
export const RESET_ADDRESS: ThrottleRule = { threshold: 5, baseMs: 15 * 60_000, capMs: 60 * 60_000, quietMs: 15 * 60_000 };

/** Rows quiet for an hour are deleted (longer than every rule's quiet time, so nothing is forgotten early). */
const PRUNE_AFTER_MS = 60 * 60_000;
const PRUNE_EVERY = 100;

/** Keys are hashed: the table never holds an email or an address in clear. */
const hashed = (kind: string, ...parts: string[]) => `${kind}:${createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 40)}`;

export const loginPairKey = (role: Role, email: string, ip: string) => hashed('login-pair', role, email.trim().toLowerCase(), ip);
export const loginAddressKey = (ip: string) => hashed('login-ip', ip);
export const resetAddressKey = (ip: string) => hashed('reset-ip', ip);

export class AuthThrottle {
  private recorded = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Milliseconds until `keys` may try again (the longest of their blocks), or 0. */
  async retryAfterMs(keys: string[]): Promise<number> {
    const now = this.clock();
    const until = await repo.latestBlock(this.db, keys, new Date(now));
    return until ? Math.max(0, until.getTime() - now) : 0;
  }

  async recordFailure(entries: [key: string, rule: ThrottleRule][]): Promise<void> {
    const now = new Date(this.clock());
    for (const [key, rule] of entries) await repo.recordFailure(this.db, key, rule, now);
    // Pruning is a chore, not state: any process may do it; counting calls only spaces it out.
    this.recorded += 1;
    if (this.recorded % PRUNE_EVERY === 0) await this.prune();
  }

  /** A successful login forgives its account-and-address pair (not the address's other failures). */
  async forgive(key: string): Promise<void> {
    await repo.forget(this.db, key);
  }

  prune(): Promise<number> {
    return repo.prune(this.db, new Date(this.clock()), PRUNE_AFTER_MS);
  }
}
