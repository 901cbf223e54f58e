import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_CSP, SIGNED_IN_SCRIPT } from '../../lib/boot-script.js';
import { type PageHead, renderShell } from './seo-html.js';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="x" />
    <link rel="stylesheet" crossorigin href="/assets/index-A.css">
    <title>Kiraya</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const head: PageHead = {
  title: 'Fridges',
  description: 'Fridges in Lucknow',
  canonical: 'https://kiraya.example/category/home-appliances',
  type: 'website',
  status: 200,
};
const EXPECT = '<link rel="expect" href="#main-content" blocking="render" />';

describe('renderShell', () => {
  it('holds frames until <main> of a rendered page is parsed, with the link in the head', () => {
    const html = renderShell(template, head, {
      html: '<header>…</header><main id="main-content" tabindex="-1"><h1>Fridges</h1></main>',
      state: {},
      language: 'en',
    });
    const headEnd = html.indexOf('</head>');
    expect(html.indexOf(EXPECT)).toBeGreaterThan(0);
    expect(html.indexOf(EXPECT)).toBeLessThan(headEnd);
  });

  it('leaves it out where the markup has no <main> to wait for (a summary, a screen without the site frame)', () => {
    expect(renderShell(template, head)).not.toContain('rel="expect"');
    expect(renderShell(template, head, { html: '<div>Sign in</div>', state: {}, language: 'en' })).not.toContain('rel="expect"');
  });

  it("runs the signed-in script in a rendered page's head before the stylesheet, whole, and allows it by its hash", () => {
    const html = renderShell(template, head, { html: '<main id="main-content"></main>', state: {}, language: 'en' });
    const script = html.indexOf(`<script>${SIGNED_IN_SCRIPT}</script>`);
    expect(script).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'));
    expect(script).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(BOOT_SCRIPT_CSP).toContain(`'sha256-${createHash('sha256').update(SIGNED_IN_SCRIPT).digest('base64')}'`);
    // A summary page has no header to hold.
    expect(renderShell(template, head)).not.toContain(SIGNED_IN_SCRIPT);
  });
});
