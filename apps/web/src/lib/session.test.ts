import { describe, expect, it } from 'vitest';
import { loginUrl, nextAfterLogin, safeNextPath, withNext } from './session';

describe('the page a sign-in or sign-up returns to', () => {
  it('keeps a path of this site, with its query', () => {
    for (const path of ['/product/12', '/search?query=cooler&city=Lucknow', '/checkout', '/', '/product/5#photos']) {
      expect(safeNextPath(path)).toBe(path);
    }
  });

  it('refuses anything that could leave the site or is not a path', () => {
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      '/\\\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'product/12',
      '/a b',
      '/a\tb',
      '/a\nb',
      `/${'a'.repeat(600)}`,
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(bad), String(bad)).toBeNull();
    }
  });

  it('carries it on links between the screens, and goes home without one', () => {
    expect(withNext('/register', '/product/12')).toBe('/register?next=%2Fproduct%2F12');
    expect(withNext('/register', '//evil.example')).toBe('/register');
    expect(withNext('/login', null)).toBe('/login');
    expect(loginUrl('user', 'required', '/\\evil.example')).toBe('/login?reason=required');
    expect(nextAfterLogin('user', '?next=%2Fproduct%2F12')).toBe('/product/12');
    expect(nextAfterLogin('owner', '?next=https%3A%2F%2Fevil.example')).toBe('/owner-dashboard');
    expect(nextAfterLogin('user', '')).toBe('/dashboard');
  });
});
