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

/**
 * A server-rendered page is the same for everyone, so it is drawn for a visitor: a signed-in buyer's header got its
 * notifications bell, and on a desktop its name instead of "Login", only when the app took the page over, moving the
 * buttons beside them (a layout shift of 0.0014 on a phone and 0.0025 on a desktop, on every full load).
 *
 * SIGNED_IN_SCRIPT, inline in the head, runs before anything is drawn: when this browser holds a buyer's unexpired
 * session (the spec's `token` and `userData` keys, apps/web/src/lib/session.ts), it marks `<html class="signed-in">`
 * and puts the name in the `--signed-in-name` property. While the app takes the page over, its header keeps the
 * bell's place and shows "Login" as that name (index.css `.signed-in .account-hint`); once it has, the header is
 * drawn from the session itself, in the same places. The name is the buyer's own, from their own storage, and only
 * ever reaches CSS `content` as a string: it is never markup. A storage the browser refuses, or a session it cannot
 * read, leaves the page as it was.
 */
export const SIGNED_IN_SCRIPT = [
  '(function(){try{var s=localStorage,t=s.getItem("token"),u=JSON.parse(s.getItem("userData")||"null");',
  'if(!t||!u||typeof u.name!=="string")return;',
  'var p=JSON.parse(atob(t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/")));',
  'if(!(p.exp*1000>Date.now()))return;var h=document.documentElement;h.classList.add("signed-in");',
  // A CSS string: quotes and backslashes escaped, control characters dropped.
  String.raw`h.style.setProperty("--signed-in-name",'"'+u.name.replace(/[\u0000-\u001f\u007f]/g,"").replace(/[\\"]/g,"\\$&")+'"');`,
  '}catch(e){}})();',
].join('');

const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The CSP sources that allow BOOT_SCRIPT and SIGNED_IN_SCRIPT, and no other inline script. */
export const BOOT_SCRIPT_CSP = `${cspHash(BOOT_SCRIPT)} ${cspHash(SIGNED_IN_SCRIPT)}`;

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
