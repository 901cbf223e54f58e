import { BHK_FILTER_VALUES, type Category, CONDITIONS, type Condition, FURNISHINGS, type OfferFilter } from '@kiraya/contract';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useSearchParams } from '../../../lib/router';
import { useFacets } from '../api/get-facets';
import { ChoiceChips, FilterSection } from './filter-parts';
import { activeFilterCount, filterQuery, type ListFilters, readListFilters, withFilters, withoutFilters } from './list-filters';
import { LocalityPicker } from './locality-picker';
import { NearMe } from './near-me';
import { PriceRange } from './price-range';

const BHK_TOP = BHK_FILTER_VALUES[BHK_FILTER_VALUES.length - 1] as number;

/**
 * The filters of a list, all kept in the URL: rent or buy, price range, localities, "near me", BHK and furnishing
 * (property only) and condition, each value with its count of matches. On a phone the panel folds behind a
 * "Filters (n)" button; on a wide screen it sits beside the results. `lead` is anything the page puts first
 * (explore-all's category choice), `tail` anything it puts last; `facetScope` the parameters that are not filters (category, title words).
 */
export function FilterPanel({
  category,
  priceTop,
  facetScope,
  lead,
  tail,
  facetsPath,
}: {
  category: Category | null;
  priceTop: number;
  /** The list's own parameters the counts are taken within; null shows no counts. */
  facetScope: Record<string, string | number | undefined> | null;
  lead?: ReactNode;
  tail?: ReactNode;
  /** Where the counts come from: the catalogue's facets by default, a search's for its results page. */
  facetsPath?: string;
}) {
  const [params, setParams] = useSearchParams();
  const t = useT('catalogue');
  // Shown at once; the URL (the source of truth, a router navigation that may render later) follows.
  const fromUrl = readListFilters(params);
  const urlKey = JSON.stringify(fromUrl);
  const [filters, setFilters] = useState(fromUrl);
  // The same filters as shown keep their state (as on the first render after hydration): no render for nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: urlKey stands for fromUrl's content
  useEffect(() => setFilters((shown) => (JSON.stringify(shown) === urlKey ? shown : fromUrl)), [urlKey]);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const facets = useFacets(facetScope && { ...facetScope, ...filterQuery(filters) }, facetsPath);
  const f = facets.data;
  const capped = (facet: 'locality' | 'offer' | 'bhk' | 'furnishing' | 'condition') => f?.capped.includes(facet) ?? false;
  const set = (changes: Partial<ListFilters> & { sort?: 'nearest' | undefined }) => {
    const { sort: _sort, ...own } = changes;
    setFilters((current) => ({ ...current, ...own }));
    setParams(withFilters(params, changes));
  };
  const active = activeFilterCount(filters);
  const property = category === null || category === 'property';

  return (
    <aside aria-label={t('filters.heading')} className="self-start lg:sticky lg:top-36">
      <Button
        variant="secondary"
        className="w-full lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {active ? t('filters.show', { count: active }) : t('filters.showNone')}
      </Button>
      <div
        id={panelId}
        className={`${open ? 'mt-3 block' : 'hidden'} space-y-5 rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 lg:block`}
      >
        <div className="flex items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold text-stone-950">{t('filters.heading')}</h2>
          {active ? (
            <button
              type="button"
              onClick={() => setParams(withoutFilters(params))}
              className="min-h-9 text-sm font-semibold text-brand-800 underline"
            >
              {t('filters.clearAll')}
            </button>
          ) : null}
        </div>
        {lead ? <FilterSection>{lead}</FilterSection> : null}
        <FilterSection>
          <ChoiceChips<OfferFilter | 'any'>
            legend={t('filters.offer')}
            name={`${panelId}-offer`}
            multiple={false}
            capped={capped('offer')}
            selected={[filters.offer ?? 'any']}
            options={[
              { value: 'any', label: t('filters.offerAny') },
              { value: 'rent', label: t('filters.offerRent'), count: f?.offer.rent ?? (f ? 0 : undefined) },
              { value: 'buy', label: t('filters.offerBuy'), count: f?.offer.buy ?? (f ? 0 : undefined) },
            ]}
            // A new side has other prices: its range starts afresh.
            onChange={([v]) => set({ offer: v === 'any' ? undefined : v, minPrice: undefined, maxPrice: undefined })}
          />
        </FilterSection>
        <FilterSection>
          <PriceRange
            top={priceTop}
            min={filters.minPrice}
            max={filters.maxPrice}
            perMonth={filters.offer === 'rent'}
            onCommit={(range) => set(range)}
          />
        </FilterSection>
        <FilterSection>
          <NearMe near={filters.near} onNear={(near) => set({ near, sort: near ? 'nearest' : undefined })} />
        </FilterSection>
        <FilterSection>
          <LocalityPicker
            selected={filters.locality}
            counts={f?.locality}
            capped={capped('locality')}
            onChange={(locality) => set({ locality })}
          />
        </FilterSection>
        {property ? (
          <>
            <FilterSection>
              <ChoiceChips<number>
                legend={t('filters.bhk')}
                name={`${panelId}-bhk`}
                multiple
                capped={capped('bhk')}
                selected={filters.bhk}
                options={BHK_FILTER_VALUES.map((b) => ({
                  value: b,
                  label: b === 0 ? t('filters.bhkRk') : b >= BHK_TOP ? t('filters.bhkTop', { n: b }) : t('filters.bhkN', { n: b }),
                  count: f?.bhk[b] ?? (f ? 0 : undefined),
                }))}
                onChange={(bhk) => set({ bhk })}
              />
            </FilterSection>
            <FilterSection>
              <ChoiceChips
                legend={t('filters.furnishing')}
                name={`${panelId}-furnishing`}
                multiple
                capped={capped('furnishing')}
                selected={filters.furnishing}
                options={FURNISHINGS.map((v) => ({
                  value: v,
                  label: t(`furnishing.${v}`),
                  count: f?.furnishing[v] ?? (f ? 0 : undefined),
                }))}
                onChange={(furnishing) => set({ furnishing })}
              />
            </FilterSection>
          </>
        ) : null}
        <FilterSection>
          <ChoiceChips<Condition | 'any'>
            legend={t('filters.condition')}
            name={`${panelId}-condition`}
            multiple={false}
            capped={capped('condition')}
            selected={[filters.condition ?? 'any']}
            options={[
              { value: 'any', label: t('filters.conditionAny') },
              ...CONDITIONS.map((c) => ({
                value: c,
                label: c === 'new' ? t('filters.conditionNew') : t('filters.conditionUsed'),
                count: f?.condition[c] ?? (f ? 0 : undefined),
              })),
            ]}
            onChange={([v]) => set({ condition: v === 'any' ? undefined : v })}
          />
        </FilterSection>
        {tail ? <FilterSection>{tail}</FilterSection> : null}
      </div>
    </aside>
  );
}
