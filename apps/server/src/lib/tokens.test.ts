import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './tokens.js';

const secret = 'a'.repeat(40);

describe('tokens', () => {
  it('round-trips role and id until it expires', () => {
    const now = Date.UTC(2026, 0, 1);
    const token = signToken({ sub: 7, role: 'owner' }, secret, 60, now);
    const ok = verifyToken(token, secret, now + 59_000);
    expect(ok).toMatchObject({ ok: true, claims: { sub: 7, role: 'owner' } });
    expect(verifyToken(token, secret, now + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another secret or edited in transit', () => {
    const token = signToken({ sub: 1, role: 'user' }, secret, 60);
    expect(verifyToken(token, 'b'.repeat(40))).toEqual({ ok: false, reason: 'signature' });
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 1, role: 'admin', iat: 0, exp: 9e9 })).toString('base64url');
    expect(verifyToken(`${h}.${forged}.${s}`, secret)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyToken('not-a-token', secret)).toEqual({ ok: false, reason: 'malformed' });
  });
});
