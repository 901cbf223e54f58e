import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { type Catalogs, type TFunction, useT } from '../../lib/i18n';
import { nextParams, readPage } from '../../lib/list-params';
import { useSearchParams } from '../../lib/router';
import { useKeptData } from '../../lib/use-kept-data';
import { Button } from '../ui/button';
import { FormMessage } from '../ui/form';
import { Pagination } from '../ui/pagination';
import { LoadingRows, ResponsiveTable } from '../ui/responsive-table';
import { EmptyState, ErrorState } from '../ui/state-panels';

/** "Showing 21–40 of 57 users", in the active language (`t` of the `common` area; `plural` already translated). */
export function resultLine(
  t: TFunction<Catalogs['common']>,
  page: number,
  size: number,
  shown: number,
  total: number,
  plural: string,
): string {
  if (total === 0 || shown === 0) return t('list.none', { plural });
  const from = (page - 1) * size + 1;
  return t('list.showing', { from, to: from + shown - 1, total, plural });
}

/** "1 order", "3 orders". */
export const countOf = (total: number, noun: string): string => `${total} ${noun}${total === 1 ? '' : 's'}`;

/** A list screen's place in the URL: the page, the params, and a way to change them (which resets the page). */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  return {
    searchParams,
    page: readPage(searchParams),
    setParams: (changes: Record<string, string | number | undefined | null>) => setSearchParams(nextParams(searchParams, changes)),
  };
}

/** "Go to the first page", for an empty page past the end of a list. */
export function FirstPageButton() {
  const { setParams } = useListParams();
  const t = useT('common');
  return (
    <Button variant="secondary" onClick={() => setParams({ page: 1 })}>
      {t('list.firstPage')}
    </Button>
  );
}

/**
 * A paged list with nothing to show: a filter's way back to every row (`filtered`) if one hides them; else, past the
 * end, the way back to the first page; else the hint, if any.
 */
export function ListEmptyState({ page, title, hint, filtered }: { page: number; title: string; hint?: string; filtered?: ReactNode }) {
  return (
    <EmptyState title={title}>
      {filtered ?? (page > 1 ? <FirstPageButton /> : hint ? <p className="text-sm text-stone-700">{hint}</p> : null)}
    </EmptyState>
  );
}

export interface Note {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The message that says what an action on a row did. The row's buttons often leave with the action, so
 * `announce` also moves focus to the message. `pending` is the row whose action waits for a confirmation:
 * `ask(row)` opens it (and clears the last message), `settle()` closes it.
 */
export function useAnnouncement<Row = never>() {
  const [note, setNote] = useState<Note | null>(null);
  const [pending, setPending] = useState<Row | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const announce = (next: Note) => {
    setNote(next);
    requestAnimationFrame(() => ref.current?.focus());
  };
  const ask = (row: Row) => {
    setNote(null);
    setPending(row);
  };
  return { note, setNote, announce, ref, pending, ask, settle: () => setPending(null) };
}

/** Where `useAnnouncement` shows its note; `live` keeps an (empty) live region in the page at all times. */
export function Announcement({
  note,
  live = false,
  noteRef,
}: {
  note: Note | null;
  live?: boolean;
  noteRef: RefObject<HTMLDivElement | null>;
}) {
  if (live) {
    return (
      <div ref={noteRef} tabIndex={-1} aria-live="polite" className="outline-none empty:hidden">
        {note ? <FormMessage tone={note.tone}>{note.text}</FormMessage> : null}
      </div>
    );
  }
  return note ? (
    <div ref={noteRef} tabIndex={-1} className="outline-none">
      <FormMessage tone={note.tone}>{note.text}</FormMessage>
    </div>
  ) : null;
}

/** What a paged list needs of its query (a TanStack Query result of `{ items, total }`). */
export interface PagedQuery<T> {
  data: { items: T[]; total: number } | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PagedListProps<T> {
  query: PagedQuery<T>;
  page: number;
  pageSize: number;
  /** Shown instead of the list, before anything else (e.g. filters that cannot be asked yet). */
  blocked?: ReactNode;
  loadingLabel: string;
  /** The empty state (an EmptyState, usually). */
  empty: ReactNode;
  /** The text of the result line, from the page's items and the total. */
  result: (shown: number, total: number) => string;
  /** Extra classes of the result line. */
  resultClassName?: string;
  /** The list itself: a table of the page's items; `stale` while the next page loads. */
  children: (items: T[], stale: boolean) => ReactNode;
  pagesLabel: string;
}

/**
 * The one shape of a paged list: loading, error (with retry), empty, then a result line, the list and the
 * pagination. The previous page stays on screen (dimmed) while the next page or filter loads.
 */
export function PagedList<T>({
  query,
  page,
  pageSize,
  blocked,
  loadingLabel,
  empty,
  result,
  resultClassName = '',
  children,
  pagesLabel,
}: PagedListProps<T>) {
  const kept = useKeptData(query.data);
  const t = useT('common');
  if (blocked) return <>{blocked}</>;
  if (query.isError && !query.data) {
    return <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  if (!kept.data) return <LoadingRows label={loadingLabel} />;
  const { items, total } = kept.data;
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <p className={`text-sm text-stone-700 ${resultClassName}`.trim()} aria-live="polite">
        {result(items.length, total)}
        {query.isFetching ? t('list.updating') : ''}
      </p>
      {children(items, kept.stale)}
      <Pagination page={page} total={total} pageSize={pageSize} label={pagesLabel} />
    </>
  );
}

/**
 * A PagedList whose items show as the rows of a ResponsiveTable (a table from md up, cards on phones), with the
 * result line "Showing 21–40 of 57 <plural>".
 */
export function PagedTable<T>({
  label,
  caption,
  headings,
  row,
  plural,
  ...props
}: Omit<PagedListProps<T>, 'children' | 'result'> & {
  label: string;
  caption: string;
  headings: readonly string[];
  row: (item: T) => ReactNode;
  /** The noun of the result line, for this total ("report" or "reports"). */
  plural: (total: number) => string;
}) {
  const t = useT('common');
  return (
    <PagedList {...props} result={(shown, total) => resultLine(t, props.page, props.pageSize, shown, total, plural(total))}>
      {(items, stale) => (
        <ResponsiveTable label={label} caption={caption} headings={headings} stale={stale}>
          {items.map(row)}
        </ResponsiveTable>
      )}
    </PagedList>
  );
}
