import { IMAGE_VARIANTS, type ProductPhoto } from '@kiraya/contract';
import { type DragEvent, type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon, MinusIcon, PlusIcon } from '../../../components/ui/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useT } from '../../../lib/i18n';

/** A horizontal drag longer than this (CSS pixels) is a swipe, not a tap. */
const SWIPE_PX = 40;

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md ring-1 ring-stone-300 hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-40';

/**
 * Left/right swipes by pointer (touch, pen or mouse): calls `onSwipe(-1 | 1)` and reports whether the last
 * gesture was a swipe, so the click that ends it does not also open the zoom.
 */
function useSwipe(onSwipe: (step: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    handlers: {
      onPointerDown: (e: PointerEvent) => {
        start.current = { x: e.clientX, y: e.clientY };
        swiped.current = false;
      },
      onPointerUp: (e: PointerEvent) => {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const dx = e.clientX - from.x;
        if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - from.y)) {
          swiped.current = true;
          onSwipe(dx < 0 ? 1 : -1);
        }
      },
      onPointerCancel: () => {
        start.current = null;
      },
      // A mouse drag on a picture would start the browser's own image drag (and cancel the pointer).
      onDragStart: (e: DragEvent) => e.preventDefault(),
    },
    /** True once after a swipe (the click that follows it is swallowed). */
    takeSwipe: () => {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}

/**
 * The item page's photos: the selected one large, previous/next buttons, arrow keys and swipes, a "2 / 5" counter
 * and a strip of thumbnails; clicking (or Enter on) the photo opens it full size in a full-screen dialog with zoom.
 */
