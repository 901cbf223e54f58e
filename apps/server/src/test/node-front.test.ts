import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NodeFront, startNodeFront } from '../../../../deploy/node-front.js';

// The Node front `npm run start:cluster` uses when nginx is not installed (deploy/node-front.ts): round robin,
// failover for idempotent requests only, streams unbuffered, forwarded headers and request ids.

interface Upstream {
  name: string;
  server: http.Server;
  port: number;
  /** What the last request to it carried. */
  seen: { headers: http.IncomingHttpHeaders; body: string }[];
}

async function upstream(name: string): Promise<Upstream> {
  const seen: Upstream['seen'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      seen.push({ headers: req.headers, body });
      if (req.url === '/api/x/stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'x-served-by': name });
        res.write('data: first\n\n');
        // The second event only after the client has seen the first: a buffering front would hang here.
        setTimeout(() => res.end('data: second\n\n'), 300);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'x-served-by': name });
      res.end(JSON.stringify({ name, body }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { name, server, port: (server.address() as AddressInfo).port, seen };
}

describe('the Node front', () => {
  let a: Upstream, b: Upstream, front: NodeFront;
  beforeAll(async () => {
    [a, b] = await Promise.all([upstream('a'), upstream('b')]);
    front = await startNodeFront({ upstreams: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`], port: 0, failTimeoutMs: 60_000 });
  });
  afterAll(async () => {
    await front.close();
    a.server.close();
    b.server.close();
  });

  it('takes turns, passes the request id (or makes one) and the forwarded headers, and bodies', async () => {
    const served = [];
    for (let i = 0; i < 4; i++) served.push((await fetch(`${front.url}/api/health`)).headers.get('x-served-by'));
    expect(served).toEqual(['a', 'b', 'a', 'b']);
    const traced = await fetch(`${front.url}/api/health`, { headers: { 'x-request-id': 'mine-1', 'x-forwarded-for': '203.0.113.9' } });
    expect(traced.headers.get('x-request-id')).toBe('mine-1');
    const last = [...a.seen, ...b.seen].find((s) => s.headers['x-request-id'] === 'mine-1');
    expect(last?.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(last?.headers['x-forwarded-proto']).toBe('http');
    const fresh = await fetch(`${front.url}/api/health`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    const posted = await fetch(`${front.url}/api/orders`, {
      method: 'POST',
      body: '{"cart":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(((await posted.json()) as { body: string }).body).toBe('{"cart":1}');
  });

  it('passes each stream event on as it comes', async () => {
    const res = await fetch(`${front.url}/api/x/stream`);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const started = Date.now();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: first\n\n');
    expect(Date.now() - started).toBeLessThan(250);
    let rest = '';
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toBe('data: second\n\n');
  });

  it('sends a GET to the other process when one is down, and never retries a POST', async () => {
    await new Promise<void>((r) => b.server.close(() => r()));
    b.server.closeAllConnections();
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${front.url}/api/health`);
      codes.push(`${res.status} ${res.headers.get('x-served-by')}`);
    }
    expect(codes).toEqual(['200 a', '200 a', '200 a', '200 a']);
    // b is left out now; a POST goes to a. Then with a gone too, a POST is answered 502, not sent elsewhere.
    expect((await fetch(`${front.url}/api/orders`, { method: 'POST', body: '{}' })).status).toBe(200);
    await new Promise<void>((r) => a.server.close(() => r()));
    a.server.closeAllConnections();
    const refused = await fetch(`${front.url}/api/orders`, { method: 'POST', body: '{}' });
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as { code: string }).code).toBe('BAD_GATEWAY');
  });
});
