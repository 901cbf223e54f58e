import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { positionOf, priceAt, SCALE_STEPS } from './price-scale';

/** A handle's position on the track and the price it stands for. */
interface Handle {
  at: number;
  price: number | undefined;
}

interface PriceRangeProps {
  /** The highest price of the list (the server's X-Price-Max), the scale's top. */
  top: number;
  min: number | undefined;
  max: number | undefined;
  perMonth: boolean;
  onCommit: (range: { minPrice: number | undefined; maxPrice: number | undefined }) => void;
}

/**
 * Minimum and maximum price as two handles on one logarithmic track (price-scale.ts), each a labelled range input
 * (arrow keys move it a step). The choice is committed when the hand rests, not on every step of a drag.
 */
export function PriceRange({ top, min, max, perMonth, onCommit }: PriceRangeProps) {
  const id = useId();
  const t = useT('catalogue');
  // Each handle's position and the price it stands for: the URL's own price until the handle is moved (a position
  // only approximates a price on a logarithmic track), then the track's price.
  const fromMin = () => ({ at: positionOf(min, top, 0), price: min });
  const fromMax = () => ({ at: positionOf(max, top, SCALE_STEPS), price: max });
  const [low, setLow] = useState(fromMin);
  const [high, setHigh] = useState(fromMax);
  // A handle already where the URL puts it keeps its state (as after hydration): no render for nothing.
  const follow = (next: Handle) => (shown: Handle) => (shown.at === next.at && shown.price === next.price ? shown : next);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the handles follow the URL's prices and the scale's top
  useEffect(() => setLow(follow(fromMin())), [min, top]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  useEffect(() => setHigh(follow(fromMax())), [max, top]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(nextLow: number, nextHigh: number) {
    const lowPrice = nextLow <= 0 ? undefined : priceAt(nextLow, top);
    const highPrice = nextHigh >= SCALE_STEPS ? undefined : priceAt(nextHigh, top);
    setLow({ at: nextLow, price: lowPrice });
    setHigh({ at: nextHigh, price: highPrice });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onCommit({ minPrice: lowPrice, maxPrice: highPrice }), 350);
  }

  const money = (value: number) => formatPrice(value, { perMonth });
  const lowText = low.price === undefined ? undefined : money(low.price);
  const highText = high.price === undefined ? undefined : money(high.price);
  const summary =
    lowText && highText
      ? t('filters.priceBetween', { min: lowText, max: highText })
      : lowText
        ? t('filters.priceFrom', { min: lowText })
        : highText
          ? t('filters.priceUpTo', { max: highText })
          : t('filters.priceAny');
  const left = (low.at / SCALE_STEPS) * 100;
  const right = (high.at / SCALE_STEPS) * 100;

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-stone-900">{perMonth ? t('filters.pricePerMonth') : t('filters.price')}</legend>
      <output htmlFor={`${id}-min ${id}-max`} className="block text-sm font-bold text-brand-800">
        {summary}
      </output>
      <div className="relative h-11">
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-stone-200" aria-hidden="true" />
        <div
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-700"
          style={{ left: `${left}%`, right: `${100 - right}%` }}
          aria-hidden="true"
        />
        <input
          id={`${id}-min`}
          type="range"
          min={0}
          max={SCALE_STEPS}
          value={low.at}
          aria-label={t('filters.priceMin')}
          aria-valuetext={lowText ?? t('filters.priceAny')}
          onChange={(e) => change(Math.min(Number(e.target.value), high.at - 1), high.at)}
          className="range-dual"
        />
        <input
          id={`${id}-max`}
          type="range"
          min={0}
          max={SCALE_STEPS}
          value={high.at}
          aria-label={t('filters.priceMax')}
          aria-valuetext={highText ?? t('filters.priceAny')}
          onChange={(e) => change(low.at, Math.max(Number(e.target.value), low.at + 1))}
          className="range-dual"
        />
      </div>
      <div className="flex justify-between text-xs text-stone-600" aria-hidden="true">
        <span>{money(0)}</span>
        <span>{money(top)}</span>
      </div>
    </fieldset>
  );
}
