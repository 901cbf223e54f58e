import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The theme starts on every page load, before hydration. It must touch <html> only through the `dark` class: an
 * inline style written there, even one equal to what the stylesheet gives, made Chromium restyle the whole page
 * (docs/seo.md, 2026-12-06).
 */
function fakeDocument() {
  const writes: string[] = [];
  const classes = new Set<string>();
  const style = new Proxy({} as Record<string, string>, {
    set(target, key, value) {
      writes.push(`style.${String(key)}=${value}`);
      target[key as string] = value;
      return true;
    },
  });
  const documentElement = {
    style,
    classList: {
      toggle(name: string, force: boolean) {
        if (force && !classes.has(name)) writes.push(`+${name}`);
        if (!force && classes.has(name)) writes.push(`-${name}`);
        if (force) classes.add(name);
        else classes.delete(name);
        return force;
      },
    },
  };
  const stored = new Map<string, string>();
  vi.stubGlobal('document', { documentElement });
  vi.stubGlobal('window', { addEventListener() {} });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  });
  return { writes, classes };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('theme on <html>', () => {
  it('a light page load writes nothing on <html>; dark only adds the class, never an inline style', async () => {
    const { writes, classes } = fakeDocument();
    const { initTheme, chooseTheme, currentTheme } = await import('./theme');
    initTheme(false);
    expect(currentTheme()).toBe('light');
    expect(writes).toEqual([]);
    chooseTheme('dark');
    expect(classes.has('dark')).toBe(true);
    chooseTheme('light');
    expect(writes).toEqual(['+dark', '-dark']);
  });

  it('a site whose default is dark starts with the class, and a visitor who chose light keeps light', async () => {
    const { writes } = fakeDocument();
    const { initTheme, chooseTheme, setSiteDefaultTheme, currentTheme } = await import('./theme');
    initTheme(true);
    expect(writes).toEqual(['+dark']);
    chooseTheme('light');
    setSiteDefaultTheme(true);
    expect(currentTheme()).toBe('light');
    expect(writes).toEqual(['+dark', '-dark']);
  });
});
