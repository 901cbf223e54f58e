import { messageCode } from '@kiraya/contract/message-code';
import { formatDay } from '@kiraya/contract/renting/rules';
import {
  firstVisitDay,
  lastMoveInDay,
  lastVisitDay,
  type RentalOfferStatus,
  VISIT_MSG,
  VISIT_STATUS_LABELS,
  VISIT_STATUSES,
  type VisitSlot,
  type VisitStatus,
} from '@kiraya/contract/visits/rules';
import { useMemo } from 'react';
import { formatDate, type Language, registerMessageParams, translateNow, useLanguage, useT } from '../../lib/i18n';

// The visit screens' words in the active language: the `visits` area (the contract's VISIT_TEXT and labels) and the
// visit templates of the `messages` area. English keeps the contract's own day format, so its texts stay as they were.

/** A day (YYYY-MM-DD): "28 Nov 2026" · "28 नव॰ 2026". */
export const visitDay = (day: string, language: Language): string => (language === 'en' ? formatDay(day) : formatDate(day, language));

// The server sends `{today}` with these templates and a status's English label: their translations name the days
// and the label (varsOf writes ISO days the language's way).
registerMessageParams(messageCode('VISIT_MSG', 'slotWindow'), ({ today }) => ({
  from: firstVisitDay(String(today)),
  to: lastVisitDay(String(today)),
}));
registerMessageParams(messageCode('VISIT_MSG', 'moveIn'), ({ today }) => ({ from: String(today), to: lastMoveInDay(String(today)) }));
registerMessageParams(messageCode('VISIT_MSG', 'cannotMove'), ({ status }) => {
  const key = VISIT_STATUSES.find((s) => VISIT_STATUS_LABELS[s] === status);
  return { status: key ? translateNow('visits', `VISIT_STATUS_LABELS.${key}`) : String(status) };
});

export function useVisitWords() {
  const language = useLanguage();
  const t = useT('visits');
  const m = useT('messages');
  return useMemo(() => {
    const day = (iso: string) => visitDay(iso, language);
    const when = (slot: VisitSlot) => t('slot.when', { day: day(slot.date), time: slot.time });
    /** A window message of the web's own check (or a server field error with the same text) in the active language. */
    const windowError = (error: string | undefined, today: string): string | undefined => {
      if (error === VISIT_MSG.slotWindow(today))
        return m('VISIT_MSG.slotWindow', { from: day(firstVisitDay(today)), to: day(lastVisitDay(today)) });
      if (error === VISIT_MSG.moveIn(today)) return m('VISIT_MSG.moveIn', { from: day(today), to: day(lastMoveInDay(today)) });
      return error;
    };
    return {
      language,
      t,
      m,
      day,
      when,
      windowError,
      status: (status: VisitStatus) => t(`VISIT_STATUS_LABELS.${status}`),
      offerStatus: (status: RentalOfferStatus) => t(`RENTAL_OFFER_STATUS_LABELS.${status}`),
    };
  }, [language, t, m]);
}

export type VisitWords = ReturnType<typeof useVisitWords>;

/** The labels as a record, for StatusSelect. */
export const statusLabels = (words: VisitWords): Record<VisitStatus, string> =>
  Object.fromEntries(VISIT_STATUSES.map((s) => [s, words.status(s)])) as Record<VisitStatus, string>;
