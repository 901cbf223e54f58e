import type { DisputeRow, LineLifecycle } from '@kiraya/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Announcement, ListEmptyState, PagedTable, useAnnouncement, useListParams } from '../../../components/data-views/paged-list';
import { Button } from '../../../components/ui/button';
import { badgeCount } from '../../../components/ui/header-icon-link';
import { CARD_ROW, Cell } from '../../../components/ui/responsive-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDate } from '../../../lib/dates';
import { useFormat, useT } from '../../../lib/i18n';
import { returnMoney } from '../lifecycle/return-money';
import { DecisionDialog } from './decision-dialog';
import { DISPUTES_PAGE_SIZE, disputeKeys, useDisputeCount, useDisputes } from './disputes-api';

function DisputeRowView({ row, onDecide }: { row: DisputeRow; onDecide: () => void }) {
  const t = useT('admin');
  const tb = useT('buyer');
  const format = useFormat();
  return (
    <tr data-testid={`dispute-row-${row.item_id}`} className={`${CARD_ROW} align-top`}>
      <Cell label={t('disputes.col.line')} className="max-md:col-span-2 md:min-w-36">
        <p className="font-medium break-words text-stone-950">{row.title}</p>
        <p className="text-xs text-stone-600">{t('disputes.order', { order: row.order_id, item: row.item_id })}</p>
      </Cell>
      <Cell label={t('disputes.col.stage')}>
        <StatusBadge tone="red">{tb(`lineStage.${row.stage}`)}</StatusBadge>
        <p className="mt-1 text-xs text-stone-600">
          {t(`disputes.kind.${row.kind}`)}
          {row.stage_at ? (
            <>
              {' · '}
              <time dateTime={row.stage_at}>{formatDate(row.stage_at)}</time>
            </>
          ) : null}
        </p>
      </Cell>
      <Cell label={t('disputes.col.parties')} className="md:min-w-36">
        <p className="break-words">{t('disputes.buyer', { name: row.buyer_name })}</p>
        <p className="break-words text-stone-700">
          {t('disputes.owner', { name: row.source === 'listings' ? t('disputes.adOwner') : row.owner_name })}
        </p>
      </Cell>
      <Cell label={t('disputes.col.deposit')} className="whitespace-nowrap">
        {row.deposit_held === null ? (
          <span className="text-stone-600">{t('disputes.noDeposit')}</span>
        ) : (
          <>
            <p>{t('disputes.held', { amount: format.money(row.deposit_held) })}</p>
            {row.proposed_deduction !== null ? (
              <p className="text-stone-700">{t('disputes.proposed', { amount: format.money(row.proposed_deduction) })}</p>
            ) : null}
          </>
        )}
      </Cell>
      <Cell label={t('disputes.col.reason')} className="max-md:col-span-2 md:min-w-40 md:max-w-xs">
        <p className="line-clamp-3 break-words whitespace-pre-line">{row.reason ?? t('disputes.noReason')}</p>
      </Cell>
      <Cell label={t('table.actions')} className="max-md:col-span-2">
        <Button size="sm" onClick={onDecide} aria-label={t('disputes.decideOf', { title: row.title })}>
          {t('disputes.decide')}
        </Button>
      </Cell>
    </tr>
  );
}

/**
 * The admin's dispute desk (docs/renting.md "Disputes"): the lines whose buyer disputed a report, oldest first; Decide
 * opens the line with both sides and the decision form. A decided line leaves the queue, and what was decided is said.
 */
export function DisputeDesk() {
  const { page } = useListParams();
  const query = useDisputes({ page, limit: DISPUTES_PAGE_SIZE });
  const queryClient = useQueryClient();
  const t = useT('admin');
  const format = useFormat();
  const { note, setNote, announce, ref, pending: deciding, ask, settle } = useAnnouncement<DisputeRow>();

  const decided = (row: DisputeRow, life: LineLifecycle) => {
    settle();
    const money = life.deposit && life.deposit.status === 'settled' ? returnMoney(life.deposit) : null;
    const outcome = money
      ? t('disputes.settled', { back: format.money(money.back), keep: format.money(money.keep) })
      : row.kind === 'rent'
        ? t('disputes.outcome.rent')
        : t('disputes.outcome.sale');
    announce({ tone: 'success', text: t('disputes.decided', { title: row.title, outcome }) });
    void queryClient.invalidateQueries({ queryKey: disputeKeys.all() });
  };

  return (
    <div className="space-y-4">
      <Announcement note={note} noteRef={ref} live />
      <PagedTable
        query={query}
        page={page}
        pageSize={DISPUTES_PAGE_SIZE}
        loadingLabel={t('disputes.loading')}
        empty={<ListEmptyState page={page} title={t('disputes.empty')} hint={t('disputes.emptyHint')} />}
        plural={(total) => t('disputes.plural', { count: total })}
        label={t('disputes.title')}
        caption={t('disputes.caption', { page })}
        headings={[
          t('disputes.col.line'),
          t('disputes.col.stage'),
          t('disputes.col.parties'),
          t('disputes.col.deposit'),
          t('disputes.col.reason'),
          t('table.actions'),
        ]}
        row={(row) => (
          <DisputeRowView
            key={row.item_id}
            row={row}
            onDecide={() => {
              setNote(null);
              ask(row);
            }}
          />
        )}
        pagesLabel={t('disputes.pages')}
      />
      <DecisionDialog row={deciding} onClose={settle} onDecided={decided} />
    </div>
  );
}

/** NAV Badge of the admin sidebar's Disputes item: how many wait; nothing while none does. */
export function DisputesBadge() {
  const count = useDisputeCount().data ?? 0;
  const t = useT('admin');
  if (count === 0) return null;
  return (
    <span
      data-testid="disputes-count"
      className="ml-2 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-white px-1.5 text-xs font-bold text-brand-900 ring-1 ring-brand-900/10"
    >
      {badgeCount(count)}
      <span className="sr-only"> {t('disputes.plural', { count })}</span>
    </span>
  );
}
