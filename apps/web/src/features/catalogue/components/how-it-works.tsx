import { useT } from '../../../lib/i18n';
import { NumberedSteps } from './numbered-steps';

export function HowItWorks() {
  const t = useT('home');
  const steps = [
    { title: t('how.browse'), text: t('how.browseText') },
    { title: t('how.contact'), text: t('how.contactText') },
    { title: t('how.rentOrBuy'), text: t('how.rentOrBuyText') },
  ];
  return (
    <section aria-labelledby="how-it-works" className="rounded-3xl bg-brand-50 px-6 py-10 ring-1 ring-brand-100 sm:px-10">
      <h2 id="how-it-works" className="text-2xl font-bold tracking-tight text-stone-950">
        {t('how.title')}
      </h2>
      <NumberedSteps steps={steps} look="band" />
    </section>
  );
}
