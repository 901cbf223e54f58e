import { useId, useState, useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { useT } from '../../../lib/i18n';

const never = () => () => undefined;
/** This site's origin; '' while the server renders (and while the browser hydrates that markup), then the real one. */
const useOrigin = () =>
  useSyncExternalStore(
    never,
    () => window.location.origin,
    () => '',
  );

/**
 * Share an item page: the device's own share sheet where it has one (most phones), else WhatsApp and "copy link".
 * The link is the page's canonical address, which opens with the item's title, price and photo in the preview.
 */
export function ShareItem({ title, priceText, path }: { title: string; priceText: string; path: string }) {
  const id = useId();
  const t = useT('catalogue');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const url = `${useOrigin()}${path}`;
  const text = t('share.message', { title, price: priceText });

  async function share() {
    setStatus(null);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The person closed the sheet: nothing to say. Any other failure falls back to the choices below.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setOpen((v) => !v);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('share.copied'));
    } catch {
      setStatus(t('share.copyFailed'));
    }
  }

  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={share}
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('share.label', { title })}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
        >
          <circle cx="18" cy="5" r="2.5" />
          <circle cx="6" cy="12" r="2.5" />
          <circle cx="18" cy="19" r="2.5" />
          <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
        </svg>
        {t('share.button')}
      </Button>
      <div id={id} hidden={!open} className="flex flex-wrap gap-2">
        <a
          href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', 'sm')}
        >
          {t('share.whatsapp')}
        </a>
        <Button variant="secondary" size="sm" onClick={copy}>
          {t('share.copy')}
        </Button>
      </div>
      <p role="status" className="text-sm text-stone-700">
        {status}
      </p>
    </div>
  );
}
