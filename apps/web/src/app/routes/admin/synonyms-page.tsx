import { AdminSynonyms } from '../../../features/search';
import { AdminScreen } from './admin-parts';

/** /admin/synonyms: the words search treats as the same (English, Hinglish, Hindi). */
export function SynonymsPage() {
  return (
    <AdminScreen
      title="Search synonyms"
      lead="Groups of words that search treats as the same: English, Hinglish and Hindi spellings of one thing. Edits apply to searches at once on this server and within a minute everywhere."
    >
      <AdminSynonyms />
    </AdminScreen>
  );
}
