import { LOCALITIES } from '@kiraya/contract/catalogue/localities';
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_MAX, type SavedSearchParams } from '@kiraya/contract/saved-searches/rules';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon, type IconProps } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-client';
import { useLanguage, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link, useLocation } from '../../../lib/router';
import { loginUrl, useSession } from '../../../lib/session';
import { useCreateSavedSearch } from '../api/create-saved-search';

export const AlertBellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

type Note = { tone: 'success' | 'error'; text: string; manage?: boolean; login?: boolean };

/**
 * "Save this search" on the search results and the list pages: saves the page's filters as they are in its URL, named
 * after its words, category and localities (the buyer renames it on the Saved searches screen). A visitor is asked
 * to log in and comes back here.
 */
export function SaveSearchButton({ search }: { search: SavedSearchParams }) {
  const t = useT('catalogue');
  const tc = useT('common');
  const hindi = useLanguage() === 'hi';
  const session = useSession('user');
  const location = useLocation();
  const create = useCreateSavedSearch();
  const [note, setNote] = useState<Note | null>(null);

  const name = () => {
    const places = (search.locality ?? []).map((slug) => LOCALITIES.find((l) => l.slug === slug)).filter((l) => l !== undefined);
    const parts = [
      search.query ?? '',
      search.category ? tc(`category.${search.category as 'property'}`) : '',
      places.map((l) => (hindi ? l.nameHi : l.name)).join(', '),
      search.offer === 'rent' ? t('filters.offerRent') : search.offer === 'buy' ? t('filters.offerBuy') : '',
    ].filter(Boolean);
    return (parts.join(' · ') || t('saveSearch.everything')).slice(0, SAVED_SEARCH_NAME_MAX);
  };

  const save = () => {
    setNote(null);
    if (!session) {
      setNote({ tone: 'error', text: t('saveSearch.login'), login: true });
      return;
    }
    create.mutate(
      { name: name(), search },
      {
        onSuccess: () => setNote({ tone: 'success', text: t('saveSearch.saved'), manage: true }),
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : '';
          if (code === 'SAVED_SEARCH_LIMIT')
            setNote({ tone: 'error', text: t('saveSearch.limit', { max: SAVED_SEARCHES_MAX }), manage: true });
          else if (code === 'SAVED_SEARCH_DUPLICATE') setNote({ tone: 'success', text: t('saveSearch.duplicate'), manage: true });
          else setNote({ tone: 'error', text: t('saveSearch.failed') });
        },
      },
    );
  };

  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="secondary" size="sm" onClick={save} disabled={create.isPending} data-testid="save-search">
        <AlertBellIcon width={16} height={16} />
        {create.isPending ? t('saveSearch.saving') : t('saveSearch.action')}
      </Button>
      <p role="status" className={`text-sm ${note?.tone === 'error' ? 'text-red-700' : 'text-emerald-800'}`}>
        {note ? (
          <>
            {note.text}{' '}
            {note.manage ? (
              <Link to={paths.savedSearches()} className="font-semibold text-brand-800 underline">
                {t('saveSearch.manage')}
              </Link>
            ) : null}
            {note.login ? (
              <Link
                to={loginUrl('user', 'required', `${location.pathname}${location.search}`)}
                className="font-semibold text-brand-800 underline"
              >
                {t('saveSearch.loginLink')}
              </Link>
            ) : null}
          </>
        ) : null}
      </p>
    </div>
  );
}
