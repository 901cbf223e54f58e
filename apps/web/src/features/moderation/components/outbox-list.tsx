import type { OutboxMessage } from '@kiraya/contract';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { type BadgeTone, StatusBadge } from '../../../components/ui/status-badge';
import { LOCALES, useLanguage, useT } from '../../../lib/i18n';
import { useNoticeText } from '../../../lib/i18n/notice-text';
import { nextParams, readPage } from '../../../lib/list-params';
import { Link, useSearchParams } from '../../../lib/router';
import { useKeptData } from '../../../lib/use-kept-data';
import { useOutbox } from '../api/get-outbox';
import { OUTBOX_PAGE_SIZE } from '../api/query-keys';

/**
 * Only the link the server made (`message.link`) becomes clickable, and only as a path of this site: the body holds
 * user-chosen names, so a URL typed into a name stays text.
 */
export function safeOutboxHref(link: string | null | undefined): string | null {
  // One slash, then only path and query characters: no `//host`, no `/\host`, no scheme.
  return link && /^\/(?!\/)[A-Za-z0-9\-._~/?=&%]*$/.test(link) ? link : null;
}

export function MessageCard({ message }: { message: OutboxMessage }) {
  const sent = new Date(message.created_at);
  const href = safeOutboxHref(message.link);
  const text = useNoticeText().mail(message);
  const t = useT('admin');
  const language = useLanguage();
  const dateTime = new Intl.DateTimeFormat(`${LOCALES[language]}-u-nu-latn`, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70">
      <article className="space-y-3">
        <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="text-base font-semibold text-stone-950">{text.subject}</h2>
          <time dateTime={message.created_at} className="text-sm text-stone-600">
            {Number.isNaN(sent.getTime()) ? message.created_at : dateTime.format(sent)}
          </time>
        </header>
        <p className="text-sm text-stone-700">
          {t('outbox.to')} <span className="font-medium break-all text-stone-900">{message.toEmail}</span>
        </p>
        <p className="whitespace-pre-wrap break-words text-sm text-stone-800">{text.body}</p>
        <Delivery message={message} format={(d) => dateTime.format(d)} />
        {href ? (
          <p className="text-sm text-stone-800">
            {t('outbox.link')}{' '}
            <a href={href} className="break-all font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
              {href}
            </a>
          </p>
        ) : null}
      </article>
    </li>
  );
}

const DELIVERY_TONES: Record<OutboxMessage['status'], BadgeTone> = { held: 'grey', queued: 'yellow', sent: 'green', failed: 'red' };

/** How the mail's sending went (docs/mail.md): held without a mail server, queued, sent at a time, or failed. */
function Delivery({ message, format }: { message: OutboxMessage; format: (d: Date) => string }) {
  const t = useT('admin');
  const sentAt = message.sent_at ? new Date(message.sent_at) : null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
      <span>{t('outbox.delivery')}</span>
      <StatusBadge tone={DELIVERY_TONES[message.status]}>{t(`outbox.status.${message.status}`)}</StatusBadge>
      {sentAt && !Number.isNaN(sentAt.getTime()) ? <span>{t('outbox.sentAt', { time: format(sentAt) })}</span> : null}
      {message.attempts > 0 ? <span>{t('outbox.tries', { count: message.attempts })}</span> : null}
      {message.last_error && message.status !== 'sent' ? (
        <span className="w-full break-words text-red-800">{t('outbox.lastError', { error: message.last_error })}</span>
      ) : null}
    </div>
  );
}

/**
 * GET /api/admin/outbox: every account mail (password reset links) and how its sending went; without a mail server
 * (SMTP_URL) this is where the mail stays. The server sends no total, so paging is Newer / Older.
 */
export function OutboxList() {
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams);
  const query = useOutbox(page);
  const kept = useKeptData(query.data);
  const t = useT('admin');
  const href = (n: number) => `?${nextParams(searchParams, { page: n }).toString()}`;

  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  if (!kept.data) {
    return (
      <div className="space-y-3">
        <LoadingStatus label={t('outbox.loading')} />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-36 w-full rounded-2xl" />
        ))}
      </div>
    );
  }

  const messages = kept.data;
  const hasOlder = messages.length >= OUTBOX_PAGE_SIZE;
  const edge =
    'inline-flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:border-brand-600';

  return (
    <div className="space-y-4">
      {messages.length === 0 ? (
        <EmptyState title={page > 1 ? t('outbox.noOlder') : t('outbox.empty')}>
          <p className="text-sm text-stone-700">{t('outbox.emptyHint')}</p>
        </EmptyState>
      ) : (
        <ul className={`space-y-4 ${kept.stale ? 'opacity-60' : ''}`} aria-busy={kept.stale || undefined}>
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      )}
      {page > 1 || hasOlder ? (
        <nav aria-label={t('outbox.pages')} className="flex flex-wrap justify-center gap-3 pt-2">
          {page > 1 ? (
            <Link to={href(page - 1)} className={edge} rel="prev">
              ← {t('outbox.newer')}
            </Link>
          ) : null}
          {hasOlder ? (
            <Link to={href(page + 1)} className={edge} rel="next">
              {t('outbox.older')} →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
