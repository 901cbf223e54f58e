import type { ApprovalStatus } from '@kiraya/contract';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';

/** A small card picture of a product or ad (decorative: the title sits beside it). */
export function Thumbnail({ src, className = 'h-12 w-16' }: { src: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const t = useT('admin');
  if (failed || !src) {
    return (
      <span className={`flex items-center justify-center rounded-md bg-stone-100 text-[10px] text-stone-600 ${className}`}>
        {t('item.noPicture')}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={64}
      height={48}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`rounded-md bg-stone-100 object-cover ${className}`}
    />
  );
}

/** Verified Yes/No, and for a No whether it waits for review or was rejected (with the reason as a tooltip). */
export function ApprovalBadge({ verified, status, reason }: { verified: 0 | 1; status: ApprovalStatus; reason?: string | null }) {
  const t = useT('admin');
  if (verified === 1)
    return (
      <span className="inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">{t('flag.yes')}</span>
    );
  const tone = status === 'rejected' ? 'bg-red-100 text-red-900' : 'bg-saffron-100 text-saffron-900';
  return (
    <span
      title={reason ? t('item.reason', { reason }) : undefined}
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}
    >
      {t('flag.no')} · {t(`approval.${status}`)}
    </span>
  );
}
