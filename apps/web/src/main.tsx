import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRoutes, preloadRoutes } from './app/router';
import { getLanguage, initialLanguage, isLanguage, startLanguage, useLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { BrowserRouter } from './lib/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * A visitor page arrives rendered by the server (`data-ssr` names its language) with the query cache it was rendered
 * from. The browser takes it over by hydrating: same routes, same components, same data, so nothing is drawn twice.
 */
function serverState(): DehydratedState | null {
  try {
    return JSON.parse(document.getElementById('kiraya-state')?.textContent ?? 'null');
  } catch {
    return null;
  }
}

/** A language switch re-mounts the screens (the router and the query cache stay), so every text and figure is redrawn. */
function App() {
  return <AppRoutes key={useLanguage()} />;
}

async function start(container: HTMLElement) {
  // Each language loads its shell texts first (the server preloaded them with the page), so the first paint is
  // already in that language. A link that names its language (`?lang=hi`, as the hreflang alternates do) opens in it.
  const linked = new URLSearchParams(window.location.search).get('lang');
  await startLanguage(isLanguage(linked) ? linked : initialLanguage());

  const client = createQueryClient();
  // Hydrated only when the page was rendered in the language this browser shows; otherwise it is drawn afresh.
  const rendered = container.dataset.ssr !== undefined && container.dataset.ssr === getLanguage();
  if (rendered) {
    hydrate(client, serverState() ?? {});
    // The matched screens' code (and their message areas) before hydrating, so the first render is the page itself.
    await preloadRoutes(window.location);
  }
  const app = (
    <StrictMode>
      <Providers client={client}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding the main
  // thread for the whole page (a 300 ms task on Lighthouse's mobile CPU): a tap or scroll meanwhile is answered, and
  // the part tapped is hydrated first. docs/seo.md has the measurement.
  if (rendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start(root);

// The service worker (public/sw.js: Web Push alerts, no caching) is registered once the page has loaded and the main
// thread is idle, so not inside the app's start (registering costs Chromium's main thread 0.4–10 ms); a browser without
// service workers simply never gets push alerts.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 2000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
