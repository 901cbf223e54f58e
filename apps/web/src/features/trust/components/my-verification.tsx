import { ShieldIcon } from '../../../components/ui/icons';
import { formatDate } from '../../../lib/dates';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { useMyVerification } from '../api/get-my-verification';

/** The owner's own "Verified owner" status, on their dashboard, with a link to their public profile. */
export function MyVerificationPanel({ ownerId }: { ownerId: number }) {
  const t = useT('trust');
  const query = useMyVerification();
  if (!query.data) return null;
  const mine = query.data;
  return (
    <section
      aria-labelledby="my-verification"
      data-testid="my-verification"
      className={`rounded-2xl p-5 ring-1 ${mine.verified ? 'bg-brand-50 ring-brand-100' : 'bg-white ring-stone-200/70'}`}
    >
      <h2 id="my-verification" className="flex items-center gap-2 text-lg font-semibold text-stone-950">
        <ShieldIcon width={20} height={20} className="text-brand-700" aria-hidden="true" />
        {t('mine.title')}
      </h2>
      <p className="mt-1 text-stone-700">{mine.verified ? t('mine.yes') : t('mine.no')}</p>
      {mine.verified && mine.verified_since ? (
        <p className="mt-1 text-sm text-stone-700">
          {t('mine.since', {
            date: formatDate(mine.verified_since),
            documents: mine.documents.map((d) => t(`doc.${d}`)).join(', ') || '-',
          })}
        </p>
      ) : null}
      <Link to={paths.ownerProfile(ownerId)} className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-4">
        {t('mine.profile')}
      </Link>
    </section>
  );
}
