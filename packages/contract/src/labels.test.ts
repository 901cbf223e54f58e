import { describe, expect, it } from 'vitest';
import { APPROVAL_LABELS } from './moderation/rules.js';
import { NOTIFICATION_TYPE_LABELS } from './notifications/rules.js';
import { ORDER_ITEM_STATUS_LABELS, ORDER_STATUS_LABELS } from './orders/rules.js';
import { REPORT_STATUS_LABELS } from './reports/rules.js';

describe('capitalised label maps', () => {
  it('keep the texts the screens show', () => {
    expect(NOTIFICATION_TYPE_LABELS).toEqual({ success: 'Success', warning: 'Warning', error: 'Error', info: 'Info' });
    expect(ORDER_ITEM_STATUS_LABELS).toEqual({ pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected', cancelled: 'Cancelled' });
    expect(ORDER_STATUS_LABELS).toEqual({ pending: 'Pending', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' });
    expect(APPROVAL_LABELS).toEqual({ pending: 'Pending', approved: 'Approved', rejected: 'Rejected' });
    expect(REPORT_STATUS_LABELS).toEqual({ open: 'Open', ignored: 'Ignored', deleted: 'Deleted' });
  });
});
