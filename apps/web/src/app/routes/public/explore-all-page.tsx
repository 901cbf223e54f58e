import { CATEGORIES, CATEGORY_LABELS, type Category, DEFAULT_CITY, LIMITS, MSG, resolveCategory } from '@kiraya/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingStatus } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { useAllProducts } from '../../../features/catalogue/api/get-all-products';
import { CatalogueGrid, CatalogueGridSkeleton } from '../../../features/catalogue/components/catalogue-grid';
import { ResultCount } from '../../../features/catalogue/components/result-count';
import { SortSelect } from '../../../features/catalogue/components/sort-select';
import { usePageSize } from '../../../features/settings/api/get-public-settings';
import { nextParams, readNumber, readPage, readSort } from '../../../lib/list-params';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useKeptData } from '../../../lib/use-kept-data';

const SLIDER = LIMITS.priceSlider;

function roundUpToStep(value: number): number {
  return Math.max(SLIDER.step, Math.ceil(value / SLIDER.step) * SLIDER.step);
}

function CategoryFilter({ value, onChange }: { value: Category | null; onChange: (category: Category | null) => void }) {
  // Shown at once; the URL (the source of truth) follows in a transition.
  const [selected, setSelected] = useState(value);
  useEffect(() => setSelected(value), [value]);
  const options: { value: Category | null; label: string }[] = [
    { value: null, label: 'All categories' },
    ...CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
  ];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-900">Category</legend>
      <div className="flex flex-wrap gap-2 lg:flex-col">
        {options.map((option) => (
          <label key={option.label} className="relative cursor-pointer">
            <input
              type="radio"
              name="category"
              checked={selected === option.value}
              onChange={() => {
                setSelected(option.value);
                onChange(option.value);
              }}
              className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
            <span className="flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-hover:border-brand-600">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The maximum-price slider (min 0, step 500). Its top is the highest price the server reports
 * (X-Price-Max), or 10,000 before it is known; at the top it means 'any price'.
 */
function PriceSlider({
  bound,
  value,
  onCommit,
}: {
  bound: number;
  value: number | undefined;
  onCommit: (max: number | undefined) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? bound);
  useEffect(() => setDraft(value ?? bound), [value, bound]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: number) {
    setDraft(next);
    clearTimeout(timer.current);
    // Commit after the hand rests, so dragging does not fire a request per step.
    timer.current = setTimeout(() => onCommit(next >= bound ? undefined : next), 350);
  }

  const any = draft >= bound;
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap text-stone-900">
          Maximum price
        </label>
        <output htmlFor={id} className="text-sm font-bold whitespace-nowrap text-brand-800">
          {any ? 'Any price' : `Up to ${formatPrice(draft)}`}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={SLIDER.min}
        max={bound}
        step={SLIDER.step}
        value={Math.min(draft, bound)}
        aria-valuetext={any ? 'Any price' : `Up to ${formatPrice(draft)}`}
        onChange={(e) => change(Number(e.target.value))}
        className="range-brand h-11 w-full cursor-pointer"
      />
      <div className="flex justify-between text-xs text-stone-600" aria-hidden="true">
        <span>{formatPrice(SLIDER.min)}</span>
        <span>{formatPrice(bound)}</span>
      </div>
    </div>
  );
}

/** /explore-all: both sources, every category, filters in the URL (?category=&maxPrice=&sort=&page=). */
export function ExploreAllPage() {
  const [params, setParams] = useSearchParams();
  const category = resolveCategory(params.get('category'));
  const maxPrice = readNumber(params, 'maxPrice');
  const sort = readSort(params);
  const page = readPage(params);

  const pageSize = usePageSize();
  const query = useAllProducts({ category: category ?? undefined, city: DEFAULT_CITY, maxPrice, sort, page, limit: pageSize });
  const { data, stale } = useKeptData(query.data);
  const items = data?.items ?? [];

  // The slider's top: the highest price seen for this category, so it does not shrink as you slide.
  const [highest, setHighest] = useState<Record<string, number>>({});
  // Only a response to this filter tells this category's highest price.
  const reported = query.data?.priceMax ?? null;
  const key = category ?? 'all';
  useEffect(() => {
    if (reported !== null && reported > 0)
      setHighest((prev) => (prev[key] === undefined || reported > (prev[key] ?? 0) ? { ...prev, [key]: reported } : prev));
  }, [reported, key]);
  const known = highest[key];
  const bound = roundUpToStep(Math.max(known ?? SLIDER.defaultMax, maxPrice ?? 0));

  const filtered = category !== null || maxPrice !== undefined;

  return (
    <PageContainer>
      <PageTitle title="Explore all" />
      <PageHeader
        title="Explore all listings"
        lead="Every verified property, appliance and piece of clothing in Lucknow. Narrow it down by category and price."
        crumbs={[{ label: 'Explore all' }]}
      />
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside
          aria-label="Filters"
          className="space-y-6 self-start rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 lg:sticky lg:top-36"
        >
          <h2 className="text-lg font-semibold text-stone-950">Filters</h2>
          <CategoryFilter value={category} onChange={(next) => setParams(nextParams(params, { category: next, maxPrice: null }))} />
          <PriceSlider bound={bound} value={maxPrice} onCommit={(next) => setParams(nextParams(params, { maxPrice: next }))} />
          {filtered ? (
            <Link to={paths.exploreAll()} className="inline-block text-sm font-semibold text-brand-800 underline">
              Clear filters
            </Link>
          ) : null}
        </aside>

        <div className="min-w-0 space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ResultCount total={data?.total} page={page} pageSize={pageSize} shown={items.length} busy={query.isFetching} />
            <SortSelect value={sort} onChange={(next) => setParams(nextParams(params, { sort: next }))} />
          </div>
          {query.isError ? (
            <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
          ) : data === undefined ? (
            <>
              <LoadingStatus label="Loading listings…" />
              <CatalogueGridSkeleton count={6} />
            </>
          ) : items.length === 0 ? (
            <EmptyState title={MSG.noResults}>
              {filtered ? (
                <Link to={paths.exploreAll()} className="font-semibold text-brand-800 underline">
                  Clear filters
                </Link>
              ) : null}
            </EmptyState>
          ) : (
            <div aria-busy={stale} className={stale ? 'opacity-60' : undefined}>
              <CatalogueGrid items={items} priorityFirst label="Listings" />
            </div>
          )}
          {data ? <Pagination page={page} total={data.total} pageSize={pageSize} label="Listing pages" /> : null}
        </div>
      </div>
    </PageContainer>
  );
}
