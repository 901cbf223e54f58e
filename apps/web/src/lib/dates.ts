import * as format from './i18n/format';
import { getLanguage } from './i18n/store';

// Dates in the active language (the app re-renders every screen when it changes).

/** 12 Mar 2025 */
export const formatDate = (iso: string): string => format.formatDate(iso, getLanguage());

/** 12 Mar 2025, 4:05 pm */
export const formatDateTime = (iso: string): string => format.formatDateTime(iso, getLanguage());

/** 'today', 'yesterday', '5 days ago'; the calendar date once it is a month old. */
export const formatListedAgo = (iso: string, now: Date = new Date()): string => format.formatListedAgo(iso, getLanguage(), now);
