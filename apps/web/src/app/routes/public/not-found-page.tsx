import { NotFoundContent } from '../../../components/layouts/not-found';
import { useT } from '../../../lib/i18n';

export function NotFoundPage() {
  const t = useT('common');
  return <NotFoundContent title={t('notFound.title')} text={t('notFound.text')} />;
}
