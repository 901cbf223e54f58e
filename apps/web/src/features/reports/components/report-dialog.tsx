import { REPORT_LIMITS, reportReasonProblem, type Source } from '@kiraya/contract';
import type { FormEvent } from 'react';
import { ReasonForm } from '../../../components/form/reason-form';
import { useTextDraft } from '../../../components/form/use-text-draft';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { DialogFormFooter } from '../../../components/ui/dialog-footer';
import { FormMessage } from '../../../components/ui/form';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { Link, useLocation } from '../../../lib/router';
import { loginUrl } from '../../../lib/session';
import { useFileReport } from '../api/file-report';

/** The form inside the dialog: a required reason checked with the contract's own rules before it is sent. */
function ReportForm({
  role,
  type,
  itemId,
  onSent,
  onCancel,
}: {
  role: 'user' | 'owner';
  type: Source;
  itemId: number;
  onSent: () => void;
  onCancel: () => void;
}) {
  const draft = useTextDraft();
  const reason = draft.text;
  const report = useFileReport();
  const t = useT('report');
  const c = useT('common');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's reportReason rule, without zod on the product page (the server checks with the schema).
    if (draft.accept(reportReasonProblem(reason))) {
      report.mutate({ role, input: { type, item_id: itemId, reason: reason.trim() } }, { onSuccess: onSent });
    }
  };

  return (
    <ReasonForm
      draft={draft}
      label={t('report.reason')}
      maxLength={REPORT_LIMITS.reasonMax}
      hint={t('report.hint', { length: reason.trim().length, max: REPORT_LIMITS.reasonMax, min: REPORT_LIMITS.reasonMin })}
      placeholder={t('report.placeholder')}
      onSubmit={submit}
    >
      <DialogFormFooter
        error={report.isError ? errorMessage(report.error, t('report.failed')) : null}
        busy={report.isPending}
        cancelText={c('dialog.cancel')}
        submitText={c('dialog.send')}
        workingText={c('dialog.sending')}
        onCancel={onCancel}
      />
    </ReasonForm>
  );
}

/**
 * The open dialog, loaded with its code and its texts (the `report` area) when it first opens (lazy, under the caller's
 * Suspense), so an item page carries neither.
 */
export function ReportDialog({
  role,
  type,
  itemId,
  title,
  sent,
  onSent,
  onClose,
}: {
  role: 'user' | 'owner' | null;
  type: Source;
  itemId: number;
  title: string;
  /** Kept by the caller: a report sent stays sent when the dialog is opened again. */
  sent: boolean;
  onSent: () => void;
  onClose: () => void;
}) {
  const location = useLocation();
  const t = useT('report');
  const c = useT('common');
  const catalogue = useT('catalogue');
  return (
    <ModalDialog
      open
      title={sent ? t('report.sentTitle') : catalogue('report.open')}
      description={sent ? undefined : t('report.description', { title })}
      onClose={onClose}
    >
      {!role ? (
        <div className="grid gap-4">
          <FormMessage tone="info">{t('report.loginRequired')}</FormMessage>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              {c('dialog.cancel')}
            </Button>
            <Link to={loginUrl('user', 'required', `${location.pathname}${location.search}`)} className={buttonClass('primary', 'md')}>
              {t('report.logIn')}
            </Link>
          </div>
        </div>
      ) : sent ? (
        <div className="grid gap-4">
          <FormMessage tone="success">{t('report.sent')}</FormMessage>
          <div className="flex justify-end">
            <Button autoFocus onClick={onClose}>
              {c('dialog.close')}
            </Button>
          </div>
        </div>
      ) : (
        <ReportForm role={role} type={type} itemId={itemId} onSent={onSent} onCancel={onClose} />
      )}
    </ModalDialog>
  );
}
