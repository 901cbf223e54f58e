import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, SIGNED_IN_SCRIPT } from './boot-script.js';

// BOOT_SCRIPT run against a small stand-in for the browser: which task puts back which tag, so that a page's many
// modulepreloads are not all started in one long task, and the app's module script comes after them, once.
interface Tag {
  tagName: string;
  src?: string;
  href?: string;
  getAttribute(name: string): string | undefined;
}

function tag(tagName: string, attrs: Record<string, string>): Tag {
  return { tagName, ...attrs, getAttribute: (name) => attrs[name] };
}

function run(preloads: number, picture?: { complete: boolean }) {
  const template = [tag('SCRIPT', { src: '/assets/index-A.js' })];
  for (let i = 0; i < preloads; i++) template.push(tag('LINK', { href: `/assets/chunk-${i}.js` }));
  const tasks: { fn: () => void; at: number }[] = [];
  const put: { what: string; task: number }[] = [];
  const listeners: Record<string, () => void> = {};
  let now = 0;
  let task = 0;
  const setTimeout = (fn: () => void, ms: number) => tasks.push({ fn, at: now + ms });
  const requestAnimationFrame = (fn: () => void) => setTimeout(fn, 16);
  const document = {
    getElementById: (id: string) => (id === 'kiraya-boot' ? { content: { children: template } } : null),
    querySelector: () => picture && { ...picture, addEventListener: (event: string, fn: () => void) => (listeners[event] = fn) },
    createElement: () => ({}) as { src?: string; type?: string },
    importNode: (node: Tag) => node,
    head: {
      appendChild: (node: { src?: string; href?: string; type?: string }) =>
        put.push({ what: node.type === 'module' ? `script ${node.src}` : `link ${node.href}`, task }),
    },
  };
  new Function('document', 'setTimeout', 'requestAnimationFrame', BOOT_SCRIPT)(document, setTimeout, requestAnimationFrame);
  const drain = () => {
    while (tasks.length > 0) {
      // The earliest timer runs first; timers due together run in the order they were set, one task each.
      const next = tasks.reduce((a, b) => (b.at < a.at ? b : a));
      tasks.splice(tasks.indexOf(next), 1);
      now = Math.max(now, next.at);
      task++;
      next.fn();
    }
  };
  return { put, listeners, drain };
}

describe('BOOT_SCRIPT', () => {
  it('puts back 27 preloads at most four to a task, then the module script, once', () => {
    const { put, drain } = run(27);
    drain();
    const links = put.filter((p) => p.what.startsWith('link'));
    expect(links.map((p) => p.what)).toEqual(Array.from({ length: 27 }, (_, i) => `link /assets/chunk-${i}.js`));
    const perTask = new Map<number, number>();
    for (const p of links) perTask.set(p.task, (perTask.get(p.task) ?? 0) + 1);
    expect(Math.max(...perTask.values())).toBeLessThanOrEqual(4);
    expect(perTask.size).toBe(7);
    const scripts = put.filter((p) => p.what.startsWith('script'));
    expect(scripts).toEqual([{ what: 'script /assets/index-A.js', task: expect.any(Number) }]);
    expect(scripts[0]?.task).toBeGreaterThan(Math.max(...links.map((p) => p.task)));
  });

  it('waits for the high-priority picture before starting the app', () => {
    const { put, listeners, drain } = run(2, { complete: false });
    expect(put).toEqual([]);
    const load = listeners.load;
    if (!load) throw new Error('the boot script added no load listener for the picture');
    load();
    drain();
    expect(put.map((p) => p.what)).toEqual(['link /assets/chunk-0.js', 'link /assets/chunk-1.js', 'script /assets/index-A.js']);
  });
});

// SIGNED_IN_SCRIPT against a stand-in for the head's moment: localStorage, atob and <html>'s class and style.
function signedIn(storage: Record<string, string>, now = Date.UTC(2026, 11, 6)) {
  const classes = new Set<string>();
  const properties = new Map<string, string>();
  const document = {
    documentElement: {
      classList: { add: (c: string) => classes.add(c) },
      style: { setProperty: (k: string, v: string) => properties.set(k, v) },
    },
  };
  const localStorage = { getItem: (key: string) => storage[key] ?? null };
  const atob = (data: string) => Buffer.from(data, 'base64').toString('latin1');
  const FakeDate = { now: () => now };
  new Function('document', 'localStorage', 'atob', 'Date', SIGNED_IN_SCRIPT)(document, localStorage, atob, FakeDate);
  return { classes: [...classes], name: properties.get('--signed-in-name') };
}

/** A JWT-shaped token (header.payload.signature, base64url, unpadded) expiring at `exp` seconds. */
const token = (exp: number) =>
  ['{"alg":"HS256"}', JSON.stringify({ sub: 1, role: 'user', exp })].map((part) => Buffer.from(part).toString('base64url')).join('.') +
  '.sig';
const inADay = Date.UTC(2026, 11, 7) / 1000;

describe('SIGNED_IN_SCRIPT', () => {
  it("marks a buyer's unexpired session and gives CSS the name as a quoted string", () => {
    expect(signedIn({ token: token(inADay), userData: JSON.stringify({ id: 1, name: 'आरव Srivastava' }) })).toEqual({
      classes: ['signed-in'],
      name: '"आरव Srivastava"',
    });
  });

  it('keeps a name from ending the CSS string: quotes and backslashes escaped, control characters dropped', () => {
    const name = 'A "quoted" \\ name\n;} body{display:none';
    expect(signedIn({ token: token(inADay), userData: JSON.stringify({ name }) }).name).toBe(
      '"A \\"quoted\\" \\\\ name;} body{display:none"',
    );
  });

  it('leaves the page as it is for an expired, missing or unreadable session', () => {
    const user = JSON.stringify({ name: 'Aarav' });
    const sessions: Record<string, string>[] = [
      { token: token(Date.UTC(2026, 11, 5) / 1000), userData: user },
      { userData: user },
      { token: token(inADay) },
      { token: 'not-a-token', userData: user },
      { token: token(inADay), userData: '{broken' },
      { token: token(inADay), userData: JSON.stringify({ name: 42 }) },
    ];
    for (const storage of sessions) expect({ storage, ...signedIn(storage) }).toEqual({ storage, classes: [], name: undefined });
  });
});
