import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from '../lib/router';
import { routes } from './router';

/** The screen the app's own route table shows for a path: the LazyScreen's export name, and the params. */
function screenOf(path: string): { screen: string | undefined; params: Record<string, string | undefined> } | null {
  const matches = matchRoutes(routes, path);
  if (!matches) return null;
  const last = matches[matches.length - 1];
  const element = last?.route.element as ReactElement<{ name?: string }> | undefined;
  return { screen: element?.props.name, params: last?.params ?? {} };
}

describe('the app route table, matched', () => {
  it('finds every kind of path its screen', () => {
    expect(screenOf('/')?.screen).toBe('HomePage');
    expect(screenOf('/product/12')).toEqual({ screen: 'ProductPage', params: { id: '12' } });
    expect(screenOf('/category/property')).toEqual({ screen: 'CategoryPage', params: { name: 'property' } });
    expect(screenOf('/owner-messages/5')).toEqual({ screen: 'OwnerConversationPage', params: { id: '5' } });
    expect(screenOf('/admin/conversations/9')).toEqual({ screen: 'TalkConversationPage', params: { id: '9' } });
    expect(screenOf('/search?query=fridge')?.screen).toBe('SearchPage');
  });

  it('ranks a named path above the not-found splat that comes first in the table', () => {
    // The site's pages (with their `*`) are listed before the owner and admin areas.
    expect(screenOf('/admin')?.screen).toBe('AdminPage');
    expect(screenOf('/admin/settings')?.screen).toBe('SettingsPage');
    expect(screenOf('/owner-dashboard')?.screen).toBe('OwnerDashboardPage');
    expect(screenOf('/admin/nothing-here')).toEqual({ screen: 'NotFoundPage', params: { '*': 'admin/nothing-here' } });
    expect(screenOf('/product/1/extra')?.screen).toBe('NotFoundPage');
  });

  it('ignores case and a trailing slash, and decodes params', () => {
    expect(screenOf('/Product/3/')).toEqual({ screen: 'ProductPage', params: { id: '3' } });
    expect(screenOf('/category/home%20appliances')?.params).toEqual({ name: 'home appliances' });
    expect(screenOf('/category/%E0%A4%AB%E0%A5%8D%E0%A4%B0%E0%A4%BF%E0%A4%9C')?.params).toEqual({ name: 'फ्रिज' });
    expect(screenOf('/category/%')?.params).toEqual({ name: '%' });
  });

  it('keeps the layouts and guards above a screen in the match', () => {
    const chain = (matchRoutes(routes, '/dashboard') ?? []).map(({ route }) => {
      const element = route.element as ReactElement<{ role?: string; name?: string }> | undefined;
      return element?.props.role ?? element?.props.name ?? (route.Component ? route.Component.name : 'boundary');
    });
    expect(chain).toContain('user');
    expect(chain.at(-1)).toBe('DashboardPage');
    expect(chain.slice(0, 3)).toEqual(['boundary', 'RootLayout', 'SiteShell']);
  });
});
