import {
  ADMIN_MSG,
  APPROVAL_LABELS,
  NOTIFICATION_TYPE_LABELS,
  ORDER_ITEM_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  REPORT_STATUS_LABELS,
  REPORT_TYPE_LABELS,
  WITHDRAWAL,
} from '@kiraya/contract';
import { describe, expect, it } from 'vitest';
import admin from './messages/en/admin';
import notices from './messages/en/notices';

// The admin area writes its English out (as `messages` does); these are the contract's labels it must keep saying.
describe('the admin area in English', () => {
  it('says the contract status, method and report labels', () => {
    for (const [status, label] of Object.entries({ ...ORDER_ITEM_STATUS_LABELS, ...ORDER_STATUS_LABELS, ...REPORT_STATUS_LABELS }))
      expect(admin[`status.${status}` as keyof typeof admin]).toBe(label);
    for (const [status, label] of Object.entries(APPROVAL_LABELS)) expect(admin[`approval.${status}` as keyof typeof admin]).toBe(label);
    for (const [method, label] of Object.entries(PAYMENT_METHOD_LABELS))
      expect(admin[`method.${method}` as keyof typeof admin]).toBe(label);
    for (const [type, label] of Object.entries(REPORT_TYPE_LABELS)) expect(admin[`reports.type.${type}` as keyof typeof admin]).toBe(label);
    expect(admin['pay.purpose.withdrawal']).toBe(WITHDRAWAL.purpose);
    expect(admin['pay.method.bank']).toBe(WITHDRAWAL.method);
  });

  it('says the unknown-section message as the contract does', () => {
    expect(admin['section.unknown'].replace('{section}', 'x')).toBe(ADMIN_MSG.unknownSection('x'));
  });
});

describe('the notification list in English', () => {
  it('says the contract notification type labels', () => {
    for (const [type, label] of Object.entries(NOTIFICATION_TYPE_LABELS))
      expect(notices[`list.type.${type}` as keyof typeof notices]).toBe(label);
  });
});
