import type { ChartDay } from '@kiraya/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Catalogs, type Language, LOCALES, type TFunction, useLanguage, useT } from '../../../lib/i18n';

const H = 240;
const PAD = { top: 12, right: 8, bottom: 30, left: 32 };
const PLOT_H = H - PAD.top - PAD.bottom;

/** The drawing's width in CSS pixels, so labels keep their size on a phone and on a wide screen alike. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** The chart's day formats in a language: '3 Nov' and 'Mon, 3 Nov' ('3 नव॰', 'सोम, 3 नव॰'), at UTC. */
function dayFormats(language: Language) {
  const locale = `${LOCALES[language]}-u-nu-latn`;
  return {
    dayLabel: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    longDay: new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  };
}
/** 'YYYY-MM-DD' is a calendar day: formatted at UTC midnight so no zone shifts it. */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** Round axis steps (1, 2, 5 × 10^n) so the grid reads at a glance. */
export function niceMax(max: number): { top: number; step: number } {
  if (max <= 4) return { top: Math.max(1, max), step: 1 };
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough;
  return { top: Math.ceil(max / step) * step, step };
}

/** The words a screen reader hears instead of the bars. */
export function chartSummary(days: ChartDay[], t: TFunction<Catalogs['admin']>, language: Language): string {
  const { dayLabel, longDay } = dayFormats(language);
  const orders = days.reduce((n, d) => n + d.orders, 0);
  const listings = days.reduce((n, d) => n + d.listings, 0);
  const busiest = days.reduce<ChartDay | null>((best, d) => (d.orders > (best?.orders ?? 0) ? d : best), null);
  const first = days[0];
  const last = days.at(-1);
  const range =
    first && last ? t('chart.range', { from: dayLabel.format(asDate(first.date)), to: dayLabel.format(asDate(last.date)) }) : '';
  return (
    t('chart.summary', {
      days: days.length,
      range,
      orders: t('chart.orderCount', { count: orders }),
      listings: t('chart.listingCount', { count: listings }),
    }) + (busiest ? ` ${t('chart.busiest', { day: longDay.format(asDate(busiest.date)), count: busiest.orders })}` : '')
  );
}

/**
 * Orders and new listings per IST day over the last 30 days: grouped bars in inline SVG (no chart library),
 * y-axis gridlines, a date every fifth day, a legend, a spoken summary and the numbers as a table.
 */
export function ActivityChart({ days }: { days: ChartDay[] }) {
  const id = useId();
  const t = useT('admin');
  const language = useLanguage();
  const { dayLabel, longDay } = useMemo(() => dayFormats(language), [language]);
  const summary = chartSummary(days, t, language);
  const { ref, width: W } = useWidth(640);
  const PLOT_W = W - PAD.left - PAD.right;
  // Narrow screens label every tenth day, wide ones every fifth.
  const every = W < 480 ? 10 : 5;
  const peak = Math.max(0, ...days.map((d) => Math.max(d.orders, d.listings)));
  const { top, step } = niceMax(peak);
  const slot = PLOT_W / Math.max(1, days.length);
  const bar = Math.max(2, Math.min(10, (slot - 4) / 2));
  const y = (value: number) => PAD.top + PLOT_H - (value / top) * PLOT_H;
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += step) ticks.push(v);

  return (
    <figure className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-stone-700" aria-hidden="true">
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-3 w-3 rounded-sm bg-brand-700" /> {t('chart.orders')}
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-3 w-3 rounded-sm bg-saffron-500" /> {t('chart.newListings')}
        </span>
      </div>
      <div ref={ref} className="w-full min-w-0">
        <svg viewBox={`0 0 ${W} ${H}`} width="100%" height={H} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="block">
          <title id={`${id}-title`}>{t('chart.title')}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {ticks.map((v) => (
            <g key={v}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stroke-stone-200" strokeWidth={1} />
              <text x={PAD.left - 8} y={y(v)} dy="0.32em" textAnchor="end" className="fill-stone-600 text-[12px] tabular-nums">
                {v}
              </text>
            </g>
          ))}
          {days.map((d, i) => {
            const x = PAD.left + i * slot + (slot - 2 * bar - 1) / 2;
            return (
              <g key={d.date}>
                <title>{t('chart.barTitle', { day: longDay.format(asDate(d.date)), orders: d.orders, listings: d.listings })}</title>
                <rect x={x} y={y(d.orders)} width={bar} height={PAD.top + PLOT_H - y(d.orders)} rx={1.5} className="fill-brand-700" />
                <rect
                  x={x + bar + 1}
                  y={y(d.listings)}
                  width={bar}
                  height={PAD.top + PLOT_H - y(d.listings)}
                  rx={1.5}
                  className="fill-saffron-500"
                />
                {i % every === (days.length - 1) % every ? (
                  <text
                    // The last label ends at the plot's edge instead of running off it.
                    x={i === days.length - 1 ? PAD.left + (i + 1) * slot : PAD.left + i * slot + slot / 2}
                    y={H - PAD.bottom + 20}
                    textAnchor={i === days.length - 1 ? 'end' : 'middle'}
                    className="fill-stone-600 text-[12px]"
                  >
                    {dayLabel.format(asDate(d.date))}
                  </text>
                ) : null}
              </g>
            );
          })}
          <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + PLOT_H} y2={PAD.top + PLOT_H} className="stroke-stone-400" strokeWidth={1} />
        </svg>
      </div>
      <figcaption className="text-sm text-stone-600">
        {summary} {t('chart.ist')}
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800">{t('chart.showTable')}</summary>
        <div className="mt-2 max-h-72 overflow-y-auto rounded-xl ring-1 ring-stone-200">
          <table className="w-full text-left">
            <caption className="sr-only">{t('chart.caption')}</caption>
            <thead className="sticky top-0 bg-stone-100 text-stone-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('chart.day')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('chart.orders')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('chart.newListings')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {[...days].reverse().map((d) => (
                <tr key={d.date}>
                  <th scope="row" className="px-3 py-1.5 font-normal text-stone-800">
                    <time dateTime={d.date}>{longDay.format(asDate(d.date))}</time>
                  </th>
                  <td className="px-3 py-1.5 text-right text-stone-900 tabular-nums">{d.orders}</td>
                  <td className="px-3 py-1.5 text-right text-stone-900 tabular-nums">{d.listings}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
