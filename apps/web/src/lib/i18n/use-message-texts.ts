import { use } from 'react';
import { useLanguage } from './index';
import { loadArea, loadedCatalog } from './store';

/**
 * Waits (suspends) until the English `messages` area is here in Hindi: `localize` finds a contract message by its English
 * text, and a page opened straight in Hindi loads only the Hindi catalogues (English arrived only with a failed
 * request's error). Screens that say contract messages of that area through `localize` call this once, high up.
 */
export function useMessageTexts(): void {
  const language = useLanguage();
  if (language !== 'en' && !loadedCatalog('en', 'messages')) use(loadArea('en', 'messages'));
}
