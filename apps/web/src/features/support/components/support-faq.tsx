import { LIMITS } from '@kiraya/contract';
import { useT } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';

type FaqKey = 'withdraw' | 'track' | 'both' | 'rejected';
/** Each question with its answer's paragraphs (keys of the owner area). */
const FAQ: { id: FaqKey; paragraphs: number }[] = [
  { id: 'withdraw', paragraphs: 1 },
  { id: 'track', paragraphs: 2 },
  { id: 'both', paragraphs: 1 },
  { id: 'rejected', paragraphs: 2 },
];

/** Owners' common questions as disclosure rows, and where to look for anything else. */
export function SupportFaq() {
  const t = useT('owner');
  const threshold = formatPrice(LIMITS.withdrawalThresholdRupees);
  return (
    <>
      <h2 className="text-lg font-bold text-stone-950">{t('faq.title')}</h2>
      <div className="mt-4 grid gap-3">
        {FAQ.map(({ id, paragraphs }) => (
          <details key={id} className="group rounded-xl border border-stone-200 bg-stone-50 open:bg-white">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
              {t(`faq.${id}.q`)}
              <span aria-hidden="true" className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="grid gap-2 px-4 pb-4 text-stone-700">
              <p>{t(`faq.${id}.a1`, { threshold })}</p>
              {paragraphs > 1 ? <p>{t(`faq.${id}.a2` as `faq.track.a2`)}</p> : null}
            </div>
          </details>
        ))}
      </div>
      <p className="mt-5 text-sm text-stone-700">
        {t('faq.elseBefore')}
        <Link to={paths.myProducts()} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          {t('nav.products')}
        </Link>
        {t('faq.elseAfter')}
      </p>
    </>
  );
}
