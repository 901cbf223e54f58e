import { useT } from '../../lib/i18n';
import { nextParams, pageCount } from '../../lib/list-params';
import { Link, useLocation } from '../../lib/router';

/** Pages as links (?page=n), so each page has a URL, works with Back and opens in a new tab. */
export function Pagination({ page, total, pageSize, label }: { page: number; total: number; pageSize: number; label?: string }) {
  const location = useLocation();
  const t = useT('common');
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;

  const href = (n: number) => {
    const qs = nextParams(new URLSearchParams(location.search), { page: n }).toString();
    return `${location.pathname}${qs ? `?${qs}` : ''}`;
  };

  const numbers = visiblePages(page, pages);
  const edge = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-xl px-3 text-sm font-semibold';

  return (
    <nav aria-label={label ?? t('pagination.label')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} className={`${edge} border border-stone-300 bg-white text-stone-800 hover:border-brand-600`} rel="prev">
          <span aria-hidden="true">←</span> {t('pagination.previous')}
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1">
        {numbers.map((n, i) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: n })}
                className={`${edge} ${n === page ? 'bg-brand-700 text-white' : 'text-stone-800 hover:bg-brand-50'}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <Link to={href(page + 1)} className={`${edge} border border-stone-300 bg-white text-stone-800 hover:border-brand-600`} rel="next">
          {t('pagination.next')} <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}

/** 1 … 4 5 6 … 20: first, last and the neighbours of the current page. */
function visiblePages(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && n - last > 1) out.push(n - last === 2 ? last + 1 : null);
    out.push(n);
  }
  return out;
}
