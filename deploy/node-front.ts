import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small front for when nginx is not installed (docs/deploy.md): round robin over the processes, with nginx's
 * passive health and failover, streams passed through unbuffered, and the same forwarded headers and request id.
 * For a laptop and the bench; production uses nginx (deploy/nginx.conf.template).
 */
export interface NodeFrontOptions {
  /** `host:port` of each process. */
  upstreams: string[];
  port: number;
  host?: string;
  /** A process that failed is left out this long (nginx's fail_timeout). */
  failTimeoutMs?: number;
}

export interface NodeFront {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Methods nginx retries on another process after an error (never POST, PATCH: a checkout must not run twice). */
const RETRYABLE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Hop-by-hop headers, never forwarded (RFC 9110 §7.6.1). */
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

export async function startNodeFront(options: NodeFrontOptions): Promise<NodeFront> {
  const failTimeoutMs = options.failTimeoutMs ?? 5_000;
  const upstreams = options.upstreams.map((address) => {
    const [host, port] = address.split(':');
    return { host: host ?? '127.0.0.1', port: Number(port), downUntil: 0 };
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;

  /** The next process in turn that is not left out; when all are, the next in turn anyway (as nginx does). */
  const pick = (tried: Set<number>): number | null => {
    const now = Date.now();
    for (let step = 0; step < upstreams.length; step++) {
      const i = (next + step) % upstreams.length;
      if (!tried.has(i) && (upstreams[i]?.downUntil ?? 0) <= now) {
        next = i + 1;
        return i;
      }
    }
    for (let i = 0; i < upstreams.length; i++) if (!tried.has(i)) return i;
    return null;
  };

  const server = http.createServer((req, res) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && incoming !== '' ? incoming : randomUUID().replaceAll('-', '');
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP.has(name) && value !== undefined) headers[name] = value;
    const forwardedFor = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${req.socket.remoteAddress}` : req.socket.remoteAddress;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = req.headers.host;
    headers['x-request-id'] = requestId;
    const tried = new Set<number>();

    const attempt = () => {
      const index = pick(tried);
      if (index === null) {
        res.writeHead(502, { 'content-type': 'application/json', 'x-request-id': requestId });
        res.end(JSON.stringify({ message: 'No server process is answering; try again in a moment.', code: 'BAD_GATEWAY' }));
        return;
      }
      tried.add(index);
      const upstream = upstreams[index] as (typeof upstreams)[number];
      const proxied = http.request(
        { host: upstream.host, port: upstream.port, method: req.method, path: req.url, headers, agent },
        (answer) => {
          const status = answer.statusCode ?? 502;
          // A process shutting down answers 503: another one may take an idempotent request (nginx: http_503).
          if ((status === 502 || status === 503 || status === 504) && RETRYABLE.has(req.method ?? '') && tried.size < upstreams.length) {
            answer.resume();
            upstream.downUntil = Date.now() + failTimeoutMs;
            attempt();
            return;
          }
          const out: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers)) if (!HOP.has(name) && value !== undefined) out[name] = value;
          out['x-request-id'] = requestId;
          res.writeHead(status, out);
          // Streams: headers go at once and each chunk as it comes (pipe does not buffer).
          res.flushHeaders();
          answer.pipe(res);
          answer.on('error', () => res.destroy());
        },
      );
      proxied.on('error', () => {
        upstream.downUntil = Date.now() + failTimeoutMs;
        if (res.headersSent) {
          res.destroy();
          return;
        }
        // Retried only when no body went out to a process that may have acted on it.
        if (RETRYABLE.has(req.method ?? '') && tried.size < upstreams.length) attempt();
        else {
          res.writeHead(502, { 'content-type': 'application/json', 'x-request-id': requestId });
          res.end(JSON.stringify({ message: 'The server process went away; try again.', code: 'BAD_GATEWAY' }));
        }
      });
      // The browser left (a closed stream): the process sees its connection end too.
      res.on('close', () => {
        if (!res.writableFinished) proxied.destroy();
      });
      if (RETRYABLE.has(req.method ?? '')) proxied.end();
      else req.pipe(proxied);
    };
    attempt();
  });
  // Streams stay open for as long as the browser keeps them; a slow request is the processes' own timeout to enforce.
  server.requestTimeout = 0;
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
