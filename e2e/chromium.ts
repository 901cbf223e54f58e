/**
 * How Debian's Chromium is started for the browser tests (playwright.config.ts) and the browser benches
 * (bench/conversation-latency.ts): headless, sandbox-less (containers), and quiet on the network — no QUIC, no
 * first-run, sync, component-update or background requests that would add noise to what is measured.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
