import type { MessageParams } from '@kiraya/contract';
import { use, useMemo } from 'react';
import { formatNumber } from './format';
import { useLanguage } from './index';
import { varsOf } from './localize';
import { loadArea, loadedCatalog } from './store';
import { translate } from './translate';

interface Coded {
  code?: string;
  params?: MessageParams;
}

/**
 * A notification's (or outbox mail's) texts in the active language, from the code and params the server stored beside
 * its English (`notices` area); English, an old row without a code, or an unknown code shows the stored text as it is.
 */
export function useNoticeText() {
  const language = useLanguage();
  // English shows the stored text, so only another language waits for its catalogue (`use` may sit in a condition).
  const catalog = language === 'en' ? undefined : (loadedCatalog(language, 'notices') ?? use(loadArea(language, 'notices')));
  return useMemo(() => {
    const say = (item: Coded, part: string, stored: string) => {
      const message = item.code ? catalog?.[`${item.code}.${part}`] : undefined;
      if (message === undefined) return stored;
      return translate(message, language, varsOf(item.params ?? {}, language), (n) => formatNumber(n, language));
    };
    return {
      notice: (item: Coded & { title: string; message: string }) => ({
        title: say(item, 'title', item.title),
        message: say(item, 'message', item.message),
      }),
      mail: (item: Coded & { subject: string; body: string }) => ({
        subject: say(item, 'subject', item.subject),
        body: say(item, 'body', item.body),
      }),
    };
  }, [catalog, language]);
}
