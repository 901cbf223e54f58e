import type { Executor } from '../../db/client.js';
import { formatRupees } from '../../lib/money.js';
import { notify } from './events.service.js';

/**
 * What a step of an extension request tells the other side (docs/renting.md "Extending a rental"): the owner (admins
 * for an ad's line) hears of a request and of its withdrawal, the buyer of the answer. Written in the step's transaction.
 */

export interface ExtensionNoticeLine {
  orderId: number;
  title: string;
  buyerId: number;
  /** Null for an ad's line: admins answer for it. */
  ownerId: number | null;
}

export type ExtensionStep = 'requested' | 'accepted' | 'declined' | 'withdrawn';

export async function extensionNotice(
  db: Executor,
  step: ExtensionStep,
  line: ExtensionNoticeLine,
  request: { months: number; totalPaise: number; toEndDate: string },
): Promise<void> {
  const where = `“${line.title}” (order #${line.orderId})`;
  const params = {
    title: line.title,
    order: line.orderId,
    months: request.months,
    total: formatRupees(request.totalPaise),
    date: request.toEndDate,
  };
  const buyer = { role: 'user' as const, id: line.buyerId };
  const owner = line.ownerId === null ? ({ role: 'admin' } as const) : ({ role: 'owner', id: line.ownerId } as const);
  switch (step) {
    case 'requested':
      return notify(db, [
        {
          to: owner,
          title: 'Extension requested',
          message: `The buyer asks to extend ${where} to ${request.toEndDate}, for ${params.total} more rent. Accept or decline it.`,
          code: 'LINE_EXTENSION_REQUESTED',
          params,
          type: 'info',
        },
      ]);
    case 'accepted':
      return notify(db, [
        {
          to: buyer,
          title: 'Extension accepted',
          message: `The owner accepted to extend ${where}: it now ends on ${request.toEndDate}.`,
          code: 'LINE_EXTENSION_ACCEPTED',
          params,
          type: 'success',
        },
      ]);
    case 'declined':
      return notify(db, [
        {
          to: buyer,
          title: 'Extension declined',
          message: `The owner declined to extend ${where}. The rental ends as agreed.`,
          code: 'LINE_EXTENSION_DECLINED',
          params,
          type: 'warning',
        },
      ]);
    case 'withdrawn':
      return notify(db, [
        {
          to: owner,
          title: 'Extension withdrawn',
          message: `The buyer withdrew the request to extend ${where}.`,
          code: 'LINE_EXTENSION_WITHDRAWN',
          params,
          type: 'info',
        },
      ]);
  }
}
