import {
  grantVerificationInput,
  revokeVerificationInput,
  TRUST_MSG,
  todayInIndia,
  VERIFICATION_DOCUMENTS,
  type VerificationDocument,
  type VerificationRecord,
} from '@kiraya/contract';
import { type FormEvent, type ReactNode, type RefObject, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, FormMessage, TextAreaField, TextField } from '../../../components/ui/form';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { LoadingStatus } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useLocalize, useT } from '../../../lib/i18n';
import { useZodForm } from '../../../lib/use-zod-form';
import { useChangeVerification, useOwnerVerification, type VerificationChange } from '../api/owner-verification';

type GrantValues = { checked_on: string; note: string } & Record<`doc_${VerificationDocument}`, boolean>;

const grantInitial = (): GrantValues => ({
  checked_on: todayInIndia(),
  note: '',
  ...(Object.fromEntries(VERIFICATION_DOCUMENTS.map((d) => [`doc_${d}`, false])) as Record<`doc_${VerificationDocument}`, boolean>),
});

/**
 * The grant and revoke forms' one way to send: the change, then `done` said through `onDone`, or the server's field
 * messages on their fields and its message (else `fallback`) as `failure`.
 * mutateAsync: the form is replaced by the other one as soon as the status changes, and the message must still be
 * said (a mutate() callback of an unmounted component is dropped).
 */
function useSendChange(ownerId: number, onDone: (text: string) => void) {
  const localize = useLocalize();
  const change = useChangeVerification(ownerId);
  const [failure, setFailure] = useState<string | null>(null);
  const send = (next: VerificationChange, form: { takeServerErrors: (error: unknown) => void }, done: string, fallback: string) => {
    setFailure(null);
    change.mutateAsync(next).then(
      () => onDone(localize(done)),
      (error) => {
        form.takeServerErrors(error);
        setFailure(errorMessage(error, localize(fallback)));
      },
    );
  };
  return { send, failure, pending: change.isPending };
}

/** The grant and revoke forms' frame: their fields, the server's refusal when no field shows it, and the button. */
function ChangeFrame({
  form,
  onSubmit,
  failure,
  button,
  children,
}: {
  form: { formRef: RefObject<HTMLFormElement | null> };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  failure: string | null;
  button: ReactNode;
  children: ReactNode;
}) {
  return (
    <form ref={form.formRef} noValidate className="grid gap-4" onSubmit={onSubmit}>
      {children}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="flex justify-end">{button}</div>
    </form>
  );
}

function GrantForm({ ownerId, onDone }: { ownerId: number; onDone: (text: string) => void }) {
  const t = useT('trust');
  const { send, failure, pending } = useSendChange(ownerId, onDone);
  const form = useZodForm(grantVerificationInput, grantInitial(), {
    clearOnChange: true,
    toInput: (v) => ({
      documents: VERIFICATION_DOCUMENTS.filter((d) => v[`doc_${d}`]),
      checked_on: v.checked_on,
      note: v.note,
    }),
  });
  const legendId = useId();
  const errorId = useId();
  return (
    <ChangeFrame
      form={form}
      onSubmit={form.handleSubmit((input) => send({ kind: 'grant', input }, form, TRUST_MSG.granted, TRUST_MSG.documentsRequired))}
      failure={form.errors.documents || form.errors.checked_on ? null : failure}
      button={
        <Button type="submit" disabled={pending}>
          {t('verify.grant')}
        </Button>
      }
    >
      <p className="text-sm text-stone-700">{t('verify.lead')}</p>
      <fieldset aria-labelledby={legendId} aria-describedby={form.errors.documents ? errorId : undefined} className="grid gap-2">
        <legend id={legendId} className="text-sm font-semibold text-stone-800">
          {t('verify.documents')}
        </legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {VERIFICATION_DOCUMENTS.map((doc, index) => (
            <label key={doc} className="flex min-h-11 items-center gap-2 rounded-xl px-3 ring-1 ring-stone-200 has-[:checked]:bg-brand-50">
              <input
                type="checkbox"
                name={index === 0 ? 'documents' : `doc_${doc}`}
                checked={form.values[`doc_${doc}`]}
                onChange={(event) => form.setValue(`doc_${doc}`, event.target.checked)}
                className="size-5 accent-brand-700"
              />
              {t(`doc.${doc}`)}
            </label>
          ))}
        </div>
        <FieldError id={errorId} error={form.errors.documents} />
      </fieldset>
      <TextField label={t('verify.checkedOn')} type="date" max={todayInIndia()} required {...form.field('checked_on')} />
      <TextAreaField label={t('verify.note')} maxLength={500} {...form.field('note')} />
    </ChangeFrame>
  );
}

