/**
 * Counts failed logins in a sliding window, per account and per client address. In-process: one
 * server instance (the embedded database allows no other); a multi-instance deployment would move
 * this to a shared store.
 */
export interface ThrottleOptions {
  windowMs: number;
  maxPerAccount: number;
  maxPerIp: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = { windowMs: 15 * 60_000, maxPerAccount: 10, maxPerIp: 50 };

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: ThrottleOptions = DEFAULT_THROTTLE) {}

  /** Milliseconds until a new attempt is allowed, or 0 when allowed now. */
  retryAfterMs(accountKey: string, ip: string, now = Date.now()): number {
    const wait = (key: string, max: number) => {
      const recent = this.recent(key, now);
      if (recent.length < max) return 0;
      return (recent[recent.length - max] as number) + this.options.windowMs - now;
    };
    return Math.max(wait(`a:${accountKey}`, this.options.maxPerAccount), wait(`ip:${ip}`, this.options.maxPerIp));
  }

  recordFailure(accountKey: string, ip: string, now = Date.now()): void {
    for (const key of [`a:${accountKey}`, `ip:${ip}`]) {
      const recent = this.recent(key, now);
      recent.push(now);
      this.failures.set(key, recent);
    }
    if (this.failures.size > 100_000) this.sweep(now);
  }

  /** A successful login forgives the account's failures (not the address's). */
  recordSuccess(accountKey: string): void {
    this.failures.delete(`a:${accountKey}`);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => t > now - this.options.windowMs);
  }

  private sweep(now: number): void {
    for (const [key, times] of this.failures) {
      if (!times.some((t) => t > now - this.options.windowMs)) this.failures.delete(key);
    }
  }
}
