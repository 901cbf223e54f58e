import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '@kiraya/contract';

/** Compact HS256 JSON Web Tokens: `{ sub, role, sv, iat, exp }`. */
export interface TokenClaims {
  sub: number;
  role: Role;
  /** The account's session version when the token was issued: a newer version in the database ends the token. */
  sv: number;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signToken(claims: { sub: number; role: Role; sv?: number }, secret: string, ttlSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const payload = Buffer.from(
    JSON.stringify({ sub: claims.sub, role: claims.role, sv: claims.sv ?? 0, iat, exp: iat + ttlSeconds }),
  ).toString('base64url');
  const body = `${HEADER}.${payload}`;
  return `${body}.${sign(body, secret)}`;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyToken(token: string, secret: string, now = Date.now()): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' };
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.sub !== 'number' || !['user', 'owner', 'admin'].includes(claims.role) || typeof claims.exp !== 'number') {
    return { ok: false, reason: 'malformed' };
  }
  // Tokens signed before session versions existed carry none: they stand for version 0.
  if (claims.sv === undefined) claims.sv = 0;
  if (!Number.isInteger(claims.sv)) return { ok: false, reason: 'malformed' };
  if (claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
