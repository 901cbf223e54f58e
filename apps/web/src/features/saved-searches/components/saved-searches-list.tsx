import { LOCALITIES } from '@kiraya/contract/catalogue/localities';
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_MAX } from '@kiraya/contract/saved-searches/rules';
import type { SavedSearch } from '@kiraya/contract/saved-searches/schema';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LiveNote, type Note } from '../../../components/ui/live-note';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { useLanguage, useLocalize, useT } from '../../../lib/i18n';
import { readPage } from '../../../lib/list-params';
import { paths } from '../../../lib/paths';
import { Link, useSearchParams } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { useKeptData } from '../../../lib/use-kept-data';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { type PushState, pushState, turnPushOff, turnPushOn } from '../api/push-device';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { AlertBellIcon } from './save-search-button';

/** One page holds every saved search a buyer may keep. */
const PAGE_SIZE = SAVED_SEARCHES_MAX;

/** The filters of a saved search in words: its query, category, localities, side and price range. */
function useSummary() {
  const t = useT('alerts');
  const hindi = useLanguage() === 'hi';
  return (s: SavedSearch['search']) => {
    const parts: string[] = [];
    if (s.query) parts.push(t('summary.words', { words: s.query }));
    if (s.category) parts.push(t(`summary.category.${s.category as 'property'}`));
    const places = (s.locality ?? []).map((slug) => LOCALITIES.find((l) => l.slug === slug)).filter((l) => l !== undefined);
    if (places.length) parts.push(places.map((l) => (hindi ? l.nameHi : l.name)).join(', '));
    if (s.offer) parts.push(t(s.offer === 'rent' ? 'summary.rent' : 'summary.buy'));
    if (s.minPrice !== undefined && s.maxPrice !== undefined) parts.push(t('summary.between', { min: s.minPrice, max: s.maxPrice }));
    else if (s.maxPrice !== undefined) parts.push(t('summary.under', { max: s.maxPrice }));
    else if (s.minPrice !== undefined) parts.push(t('summary.over', { min: s.minPrice }));
    return parts.length ? parts.join(' · ') : t('summary.everything');
  };
}

/** Web Push on this device: what the browser allows, and a button to turn it on or off. */
function PushPanel() {
  const t = useT('alerts');
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    pushState().then(
      (s) => live && setState(s),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);
  const change = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await (on ? turnPushOn() : turnPushOff()));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="push-heading" className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-stone-200/70 sm:p-5">
      <h2 id="push-heading" className="flex items-center gap-2 text-lg font-semibold text-stone-950">
        <AlertBellIcon width={20} height={20} />
        {t('push.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700" role="status">
        {state === 'checking' ? t('push.checking') : t(`push.state.${state}`)}
      </p>
      {state === 'off' || state === 'on' ? (
        <Button
          className="mt-3"
          size="sm"
          variant={state === 'on' ? 'secondary' : 'primary'}
          disabled={busy}
          onClick={() => change(state === 'off')}
        >
          {busy ? t('push.working') : state === 'off' ? t('push.turnOn') : t('push.turnOff')}
        </Button>
      ) : null}
      {failed ? <p className="mt-2 text-sm text-red-700">{t('push.failed')}</p> : null}
    </section>
  );
}

