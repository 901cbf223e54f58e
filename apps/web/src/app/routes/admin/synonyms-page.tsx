import { AdminSynonyms } from '../../../features/search';
import { useT } from '../../../lib/i18n';
import { AdminScreen } from './admin-parts';

/** /admin/synonyms: the words search treats as the same (English, Hinglish, Hindi). */
export function SynonymsPage() {
  const t = useT('admin');
  return (
    <AdminScreen title={t('synonyms.title')} lead={t('synonyms.lead')}>
      <AdminSynonyms />
    </AdminScreen>
  );
}
