import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { buttonClass } from '../ui/button-styles';
import { PageTitle } from '../ui/page-title';
import { PageContainer } from './page-container';

const OPENS_WITH = {
  buyer: 'This screen opens with support chat and notifications in an upcoming release of Kiraya.',
  owner: 'This screen opens with owner accounts in the next release of Kiraya.',
  admin: 'This screen opens with the admin console in the next release of Kiraya.',
} as const;

export interface ReleaseNoticeProps {
  title: string;
  /** One sentence: what the screen is for. */
  purpose: string;
  audience: keyof typeof OPENS_WITH;
}

/** A screen that a later release fills: says what it is for, honestly, with no invented content. */
export function ReleaseNotice({ title, purpose, audience }: ReleaseNoticeProps) {
  return (
    <PageContainer className="max-w-3xl">
      <PageTitle title={title} />
      <div className="rounded-3xl bg-white p-8 shadow-card ring-1 ring-stone-200/70 sm:p-12">
        <p className="mb-3 inline-flex rounded-full bg-saffron-100 px-3 py-1 text-xs font-semibold tracking-wide text-saffron-900 uppercase">
          Next release
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-stone-950">{title}</h1>
        <p className="mt-4 text-lg text-stone-700">{purpose}</p>
        <p className="mt-2 text-stone-700">{OPENS_WITH[audience]}</p>
        <p className="mt-2 text-stone-700">Until then you can browse and search every verified listing in Lucknow without an account.</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={paths.exploreAll()} className={buttonClass('primary', 'md')}>
            Explore listings
          </Link>
          <Link to={paths.home()} className={buttonClass('secondary', 'md')}>
            Back to home
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