function SavedSearchCard({
  item,
  onDelete,
  onNote,
}: {
  item: SavedSearch;
  onDelete: (item: SavedSearch) => void;
  onNote: (note: Note) => void;
}) {
  const t = useT('alerts');
  const localize = useLocalize();
  const summary = useSummary();
  const update = useUpdateSavedSearch();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(item.name);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);

  const rename = (e: React.FormEvent) => {
    e.preventDefault();
    const name = draft.trim();
    if (!name) return onNote({ tone: 'error', text: t('rename.required') });
    update.mutate(
      { id: item.id, name },
      {
        onSuccess: () => {
          setEditing(false);
          onNote({ tone: 'success', text: t('rename.done', { name }) });
        },
        onError: (error) => onNote({ tone: 'error', text: localize(error instanceof Error ? error.message : t('failed')) }),
      },
    );
  };
  const toggle = () =>
    update.mutate(
      { id: item.id, alerts: !item.alerts },
      {
        onSuccess: (s) => onNote({ tone: 'success', text: t(s.alerts ? 'alerts.onDone' : 'alerts.offDone', { name: s.name }) }),
        onError: () => onNote({ tone: 'error', text: t('failed') }),
      },
    );

  return (
    <li data-testid="saved-search" className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-stone-200/70 sm:p-5">
      {editing ? (
        <form onSubmit={rename} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="text-sm font-semibold text-stone-800">
              {t('rename.label')}
            </label>
            <input
              id={inputId}
              ref={input}
              value={draft}
              maxLength={SAVED_SEARCH_NAME_MAX}
              onChange={(e) => setDraft(e.target.value)}
              className="mt-1 h-11 w-full rounded-xl border border-stone-300 bg-white px-3"
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={update.isPending}>
              {t('rename.save')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => {
                setDraft(item.name);
                setEditing(false);
              }}
            >
              {t('rename.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <h3 className="text-lg font-semibold break-words text-stone-950">{item.name}</h3>
      )}
      <p className="mt-1 text-sm break-words text-stone-700">{summary(item.search)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Link to={item.href} className={buttonClass('primary', 'sm')}>
          {t('open')}
        </Link>
        <Button
          size="sm"
          variant="secondary"
          aria-pressed={item.alerts}
          disabled={update.isPending}
          onClick={toggle}
          aria-label={t(item.alerts ? 'alerts.turnOffLabel' : 'alerts.turnOnLabel', { name: item.name })}
        >
          <AlertBellIcon width={16} height={16} />
          {item.alerts ? t('alerts.on') : t('alerts.off')}
        </Button>
        {editing ? null : (
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={t('rename.actionLabel', { name: item.name })}>
            {t('rename.action')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700"
          onClick={() => onDelete(item)}
          aria-label={t('delete.actionLabel', { name: item.name })}
        >
          {t('delete.action')}
        </Button>
      </div>
    </li>
  );
}

/** The Saved searches screen: each search with a link that opens it again, rename, alerts on or off, delete; and this device's push. */
export function SavedSearchesList() {
  const t = useT('alerts');
  const session = useSession('user');
  const userId = session?.profile.id ?? 0;
  const [params] = useSearchParams();
  const page = readPage(params);
  const query = useSavedSearches(userId, page, PAGE_SIZE);
  const kept = useKeptData(query.data);
  const remove = useDeleteSavedSearch();
  const [note, setNote] = useState<Note | null>(null);
  const [doomed, setDoomed] = useState<SavedSearch | null>(null);
  const noteRef = useRef<HTMLDivElement>(null);

  const confirmDelete = () => {
    if (!doomed) return;
    const gone = doomed;
    remove.mutate(gone.id, {
      onSuccess: () => setNote({ tone: 'success', text: t('delete.done', { name: gone.name }) }),
      onError: () => setNote({ tone: 'error', text: t('failed') }),
      onSettled: () => {
        setDoomed(null);
        requestAnimationFrame(() => noteRef.current?.focus());
      },
    });
  };

  let body: React.ReactNode;
  if (query.isPending && !kept.data) {
    body = (
      <div className="space-y-3">
        <LoadingStatus label={t('loading')} />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 rounded-2xl" />
        ))}
      </div>
    );
  } else if (query.isError && !kept.data) {
    body = <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  } else if (!kept.data?.items.length) {
    body = (
      <EmptyState title={t('empty.title')}>
        <p className="text-stone-700">{t('empty.lead')}</p>
        <Link to={paths.exploreAll()} className="font-semibold text-brand-800 underline">
          {t('empty.explore')}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <p className="text-sm text-stone-700">{t('count', { count: kept.data.total, max: SAVED_SEARCHES_MAX })}</p>
        <ul className="space-y-3" aria-busy={kept.stale}>
          {kept.data.items.map((item) => (
            <SavedSearchCard key={item.id} item={item} onDelete={setDoomed} onNote={setNote} />
          ))}
        </ul>
        <Pagination page={page} total={kept.data.total} pageSize={PAGE_SIZE} />
      </>
    );
  }

  return (
    <div className="space-y-5">
      <PushPanel />
      <LiveNote note={note} ref={noteRef} />
      {body}
      <ConfirmDialog
        open={doomed !== null}
        title={t('delete.title')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDoomed(null)}
      >
        {doomed ? t('delete.body', { name: doomed.name }) : null}
      </ConfirmDialog>
    </div>
  );
}
