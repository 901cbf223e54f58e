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
  status: 'held',
  attempts: 0,
  sent_at: null,
  last_error: null,
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

  it("shows each mail's delivery: kept without a mail server, sent with its time and tries, failed with the error", () => {
    const card = (m: Partial<OutboxMessage>) => renderToStaticMarkup(createElement(MessageCard, { message: { ...mail('Raj'), ...m } }));
    expect(card({})).toContain('Kept here (no mail server)');
    const sent = card({ status: 'sent', attempts: 2, sent_at: '2026-11-24T10:05:00.000Z', last_error: null });
    expect(sent).toContain('Sent on ');
    expect(sent).toContain('2 tries');
    const failed = card({ status: 'failed', attempts: 5, last_error: 'connect ECONNREFUSED 127.0.0.1:2525' });
    expect(failed).toContain('Not sent');
    expect(failed).toContain('5 tries');
    expect(failed).toContain('Last error: connect ECONNREFUSED 127.0.0.1:2525');
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