function RevokeForm({ ownerId, onDone }: { ownerId: number; onDone: (text: string) => void }) {
  const t = useT('trust');
  const { send, failure, pending } = useSendChange(ownerId, onDone);
  const form = useZodForm(revokeVerificationInput, { reason: '' }, { clearOnChange: true });
  return (
    <ChangeFrame
      form={form}
      onSubmit={form.handleSubmit((input) => send({ kind: 'revoke', input }, form, TRUST_MSG.revoked, TRUST_MSG.reasonRequired))}
      failure={form.errors.reason ? null : failure}
      button={
        <Button type="submit" variant="secondary" className="text-red-800 hover:border-red-600" disabled={pending}>
          {t('verify.revoke')}
        </Button>
      }
    >
      <TextAreaField label={t('verify.revokeReason')} required maxLength={500} {...form.field('reason')} />
    </ChangeFrame>
  );
}

function HistoryItem({ record }: { record: VerificationRecord }) {
  const t = useT('trust');
  const admin = record.admin_name ?? t('verify.someAdmin');
  return (
    <li className="rounded-xl bg-stone-50 p-3 text-sm ring-1 ring-stone-200">
      <p className="font-semibold text-stone-900">
        {record.action === 'granted' ? t('verify.granted', { admin }) : t('verify.revoked', { admin })} ·{' '}
        {formatDateTime(record.created_at)}
      </p>
      {record.action === 'granted' ? (
        <p className="text-stone-700">
          {record.documents.length ? record.documents.map((d) => t(`doc.${d}`)).join(', ') : t('verify.noDocuments')}
          {record.checked_on ? ` · ${t('verify.checked', { date: formatDate(record.checked_on) })}` : ''}
        </p>
      ) : null}
      {record.note ? <p className="mt-1 whitespace-pre-line text-stone-700">{record.note}</p> : null}
    </li>
  );
}

/** The Owners table's "Verification" button: the owner's status and history, and the grant or revoke form. */
export function VerificationButton({ ownerId, name }: { ownerId: number; name: string }) {
  const t = useT('trust');
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const query = useOwnerVerification(ownerId, open);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} aria-label={t('verify.actionLabel', { name })}>
        {t('verify.action')}
      </Button>
      <ModalDialog
        open={open}
        title={t('verify.title', { name })}
        onClose={() => {
          setOpen(false);
          setNote(null);
        }}
      >
        <div className="grid gap-5">
          <div aria-live="polite">{note ? <FormMessage tone="success">{note}</FormMessage> : null}</div>
          {query.isError ? (
            <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
          ) : !query.data ? (
            <LoadingStatus label={t('verify.loading')} />
          ) : (
            <>
              <p className="text-base font-semibold text-stone-900" data-testid="verification-status">
                {query.data.verified === 1 ? t('verify.statusVerified') : t('verify.statusNot')}
              </p>
              {query.data.verified === 1 ? (
                <RevokeForm ownerId={ownerId} onDone={setNote} />
              ) : (
                <GrantForm ownerId={ownerId} onDone={setNote} />
              )}
              <section aria-label={t('verify.history')} className="grid gap-2">
                <h3 className="text-sm font-semibold text-stone-800">{t('verify.history')}</h3>
                {query.data.history.length === 0 ? (
                  <p className="text-sm text-stone-600">{t('verify.noHistory')}</p>
                ) : (
                  <ul className="grid gap-2">
                    {query.data.history.map((record) => (
                      <HistoryItem key={record.id} record={record} />
                    ))}
                  </ul>
                )}
              </section>
            </>
          )}
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('verify.close')}
            </Button>
          </div>
        </div>
      </ModalDialog>
    </>
  );
}
