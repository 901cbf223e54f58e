import type { TalkMessage } from '@kiraya/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { useLocalize, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { MessageThread } from '../../chat';
import { useAdminTalk, useCloseFlag } from '../api/admin-queue';
import { ItemThumb } from './item-thumb';
import { MessagePhoto } from './message-photo';
import { ReportReasons } from './report-reasons';
import { ScamWarning } from './scam-warning';

/** One conversation for an admin, read-only (the buyer's messages on the left, the owner's on the right), and Close the flag. */
export function AdminTalkView({ id }: { id: number }) {
  const t = useT('talk');
  const localize = useLocalize();
  const query = useAdminTalk(id);
  const close = useCloseFlag(id);
  const [done, setDone] = useState<string | null>(null);
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data)
    return (
      <div className="space-y-3">
        <LoadingStatus label={t('conv.loading')} />
        <Skeleton className="h-[55dvh] w-full rounded-2xl" />
      </div>
    );
  const { conversation: c, messages } = query.data;
  return (
    <div className="space-y-4">
      <Link
        to={paths.adminTalkQueue()}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <span aria-hidden="true">←</span> {t('admin.back')}
      </Link>
      <header className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-stone-200">
        <ItemThumb cover={c.item.cover} title={c.item.title} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-bold text-stone-950">{c.item.title}</h2>
          <p className="text-sm text-stone-700">{t('admin.between', { buyer: c.buyer.name, owner: c.owner.name })}</p>
        </div>
      </header>
      {c.reports.length > 0 ? (
        <section className="rounded-2xl bg-red-50 p-3 text-sm text-red-950 ring-1 ring-red-200">
          <h3 className="font-bold">{t('admin.reports')}</h3>
          <ReportReasons reports={c.reports} className="mt-1 list-disc pl-5" />
        </section>
      ) : null}
      <p className="text-sm text-stone-700">{t('admin.readOnly')}</p>
      <MessageThread<TalkMessage>
        messages={messages}
        side="owner"
        label={t('admin.label', { buyer: c.buyer.name, owner: c.owner.name })}
        names={{ own: c.owner.name, other: c.buyer.name }}
        empty={t('inbox.noMessage')}
        renderInside={(m) => (m.photo ? <MessagePhoto photo={m.photo} label={t('conv.openPhoto')} /> : null)}
        renderAfter={(m) => <ScamWarning codes={m.scam_codes} own={false} />}
      />
      <div aria-live="polite" className="empty:hidden">
        {done ? <FormMessage tone="success">{done}</FormMessage> : null}
        {close.isError ? <FormMessage tone="error">{errorMessage(close.error)}</FormMessage> : null}
      </div>
      {c.flagged_at ? (
        <Button disabled={close.isPending} onClick={() => close.mutate(undefined, { onSuccess: (r) => setDone(localize(r.message)) })}>
          {close.isPending ? t('admin.closing') : t('admin.close')}
        </Button>
      ) : (
        <p className="text-sm font-medium text-stone-700">{t('admin.notFlagged')}</p>
      )}
    </div>
  );
}
