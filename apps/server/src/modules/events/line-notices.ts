import type { LineActor, LineEvent } from '@kiraya/contract';
import type { Executor } from '../../db/client.js';
import { formatRupees } from '../../lib/money.js';
import { type NewNotification, notify } from './events.service.js';

/**
 * What each move in the life of a line tells the other side (docs/renting.md): the buyer hears of a handover or
 * return report to answer, the owner of an answer or a return to arrange, admins of a dispute to decide, both sides
 * of a settled deposit. Written in the move's transaction, beside it.
 */

export interface MovedLine {
  event: LineEvent;
  orderId: number;
  title: string;
  buyerId: number;
  /** Null for an ad's line: admins stand in for its owner. */
  ownerId: number | null;
  /** The deposit after the move, in paise: the proposal at a return, the split once settled. */
  deposit: { proposedPaise: number | null; refundedPaise: number | null; deductedPaise: number | null; settled: boolean } | null;
  reason?: string;
  /** An admin's decision note (decide_dispute), told to both sides. */
  note?: string;
  /** Who made the move (a cancel tells the other sides). */
  actor?: LineActor;
}

const quoted = (title: string) => `“${title}”`;

export async function lineMoved(db: Executor, line: MovedLine): Promise<void> {
  const params = { title: line.title, order: line.orderId };
  const buyer = { role: 'user' as const, id: line.buyerId };
  const owner = line.ownerId === null ? ({ role: 'admin' } as const) : ({ role: 'owner', id: line.ownerId } as const);
  const admins = { role: 'admin' } as const;
  const where = `${quoted(line.title)} (order #${line.orderId})`;
  const notes: NewNotification[] = [];
  const settled = () => {
    const d = line.deposit;
    if (!d?.settled) return;
    const money = { refunded: formatRupees(d.refundedPaise ?? 0), deducted: formatRupees(d.deductedPaise ?? 0) };
    for (const to of [buyer, owner])
      notes.push({
        to,
        title: 'Deposit settled',
        message: `The deposit of ${where} is settled: ${money.refunded} refunded to the buyer, ${money.deducted} kept by the owner.`,
        code: 'LINE_DEPOSIT_SETTLED',
        params: { ...params, ...money },
        type: 'success',
      });
  };
  switch (line.event) {
    case 'deliver':
      notes.push({
        to: buyer,
        title: 'Handover recorded',
        message: `The owner recorded the handover of ${where}. Check the report, then confirm it or dispute it within 48 hours.`,
        code: 'LINE_DELIVERED',
        params,
        type: 'info',
      });
      break;
    case 'confirm_delivery':
      notes.push({
        to: owner,
        title: 'Handover confirmed',
        message: `The handover of ${where} is confirmed.`,
        code: 'LINE_HANDOVER_CONFIRMED',
        params,
        type: 'success',
      });
      break;
    case 'dispute_delivery':
    case 'dispute_return': {
      const delivery = line.event === 'dispute_delivery';
      const reason = line.reason ?? '';
      for (const to of line.ownerId === null ? [admins] : [owner, admins])
        notes.push({
          to,
          title: delivery ? 'Handover disputed' : 'Return disputed',
          message: `The buyer disputed the ${delivery ? 'handover' : 'return'} report of ${where}: “${reason}”. An admin will decide.`,
          code: delivery ? 'LINE_DELIVERY_DISPUTED' : 'LINE_RETURN_DISPUTED',
          params: { ...params, reason },
          type: 'warning',
        });
      break;
    }
    case 'request_return':
      notes.push({
        to: owner,
        title: 'Return due',
        message: `${where} is due back: arrange the pickup with the buyer and record the return.`,
        code: 'LINE_RETURN_REQUESTED',
        params,
        type: 'info',
      });
      break;
    case 'record_return': {
      const deduction = formatRupees(line.deposit?.proposedPaise ?? 0);
      notes.push({
        to: buyer,
        title: 'Return recorded',
        message: `The owner recorded the return of ${where} and proposes to keep ${deduction} of the deposit. Confirm or dispute within 48 hours.`,
        code: 'LINE_RETURNED',
        params: { ...params, deduction },
        type: 'info',
      });
      break;
    }
    case 'confirm_return':
      settled();
      break;
    case 'decide_dispute': {
      // disputes desk: the note says why, to both sides.
      const note = line.note ? `: “${line.note}”` : '';
      for (const to of [buyer, owner])
        notes.push({
          to,
          title: 'Dispute decided',
          message: `An admin decided the dispute about ${where}${note}.`,
          code: 'LINE_DISPUTE_DECIDED',
          params: { ...params, note },
          type: 'info',
        });
      settled();
      break;
    }
    // rent money: a line called off before its handover tells the sides that did not call it off.
    case 'cancel': {
      const sides = [
        ...(line.actor === 'buyer' ? [] : [buyer]),
        ...(line.actor === 'owner' || (line.ownerId === null && line.actor === 'admin') ? [] : [owner]),
      ];
      const reason = line.reason ? ` “${line.reason}”` : '';
      for (const to of sides)
        notes.push({
          to,
          title: 'Order line cancelled',
          message: `${where} was cancelled before its handover.${reason} Everything paid for it is refunded to the buyer.`,
          code: 'LINE_CANCELLED',
          params: { ...params, reason },
          type: 'warning',
        });
      break;
    }
  }
  await notify(db, notes);
}

/** The buyer's reminder before a rental's end date (7 days and 1 day before): extend or return. */
export async function lineEndsSoon(db: Executor, line: { orderId: number; title: string; buyerId: number; endDate: string }) {
  await notify(db, [
    {
      to: { role: 'user', id: line.buyerId },
      title: 'Rental ending soon',
      message: `The rental of ${quoted(line.title)} (order #${line.orderId}) ends on ${line.endDate}: return it, or ask the owner to extend it.`,
      code: 'LINE_ENDS_SOON',
      params: { title: line.title, order: line.orderId, date: line.endDate },
      type: 'warning',
    },
  ]);
}
