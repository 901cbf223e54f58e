import type { OutboxMessage } from '@kiraya/contract';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAreas } from '../../../lib/i18n';
import { MessageCard, safeOutboxHref } from './outbox-list';

const link = '/forgot-password?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const mail = (name: string, serverLink: string | null = link): OutboxMessage => ({
  id: 1,
  toEmail: 'raj@example.in',
  subject: 'Reset your Kiraya password',
  body: `Hello ${name},\n\nOpen this link within 30 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this message.`,
  created_at: '2026-11-24T10:00:00.000Z',
  link: serverLink,
});
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);

describe('admin outbox message', () => {
  // The card's labels come from the `admin` area, which the router loads with the admin screens.
  beforeAll(() => loadAreas(['admin']));

  it('renders a URL in a user-chosen name as text, and only the server-made link as a link', () => {
    const html = renderToStaticMarkup(
      createElement(MessageCard, { message: mail('Raj //evil.example/forgot-password?token=x https://evil.example/y /evil') }),
    );
    expect(html).toContain('//evil.example/forgot-password?token=x');
    expect(hrefs(html)).toEqual([link.replaceAll('&', '&amp;')]);
  });

  it('makes no link when the server sent none, even if the body holds one', () => {
    expect(hrefs(renderToStaticMarkup(createElement(MessageCard, { message: mail('Raj', null) })))).toEqual([]);
  });

  it('accepts only a path of this site as the link', () => {
    expect(safeOutboxHref(link)).toBe(link);
    for (const bad of [
      '//evil.example/x',
      'https://evil.example/x',
      'javascript:alert(1)',
      '/\\evil.example',
      '/a b',
      '',
      null,
      undefined,
    ]) {
      expect(safeOutboxHref(bad)).toBeNull();
    }
  });
});
