import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { LinkButtons } from '../ui/link-buttons';
import { PageTitle } from '../ui/page-title';
import { PageContainer } from './page-container';

/** The not-found body, shared by unknown paths, unknown categories and missing items. */
export function NotFoundContent({ title, text }: { title: string; text: string }) {
  const t = useT('common');
  return (
    <PageContainer className="max-w-3xl">
      <PageTitle title={title} />
      <div className="rounded-3xl bg-white px-6 py-14 text-center shadow-card ring-1 ring-stone-200/70 sm:px-12">
        <p aria-hidden="true" className="text-6xl font-extrabold tracking-tight text-brand-700">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-stone-950">{title}</h1>
        <p className="mx-auto mt-3 max-w-lg text-stone-700">{text}</p>
        <LinkButtons
          className="mt-8 justify-center"
          size="md"
          primary={{ to: paths.home(), label: t('notFound.home') }}
          secondary={{ to: paths.exploreAll(), label: t('notFound.explore') }}
        />
      </div>
    </PageContainer>
  );
}
