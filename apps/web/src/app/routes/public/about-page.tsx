import { PageContainer, PageHeader } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { AboutKiraya } from '../../../features/catalogue/components/about-kiraya';
import { useT } from '../../../lib/i18n';

export function AboutPage() {
  const t = useT('home');
  return (
    <PageContainer className="max-w-4xl">
      <PageTitle title={t('about.pageTitle')} />
      <PageHeader
        title={t('about.title')}
        crumbs={[{ label: t('about.pageTitle') }]}
        lead={
          <p>
            <strong className="font-semibold text-stone-900">{t('about.leadName')}</strong> {t('about.leadMeaning')}
          </p>
        }
      />

      <AboutKiraya />
    </PageContainer>
  );
}
