import { type Source, WISHLIST_MSG } from '@kiraya/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { ButtonVariant } from '../../../components/ui/button-styles';
import { ApiError } from '../../../lib/api-client';
import { isNetworkError } from '../../../lib/form-errors';
import { useLocalize, useT } from '../../../lib/i18n';
import { Link, useLocation } from '../../../lib/router';
import { loginUrl, useSession } from '../../../lib/session';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useSavedItems } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

type Note = { tone: 'success' | 'error' | 'info'; text: string; login?: boolean };

const TONE = { success: 'text-emerald-800', error: 'text-red-700', info: 'text-stone-700' } as const;

/** Why adding failed, in the words of §8: the server's reason when it gave one (a duplicate, a withdrawn item). */
function addFailure(error: unknown): string {
  if (isNetworkError(error)) return WISHLIST_MSG.somethingWrong;
  if (error instanceof ApiError && (error.status === 409 || error.status === 404)) return error.message;
  return WISHLIST_MSG.addFailed;
}

/**
 * Add to Wishlist on a product or listing page: a toggle once the buyer is logged in (Remove when saved);
 * a visitor is told 'Please login to use wishlist' with a way to log in and come back.
 */
export function useWishlistToggle(productId: number, source: Source) {
  const session = useSession('user');
  const userId = session?.profile.id ?? null;
  const saved = useSavedItems(userId);
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const [note, setNote] = useState<Note | null>(null);
  const entry = saved.data?.items.find((e) => e.product_id === productId && e.source === source);

  const toggle = () => {
    setNote(null);
    if (userId === null) {
      setNote({ tone: 'error', text: WISHLIST_MSG.loginRequired, login: true });
      return;
    }
    if (entry) {
      remove.mutate(
        { userId, wishlistId: entry.wishlist_id },
        {
          onSuccess: () => setNote({ tone: 'info', text: WISHLIST_MSG.removed }),
          onError: (error) =>
            setNote({ tone: 'error', text: isNetworkError(error) ? WISHLIST_MSG.serverError : WISHLIST_MSG.removeFailed }),
        },
      );
      return;
    }
    add.mutate(
      { userId, productId, source },
      {
        onSuccess: () => setNote({ tone: 'success', text: WISHLIST_MSG.added }),
        onError: (error) => setNote({ tone: 'error', text: addFailure(error) }),
      },
    );
  };

  return { toggle, note, saved: Boolean(entry), loggedIn: userId !== null, busy: add.isPending || remove.isPending };
}

export type WishlistToggle = ReturnType<typeof useWishlistToggle>;

export function WishlistButton({ wishlist, title, variant }: { wishlist: WishlistToggle; title: string; variant: ButtonVariant }) {
  const t = useT('common');
  return (
    <Button
      variant={variant}
      size="lg"
      onClick={wishlist.toggle}
      disabled={wishlist.busy}
      aria-pressed={wishlist.loggedIn ? wishlist.saved : undefined}
      aria-label={wishlist.saved ? t('wishlist.remove', { title }) : undefined}
      className="flex-1 basis-40 whitespace-nowrap"
    >
      {wishlist.saved ? t('wishlist.saved') : t('wishlist.add')}
    </Button>
  );
}

/** What the last wishlist action did (announced politely), with a login link for a visitor. */
export function WishlistNote({ wishlist }: { wishlist: WishlistToggle }) {
  const location = useLocation();
  const { note } = wishlist;
  const t = useT('common');
  const localize = useLocalize();
  return (
    <p aria-live="polite" className={`text-sm empty:hidden ${note ? TONE[note.tone] : ''}`}>
      {note ? localize(note.text) : null}
      {note?.login ? (
        <>
          {' '}
          <Link
            to={loginUrl('user', 'required', `${location.pathname}${location.search}`)}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {t('wishlist.logIn')}
          </Link>
        </>
      ) : null}
    </p>
  );
}
