import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.js';
import { API_SECURITY_HEADERS, isApiAnswer, securityHeaders } from './security.js';

const DOCUMENT_ONLY = [
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'referrer-policy',
];

describe('security headers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('an API answer carries the API set, which renders nothing and cannot be framed', async () => {
    for (const url of ['/api/health', '/api/all-products', '/api/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of API_SECURITY_HEADERS) expect(res.headers[name], `${url} ${name}`).toBe(value);
      for (const name of DOCUMENT_ONLY) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('the API docs page and everything outside /api keep the document set', async () => {
    const document = new Map(securityHeaders());
    expect(document.get('content-security-policy')).toContain("default-src 'self'");
    for (const url of ['/api/docs', '/uploads/none.webp', '/robots.txt']) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of document) expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
  });

  it.each([
    ['/api/product/1', true],
    ['/api/live?x=1', true],
    ['/api/docs', false],
    ['/api/docs/static/index.html', false],
    ['/api', false],
    ['/product/1', false],
    ['/uploads/a.webp', false],
  ])('%s is an API answer: %s', (url, api) => expect(isApiAnswer(url)).toBe(api));
});
