import { REPORT_MSG } from '@kiraya/contract';
import type { Catalog } from '../../translate';

/** The dialog that reports an ad or a product (features/reports): loaded when it opens, not with the item page. */
export default {
  'report.loginRequired': REPORT_MSG.loginRequired,
  'report.sent': REPORT_MSG.sent,
  'report.sentTitle': 'Report sent',
  'report.description': 'Tell us what is wrong with “{title}”. Our team reads every report.',
  'report.logIn': 'Log in to report',
  'report.reason': 'Reason',
  'report.hint': 'What is wrong with it? {length}/{max} characters, at least {min}.',
  'report.placeholder': 'For example: the photos are of a different flat, or the seller asked for money in advance.',
  'report.failed': 'The report could not be sent. Please try again.',
} satisfies Catalog;
