import { createHash } from 'node:crypto';

/**
 * A page the server rendered can be read and followed before any JavaScript runs: its markup, picture and links are in
 * the HTML. So its scripts wait until the page has been painted with its main picture, instead of sharing a slow phone
 * network with it: with the app's module script and its ~125 KB of modulepreloads in the head, a phone on 4G received
 * the main picture only after all of them (Lighthouse put the category page's first paint and LCP at 2.3–2.5 s).
 *
 * The head's module script and preloads are moved into an inert `<template id="kiraya-boot">` (nothing in a template is
 * fetched), and BOOT_SCRIPT, inline at the end of the body, puts them back once the picture the page marks
 * `fetchpriority="high"` has loaded (or failed) and the next frame is drawn; with no such picture, after the first
 * frame. A picture that takes longer than 3 s, or a tab in the background (where frames are not drawn), starts the app
 * anyway. The app then hydrates as before (apps/web/src/main.tsx).
 *
 * The preloads go back four to a task, each task queued at once (so none is delayed by nested timers' clamping), and
 * the module script in a task after them: putting back a modulepreload starts its fetch, and the category page's 27 in
 * one task took 34 ms of the main thread in Lighthouse's trace, 136 ms on its 4x slower phone, most of it blocking.
 *
 * The script is the same on every page, so the CSP names it by its hash (BOOT_SCRIPT_CSP, plugins/security.ts) and
 * still allows no other inline script.
 */
export const BOOT_SCRIPT = [
  '(function(){',
  "var t=document.getElementById('kiraya-boot');if(!t)return;var started=false;",
  'function start(){if(started)return;started=true;var nodes=t.content.children,script=null,links=[];',
  'for(var i=0;i<nodes.length;i++){var n=nodes[i];',
  "if(n.tagName==='SCRIPT'){script=document.createElement('script');script.type='module';script.crossOrigin='anonymous';script.src=n.getAttribute('src');}",
  'else links.push(n);}',
  'for(var j=0;j<links.length;j+=4)setTimeout(put.bind(null,links.slice(j,j+4)),0);',
  'setTimeout(function(){if(script)document.head.appendChild(script);},0);}',
  'function put(some){for(var k=0;k<some.length;k++)document.head.appendChild(document.importNode(some[k],false));}',
  'function painted(){requestAnimationFrame(function(){setTimeout(start,0);});setTimeout(start,1000);}',
  'var img=document.querySelector(\'#root img[fetchpriority="high"]\');',
  "if(img&&!img.complete){img.addEventListener('load',painted);img.addEventListener('error',painted);setTimeout(start,3000);}",
  'else painted();',
  '})();',
].join('');

/** The CSP source that allows BOOT_SCRIPT and no other inline script. */
export const BOOT_SCRIPT_CSP = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const APP_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>\s*/g;
const PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+"\s*\/?>\s*/g;

/**
 * `html` (a whole page) with its module script and modulepreload links started by BOOT_SCRIPT after the first paint.
 * A page without a module script (the development server's) is returned as it is.
 */
export function deferAppScripts(html: string): string {
  const head = html.indexOf('</head>');
  if (head < 0 || !html.includes('</body>')) return html;
  const inHead = html.slice(0, head);
  const scripts = inHead.match(APP_SCRIPT) ?? [];
  if (scripts.length === 0) return html;
  const preloads = inHead.match(PRELOAD) ?? [];
  const kept = inHead.replace(APP_SCRIPT, '').replace(PRELOAD, '');
  const boot = `<template id="kiraya-boot">${[...scripts, ...preloads].map((tag) => tag.trim()).join('')}</template>\n  `;
  const rest = html.slice(head).replace('</body>', `<script>${BOOT_SCRIPT}</script>\n  </body>`);
  return `${kept}${boot}${rest}`;
}
