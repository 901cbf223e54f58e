import { CATEGORIES, CATEGORY_LABELS, localityBySlug } from '@kiraya/contract';
import type { ReactNode } from 'react';
import { LinkButtons } from '../../../components/ui/link-buttons';
import { useLanguage, useLocalize, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { NumberedSteps } from './numbered-steps';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

const PLACES = ['gomti-nagar', 'hazratganj', 'aliganj', 'indira-nagar', 'mahanagar', 'aminabad', 'jankipuram', 'alambagh'];

function AboutSection({ id, title, roomy = false, children }: { id: string; title: string; roomy?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={roomy ? 'space-y-4' : 'space-y-3'}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-stone-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The about page's body: why Kiraya exists, what it offers, how renting works, where it serves. */
export function AboutKiraya() {
  const t = useT('home');
  const localize = useLocalize();
  const hindi = useLanguage() === 'hi';
  const steps = STEPS.map((step) => ({ title: t(`about.${step}.title`), text: t(`about.${step}.text`) }));
  return (
    <div className="space-y-12 text-stone-800">
      <AboutSection id="why" title={t('about.why')}>
        <p>{t('about.why1')}</p>
        <p>{t('about.why2')}</p>
      </AboutSection>

      <AboutSection id="what" title={t('about.what')}>
        <ul className="grid gap-3 sm:grid-cols-3">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={paths.category(category)}
                className="block h-full rounded-2xl bg-white p-5 font-semibold text-brand-800 shadow-card ring-1 ring-stone-200/70 hover:ring-brand-600"
              >
                {localize(CATEGORY_LABELS[category])}
              </Link>
            </li>
          ))}
        </ul>
      </AboutSection>

      <AboutSection id="how-renting-works" title={t('about.how')} roomy>
        <NumberedSteps steps={steps} look="cards" />
      </AboutSection>

      <AboutSection id="where" title={t('about.where')}>
        <p>{t('about.whereText')}</p>
        <ul className="flex flex-wrap gap-2">
          {PLACES.map((slug) => {
            const place = localityBySlug(slug);
            return (
              <li key={slug} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 ring-1 ring-brand-100">
                <Link to={`${paths.exploreAll()}?locality=${slug}`}>{hindi ? place?.nameHi : place?.name}</Link>
              </li>
            );
          })}
        </ul>
      </AboutSection>

      <LinkButtons
        size="lg"
        primary={{ to: paths.exploreAll(), label: t('about.browse') }}
        secondary={{ to: paths.contact(), label: t('about.contact') }}
      />
    </div>
  );
}
