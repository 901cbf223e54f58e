import { REPORT_LIMITS, REPORT_MSG, reportReasonProblem, type Source } from '@kiraya/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormMessage, TextAreaField } from '../../../components/ui/form';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { errorMessage } from '../../../lib/api-client';
import { loginUrl, useSession } from '../../../lib/session';
import { useFileReport } from '../api/file-report';

const FAILED = 'The report could not be sent. Please try again.';

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
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const report = useFileReport();
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's reportReason rule, without zod on the product page (the server checks with the schema).
    const problem = reportReasonProblem(reason);
    if (problem) {
      setFieldError(problem);
      formRef.current?.querySelector('textarea')?.focus();
      return;
    }
    setFieldError(undefined);
    report.mutate({ role, input: { type, item_id: itemId, reason: reason.trim() } }, { onSuccess: onSent });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
      <TextAreaField
        label="Reason"
        required
        autoFocus
        value={reason}
        maxLength={REPORT_LIMITS.reasonMax}
        onChange={(e) => {
          setReason(e.target.value);
          if (fieldError) setFieldError(undefined);
        }}
        error={fieldError}
        hint={`What is wrong with it? ${reason.trim().length}/${REPORT_LIMITS.reasonMax} characters, at least ${REPORT_LIMITS.reasonMin}.`}
        placeholder="For example: the photos are of a different flat, or the seller asked for money in advance."
      />
      {report.isError ? <FormMessage tone="error">{errorMessage(report.error, FAILED)}</FormMessage> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={report.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Report this ad' on a product or listing page: buyers and owners send a reason to the admins; a visitor is asked to
 * log in and brought back here. Admins moderate in the Reports table instead, so they see no button.
 */
export function ReportItem({ type, itemId, title }: { type: Source; itemId: number; title: string }) {
  const user = useSession('user');
  const owner = useSession('owner');
  const admin = useSession('admin');
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const noteId = useId();
  const role = user ? 'user' : owner ? 'owner' : null;
  if (!role && admin) return null;

  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-4">
      <Button variant="ghost" size="sm" className="text-stone-700" onClick={() => setOpen(true)} aria-describedby={noteId}>
        <span aria-hidden="true">⚑</span> Report this ad
      </Button>
      <p id={noteId} className="text-sm text-stone-600">
        Something wrong with this {type === 'products' ? 'product' : 'ad'}? Tell our team.
      </p>
      <ModalDialog
        open={open}
        title={sent ? 'Report sent' : 'Report this ad'}
        description={sent ? undefined : <>Tell us what is wrong with “{title}”. Our team reads every report.</>}
        onClose={() => setOpen(false)}
      >
        {!role ? (
          <div className="grid gap-4">
            <FormMessage tone="info">{REPORT_MSG.loginRequired}</FormMessage>
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Link to={loginUrl('user', 'required', `${location.pathname}${location.search}`)} className={buttonClass('primary', 'md')}>
                Log in to report
              </Link>
            </div>
          </div>
        ) : sent ? (
          <div className="grid gap-4">
            <FormMessage tone="success">{REPORT_MSG.sent}</FormMessage>
            <div className="flex justify-end">
              <Button autoFocus onClick={() => setOpen(false)}>
                Close
              </Button>
            </div>
          </div>
        ) : (
          <ReportForm role={role} type={type} itemId={itemId} onSent={() => setSent(true)} onCancel={() => setOpen(false)} />
        )}
      </ModalDialog>
    </div>
  );
}
