import type { CatalogueItem } from '@kiraya/contract';
import { Skeleton, SkeletonLines } from '../../../components/ui/skeleton';
import { CatalogueCard } from './catalogue-card';

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2';
const COLUMNS = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-3 xl:grid-cols-4' } as const;

interface CatalogueGridProps {
  items: CatalogueItem[];
  columns?: 3 | 4;
  variant?: 'default' | 'details';
  /** Give the first card's picture priority (it is above the fold on this screen). */
  priorityFirst?: boolean;
  label?: string;
}

export function CatalogueGrid({ items, columns = 3, variant = 'default', priorityFirst = false, label }: CatalogueGridProps) {
  return (
    <ul className={`${GRID} ${COLUMNS[columns]}`} aria-label={label}>
      {items.map((item, index) => (
        <li key={`${item.source}-${item.id}`}>
          <CatalogueCard item={item} variant={variant} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}

export function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-stone-200/70">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <SkeletonLines className="space-y-3 p-4" lines={['h-3 w-1/3', 'h-5 w-4/5', 'h-4 w-full', 'h-6 w-1/3', 'h-4 w-1/2']} />
    </div>
  );
}

export function CatalogueGridSkeleton({ count = 6, columns = 3 }: { count?: number; columns?: 3 | 4 }) {
  return (
    <div aria-hidden="true" className={`${GRID} ${COLUMNS[columns]}`}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeletons are interchangeable
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}
