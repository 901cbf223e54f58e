import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './idempotency.js';

describe('canonical request hashing', () => {
  it('sorts keys at every depth, drops undefined members and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: undefined, e: null } })).toBe('{"a":{"d":[2,1],"e":null},"b":1}');
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('hashes equal requests equally whatever their key order, and different ones differently', () => {
    const a = requestHash({ amount: 200, note: { x: 1, y: 2 } });
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(requestHash({ note: { y: 2, x: 1 }, amount: 200 })).toBe(a);
    expect(requestHash({ amount: 201, note: { x: 1, y: 2 } })).not.toBe(a);
    expect(requestHash({ cartItems: [1, 2] })).not.toBe(requestHash({ cartItems: [2, 1] }));
  });
});
