export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-stone-200/80 ${className}`} />;
}

/** Announces loading once to screen readers; the skeletons beside it are hidden from them. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <p role="status" className="sr-only">
      {label}
    </p>
  );
}

/**
 * A column of skeleton bars, one per class list in `lines` (height and width), inside a wrapper
 * with `className`; `children` (e.g. a LoadingStatus) go before the bars.
 */
export function SkeletonLines({ lines, className, children }: { lines: string[]; className: string; children?: React.ReactNode }) {
  return (
    <div className={className}>
      {children}
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeleton bars have no identity
        <Skeleton key={i} className={line} />
      ))}
    </div>
  );
}
