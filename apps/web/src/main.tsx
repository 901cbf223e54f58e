import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { initialLanguage, isLanguage, startLanguage, useLanguage } from './lib/i18n';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createRouter();

/** A language switch re-mounts the screens (the router and the query cache stay), so every text and figure is redrawn. */
function App() {
  return <RouterProvider key={useLanguage()} router={router} />;
}

// English needs nothing more (its shell texts are in this bundle); Hindi loads its shell texts first, so the first paint
// is already in Hindi.
// A link that names its language (`?lang=hi`, as the pages' hreflang alternates do) opens in it.
const linked = new URLSearchParams(window.location.search).get('lang');
void startLanguage(isLanguage(linked) ? linked : initialLanguage()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <App />
      </Providers>
    </StrictMode>,
  ),
);
