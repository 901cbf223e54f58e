import { type OwnerProduct, PRODUCT_MSG, updateProductInput } from '@kiraya/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogFormFooter } from '../../../components/ui/dialog-footer';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useLocalize, useT } from '../../../lib/i18n';
import { useZodForm } from '../../../lib/use-zod-form';
import { ItemPrice } from '../../catalogue';
import { useUpdateProduct } from '../api/update-product';
import { OfferFields } from '../forms/offer-fields';
import { editOfferFields, legacyOf, offerValuesOf, previewOffer } from '../forms/offer-values';

/**
 * My Products' "Edit offer": a dialog with the upload form's offer fields, prefilled from the product's offer and
 * terms, saved with PUT /api/products/{id}. A price change to an approved product sends it back to review (the
 * server decides; the dialog says so beforehand and the note after saving says what happened).
 */
export function EditOfferButton({ product }: { product: OwnerProduct }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const t = useT('owner');
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('products.editOfferOf', { title: product.title })}
        onClick={() => {
          setNote(null);
          setOpen(true);
        }}
      >
        {t('products.editOffer')}
      </Button>
      {note ? (
        <p role="status" className={`text-xs font-medium ${note.tone === 'success' ? 'text-emerald-800' : 'text-red-700'}`}>
          {note.text}
        </p>
      ) : null}
      <ModalDialog
        open={open}
        title={t('products.editOfferOf', { title: product.title })}
        description={product.status === 'approved' ? t('products.backToReview') : null}
        onClose={() => setOpen(false)}
      >
        <EditOfferForm
          product={product}
          onDone={(text) => {
            setOpen(false);
            setNote({ tone: 'success', text });
          }}
          onCancel={() => setOpen(false)}
        />
      </ModalDialog>
    </>
  );
}

function EditOfferForm({ product, onDone, onCancel }: { product: OwnerProduct; onDone: (text: string) => void; onCancel: () => void }) {
  const update = useUpdateProduct();
  const t = useT('upload');
  const localize = useLocalize();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(updateProductInput, offerValuesOf(product), {
    toInput: (v) => editOfferFields(v, product.category),
    clearOnChange: true,
  });
  const offer = previewOffer(form.values, product.category);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const changes = form.check();
    if (!changes) return;
    update.mutate(
      { id: product.id, changes },
      {
        onSuccess: (updated) =>
          onDone(
            product.status === 'approved' && updated.status === 'pending'
              ? `${t('OFFER_FORM_TEXT.offerSaved')} ${localize(PRODUCT_MSG.backToReview)}`
              : t('OFFER_FORM_TEXT.offerSaved'),
          ),
        onError: (error) => {
          form.takeServerErrors(error);
          setProblem(error instanceof ApiError && error.message ? errorMessage(error) : localize(PRODUCT_MSG.saveFailed));
        },
      },
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={update.isPending}>
      <OfferFields
        values={form.values}
        errors={form.errors}
        setValue={(name, value) => form.setValue(name, value)}
        category={product.category}
        disabled={update.isPending}
      />
      {offer ? (
        <div className="rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200">
          <p className="mb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">{t('OFFER_FORM_TEXT.preview')}</p>
          <ItemPrice item={{ source: 'products', ...legacyOf(offer), offer }} />
        </div>
      ) : null}
      <DialogFormFooter
        error={problem}
        busy={update.isPending}
        cancelText={t('common.cancel')}
        submitText={t('OFFER_FORM_TEXT.saveOffer')}
        workingText={t('edit.saving')}
        onCancel={onCancel}
      />
    </form>
  );
}
