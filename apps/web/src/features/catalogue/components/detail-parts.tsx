import { type CatalogueItem, localityBySlug, placeLabel } from '@kiraya/contract';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { Skeleton, SkeletonLines } from '../../../components/ui/skeleton';
import { useLanguage, useT } from '../../../lib/i18n';
import { useLocation, useNavigate } from '../../../lib/router';
import { useCityName } from './city-name';

/** The detail picture: full width on a phone, half the page on a desktop. */
export const DETAIL_IMAGE_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw';

/** Back goes back in history; opened directly (a shared link), it goes to a sensible parent. */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT('common');
  return (
    <Button variant="ghost" size="sm" className="-ml-3" onClick={() => (location.key === 'default' ? navigate(fallback) : navigate(-1))}>
      <ArrowLeftIcon width={18} height={18} />
      {t('nav.back')}
    </Button>
  );
}

/**
 * Where an item is (its location text, its locality in the chosen language and the locality's PIN) and, for
 * property, its BHK and furnishing, as detail facts.
 */
export function usePlaceFacts(item: Pick<CatalogueItem, 'location' | 'city' | 'locality' | 'bhk' | 'furnishing'>) {
  const t = useT('catalogue');
  const cityName = useCityName();
  const language = useLanguage();
  const locality = localityBySlug(item.locality);
  const where = placeLabel(item, language);
  const city = cityName(item.city);
  return [
    { label: t('detail.location'), value: `${where ? `${where}, ` : ''}${city}${locality ? ` ${locality.pin}` : ''}` },
    ...(item.bhk !== null
      ? [{ label: t('detail.bhk'), value: item.bhk === 0 ? t('detail.rk') : t('detail.bhkValue', { n: item.bhk }) }]
      : []),
    ...(item.furnishing ? [{ label: t('detail.furnishing'), value: t(`furnishing.${item.furnishing}`) }] : []),
  ];
}

export function FactList({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{fact.label}</dt>
          <dd className="mt-0.5 font-medium text-stone-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DetailSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-8 lg:grid-cols-2">
      <Skeleton className="aspect-[4/3] rounded-3xl" />
      <SkeletonLines className="space-y-4" lines={['h-4 w-40', 'h-10 w-4/5', 'h-9 w-48', 'h-24 w-full', 'h-12 w-full', 'h-20 w-full']} />
    </div>
  );
}
