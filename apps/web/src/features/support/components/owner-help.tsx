import { Panel } from '../../../components/ui/panel';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';

/** How approval works, and the way to Support. */
export function OwnerHelp() {
  const t = useT('owner');
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Panel>
        <h2 className="text-lg font-bold text-stone-950">{t('help.title')}</h2>
        <ol className="mt-3 grid list-decimal gap-2 pl-5 text-stone-700">
          <li>{t('help.step1')}</li>
          <li>{t('help.step2')}</li>
          <li>{t('help.step3')}</li>
        </ol>
      </Panel>
      <Panel>
        <h2 className="text-lg font-bold text-stone-950">{t('help.questions')}</h2>
        <p className="mt-3 text-stone-700">{t('help.support')}</p>
        <Link to={paths.support()} className="mt-3 inline-block font-semibold text-brand-800 underline-offset-2 hover:underline">
          {t('help.visitSupport')}
        </Link>
      </Panel>
    </div>
  );
}
