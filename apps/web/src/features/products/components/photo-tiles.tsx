import { PHOTO_MSG } from '@kiraya/contract';
import { useEffect, useRef } from 'react';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon } from '../../../components/ui/icons';
import { useLocalize, useT } from '../../../lib/i18n';

export interface PhotoTile {
  /** Stable across moves (a file's local id, or the photo's id). */
  key: string | number;
  src: string;
  /** Says which photo it is to screen readers ("almirah.jpg", "photo 2"). */
  name: string;
}

const tileButton =
  'inline-flex size-9 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * An ordered grid of photos, the first marked as the cover, each with Move earlier / Move later / Remove buttons.
 * After a move, focus follows the photo (the same button on its new tile), so a keyboard user can keep moving it.
 */
export function PhotoTiles({
  tiles,
  onMove,
  onRemove,
  disabled = false,
  canRemove = true,
  columns = 'grid-cols-2 sm:grid-cols-4',
}: {
  tiles: PhotoTile[];
  onMove: (index: number, step: -1 | 1) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
  /** False keeps the last photo (an item needs one). */
  canRemove?: boolean;
  /** Grid columns (the dialog is narrower than the upload form). */
  columns?: string;
}) {
  const t = useT('upload');
  const localize = useLocalize();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);

  // After each reorder, once the buttons are enabled again (a save in flight disables them), focus the moved photo.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tiles change or are enabled again
  useEffect(() => {
    const key = pendingFocus.current;
    if (!key || disabled) return;
    pendingFocus.current = null;
    const target = buttons.current.get(key);
    if (target && !target.disabled) target.focus();
    else buttons.current.get(key.replace(/:(earlier|later)$/, (_, d) => (d === 'earlier' ? ':later' : ':earlier')))?.focus();
  }, [tiles, disabled]);

  const ref = (key: string) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(key, el);
    else buttons.current.delete(key);
  };
  const move = (index: number, step: -1 | 1, tile: PhotoTile) => {
    pendingFocus.current = `${tile.key}:${step < 0 ? 'earlier' : 'later'}`;
    onMove(index, step);
  };

  return (
    <ol className={`grid gap-3 ${columns}`}>
      {tiles.map((tile, i) => {
        const label = tile.name ? t('tile.photoNamed', { n: i + 1, name: tile.name }) : t('tile.photo', { n: i + 1 });
        return (
          <li key={tile.key} className="grid gap-1.5 rounded-xl bg-stone-50 p-1.5 ring-1 ring-stone-200" data-testid="photo-tile">
            <div className="relative">
              <img
                src={tile.src}
                alt={i === 0 ? t('tile.coverAlt', { label }) : label}
                className="aspect-[4/3] w-full rounded-lg bg-stone-100 object-cover"
              />
              {i === 0 ? (
                <span className="absolute top-1.5 left-1.5 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white shadow">
                  {localize(PHOTO_MSG.cover)}
                </span>
              ) : null}
            </div>
            <div className="flex items-center justify-between gap-1">
              <div className="flex gap-1">
                <button
                  ref={ref(`${tile.key}:earlier`)}
                  type="button"
                  className={tileButton}
                  disabled={disabled || i === 0}
                  onClick={() => move(i, -1, tile)}
                  aria-label={t('tile.earlier', { label })}
                >
                  <ArrowLeftIcon width={16} height={16} />
                </button>
                <button
                  ref={ref(`${tile.key}:later`)}
                  type="button"
                  className={tileButton}
                  disabled={disabled || i === tiles.length - 1}
                  onClick={() => move(i, 1, tile)}
                  aria-label={t('tile.later', { label })}
                >
                  <ArrowRightIcon width={16} height={16} />
                </button>
              </div>
              <button
                type="button"
                className={`${tileButton} text-red-800 hover:border-red-600 hover:text-red-900`}
                disabled={disabled || !canRemove}
                onClick={() => onRemove(i)}
                aria-label={t('tile.remove', { label })}
              >
                <CloseIcon width={16} height={16} />
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The list with one item moved one place (no change at either end). */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}