export function PhotoGallery({ photos, title, sizes }: { photos: ProductPhoto[]; title: string; sizes: string }) {
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const t = useT('catalogue');
  const count = photos.length;
  const many = count > 1;
  const current = photos[Math.min(index, count - 1)];
  const go = (step: -1 | 1) => setIndex((i) => (i + step + count) % count);
  const swipe = useSwipe(go);
  const counterId = useId();

  // A smaller list (new data) never leaves the index past the end.
  useEffect(() => {
    if (index >= count) setIndex(0);
  }, [index, count]);

  if (!current) return null;
  const alt = (i: number) => (many ? t('gallery.alt', { title, n: i + 1, count }) : title);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!many) return;
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    }
  };

  return (
    <section aria-roledescription="carousel" aria-label={t('gallery.label', { title })} onKeyDown={onKeyDown} className="grid gap-3">
      <div className="relative touch-pan-y select-none" {...swipe.handlers}>
        <button
          type="button"
          className="block w-full cursor-zoom-in focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand-600"
          aria-label={t('gallery.open', { alt: alt(index) })}
          aria-describedby={many ? counterId : undefined}
          onClick={(e) => {
            // A click that ends a swipe is not a request to zoom (a keyboard's click, detail 0, always is).
            const wasSwipe = swipe.takeSwipe();
            if (!wasSwipe || e.detail === 0) setZoomOpen(true);
          }}
        >
          <ResponsiveImage
            key={current.id}
            card={current.image_card}
            medium={current.image_medium}
            full={current.image}
            alt={alt(index)}
            sizes={sizes}
            priority={index === 0}
          />
        </button>
        {many ? (
          <>
            <div className="pointer-events-none absolute inset-x-3 top-1/2 flex -translate-y-1/2 justify-between">
              <button
                type="button"
                className={`pointer-events-auto ${roundButton}`}
                onClick={() => go(-1)}
                aria-label={t('gallery.previous')}
              >
                <ArrowLeftIcon width={20} height={20} />
              </button>
              <button type="button" className={`pointer-events-auto ${roundButton}`} onClick={() => go(1)} aria-label={t('gallery.next')}>
                <ArrowRightIcon width={20} height={20} />
              </button>
            </div>
            <p
              id={counterId}
              aria-live="polite"
              className="absolute right-3 bottom-3 rounded-full bg-stone-950/75 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
            >
              <span className="sr-only">{t('gallery.photo')} </span>
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {many ? (
        <ul className="flex gap-2 overflow-x-auto px-3 pb-3" aria-label={t('gallery.choose')}>
          {photos.map((photo, i) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('gallery.show', { n: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-lg ring-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  i === index ? 'ring-brand-700' : 'ring-transparent opacity-80 hover:opacity-100'
                }`}
              >
                <img
                  src={photo.image_card}
                  alt=""
                  width={IMAGE_VARIANTS.card.width}
                  height={IMAGE_VARIANTS.card.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] h-auto w-16 bg-stone-100 object-cover sm:w-20"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <PhotoZoom
        open={zoomOpen}
        photos={photos}
        index={Math.min(index, count - 1)}
        title={title}
        onStep={go}
        onClose={() => setZoomOpen(false)}
      />
    </section>
  );
}

/**
 * The full-size photo in a full-screen native <dialog> (focus trapped and restored by the browser; Escape closes):
 * a zoom toggle (2×, panned by touch, the scrollbars or arrow keys), previous/next, arrow keys and swipes when not zoomed.
 */
function PhotoZoom({
  open,
  photos,
  index,
  title,
  onStep,
  onClose,
}: {
  open: boolean;
  photos: ProductPhoto[];
  index: number;
  title: string;
  onStep: (step: -1 | 1) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [zoomed, setZoomed] = useState(false);
  const t = useT('catalogue');
  // Zoomed, a touch drag pans the picture instead.
  const swipe = useSwipe((step) => {
    if (!zoomed) onStep(step);
  });
  const count = photos.length;
  const many = count > 1;
  const photo = photos[index];

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) setZoomed(false);
  }, [open]);

  // Another photo starts unzoomed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a change of photo
  useEffect(() => setZoomed(false), [index]);

  // Zooming in starts at the middle of the picture, where the eye was.
  useEffect(() => {
    const stage = stageRef.current;
    if (!zoomed || !stage) return;
    stage.scrollLeft = (stage.scrollWidth - stage.clientWidth) / 2;
    stage.scrollTop = (stage.scrollHeight - stage.clientHeight) / 2;
  }, [zoomed]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    // The dialog sits inside the gallery in React's tree: its keys must not step the gallery a second time.
    e.stopPropagation();
    // Zoomed, the arrows scroll the picture.
    if (!many || zoomed) return;
    e.preventDefault();
    onStep(e.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-stone-950 p-0 text-white backdrop:bg-stone-950"
    >
      {open && photo ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center gap-2 px-3 py-2">
            <h2 id={titleId} className="min-w-0 flex-1 truncate text-sm font-semibold">
              {title}
              {many ? (
                <span className="ml-2 font-normal text-stone-300 tabular-nums" aria-live="polite">
                  <span className="sr-only">, {t('gallery.photo')} </span>
                  {index + 1} / {count}
                </span>
              ) : null}
            </h2>
            <button
              type="button"
              className={roundButton}
              onClick={() => setZoomed((z) => !z)}
              aria-pressed={zoomed}
              aria-label={zoomed ? t('gallery.zoomOut') : t('gallery.zoomIn')}
            >
              {zoomed ? <MinusIcon width={20} height={20} /> : <PlusIcon width={20} height={20} />}
            </button>
            {/* biome-ignore lint/a11y/noAutofocus: the dialog opens on its close button, the safe choice */}
            <button type="button" className={roundButton} onClick={onClose} aria-label={t('gallery.close')} autoFocus>
              <CloseIcon width={20} height={20} />
            </button>
          </div>
          <div
            ref={stageRef}
            className={`relative min-h-0 flex-1 ${zoomed ? 'overflow-auto' : 'flex touch-pan-y items-center justify-center overflow-hidden'}`}
            {...swipe.handlers}
          >
            <img
              key={photo.id}
              src={photo.image}
              alt={many ? t('gallery.alt', { title, n: index + 1, count }) : title}
              width={IMAGE_VARIANTS.full.width}
              height={IMAGE_VARIANTS.full.height}
              data-zoomed={zoomed || undefined}
              className={zoomed ? 'h-auto max-w-none' : 'max-h-full w-auto max-w-full object-contain'}
              // Twice the screen's width, and at least the picture's own pixels.
              style={zoomed ? { width: `max(200%, ${IMAGE_VARIANTS.full.width}px)` } : undefined}
            />
            {many && !zoomed ? (
              <div className="pointer-events-none absolute inset-x-3 top-1/2 flex -translate-y-1/2 justify-between">
                <button
                  type="button"
                  className={`pointer-events-auto ${roundButton}`}
                  onClick={() => onStep(-1)}
                  aria-label={t('gallery.previous')}
                >
                  <ArrowLeftIcon width={20} height={20} />
                </button>
                <button
                  type="button"
                  className={`pointer-events-auto ${roundButton}`}
                  onClick={() => onStep(1)}
                  aria-label={t('gallery.next')}
                >
                  <ArrowRightIcon width={20} height={20} />
                </button>
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
