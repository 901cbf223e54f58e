import { type ApprovalStatus, LOCATION_MAX, type OwnerProduct, reviewedProductChanges, TITLE_MAX } from '@kiraya/contract';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import type { Column, Draft } from '../../../components/data-views/editable-table';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormMessage } from '../../../components/ui/form';
import { HiddenFileInput } from '../../../components/ui/hidden-file-input';
import { CARD_ROW } from '../../../components/ui/responsive-table';
import { Thumb } from '../../../components/ui/thumb';
import { useT } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { CATEGORY_OPTIONS, CONDITION_OPTIONS, labelOf, UploadProgress, useOptionLabel } from '../forms/product-fields';
import { IMAGE_ACCEPT } from '../image-check';
import { EditOfferButton } from './edit-offer';

/**
 * A My Products column: its view cell, and in edit mode its control, labelled by its header or, with `editUnit`, by
 * its own label naming the unit (`productEdit.*`: "Price (₹)").
 */
interface ProductColumn extends Column<OwnerProduct> {
  editUnit?: true;
  /** Extra classes for the edit control's box (the title spans the row). */
  editClassName?: string;
}

/** The six data columns between Image and Status, as data: the header, the phone card's label and the inline editor. */
export const PRODUCT_COLUMNS: readonly ProductColumn[] = [
  {
    key: 'title',
    header: 'Title',
    className: 'md:min-w-40',
    cell: (product) =>
      product.status === 'approved' ? (
        <Link to={paths.product(product.id)} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          {product.title}
        </Link>
      ) : (
        <span className="font-semibold text-stone-900">{product.title}</span>
      ),
    edit: { kind: 'text', maxLength: TITLE_MAX },
    editClassName: 'sm:col-span-2 lg:col-span-3',
  },
  { key: 'price', header: 'Price', editUnit: true, cell: (p) => formatPrice(p.price), edit: { kind: 'number' } },
  {
    key: 'rent_price',
    header: 'Rent Price',
    editUnit: true,
    cell: (p) => (p.rent_price === null ? '-' : formatPrice(p.rent_price, { perMonth: true })),
    edit: { kind: 'number' },
  },
  {
    key: 'category',
    header: 'Category',
    cell: (p) => labelOf(CATEGORY_OPTIONS, p.category),
    edit: { kind: 'select', options: CATEGORY_OPTIONS },
  },
  { key: 'location', header: 'Location', cell: (p) => p.location || '-', edit: { kind: 'text', maxLength: LOCATION_MAX } },
  {
    key: 'condition',
    header: 'Condition',
    cell: (p) => labelOf(CONDITION_OPTIONS, p.condition),
    edit: { kind: 'select', options: CONDITION_OPTIONS },
  },
];

/** The table's header row: Image, the data columns, Status and Actions (in the active language). */
export function useProductHeaders(): string[] {
  const t = useT('owner');
  return [t('productCol.image'), ...PRODUCT_COLUMNS.map((c) => t(`productCol.${c.key as ProductKey}`)), t('col.status'), t('col.actions')];
}
type ProductKey = 'title' | 'price' | 'rent_price' | 'category' | 'location' | 'condition';

export interface Editing {
  id: number;
  draft: Draft;
  errors: Record<string, string | undefined>;
}
export interface Note {
  tone: 'error' | 'success' | 'info';
  text: string;
}

/**
 * Whether saving the draft would send an approved product back to review: the contract's REVIEWED_PRODUCT_FIELDS,
 * compared as the server compares them (the server decides; this only warns).
 */
function reviewedChanged(p: OwnerProduct, draft: Draft): boolean {
  const amount = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : Number(v));
  return (
    reviewedProductChanges(p, {
      title: (draft.title ?? '').trim(),
      price: amount(draft.price) ?? p.price,
      rent_price: amount(draft.rent_price),
      category: draft.category as OwnerProduct['category'],
    }).length > 0
  );
}

const BADGE: Record<ApprovalStatus, string> = {
  approved: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  pending: 'bg-saffron-100 text-saffron-900 ring-saffron-200',
  rejected: 'bg-red-100 text-red-900 ring-red-200',
};

function StatusCell({ product, editing }: { product: OwnerProduct; editing: Editing | null }) {
  const t = useT('owner');
  const tb = useT('buyer');
  return (
    <div className="grid justify-items-start gap-1.5">
      <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${BADGE[product.status]}`}>
        {tb(`approval.${product.status}`)}
      </span>
      {product.status === 'rejected' ? (
        <>
          <p className="text-sm text-red-900">
            <span className="font-semibold">{t('products.reason')}</span> {product.rejection_reason?.trim() || t('products.noReason')}
          </p>
          <p className="text-xs text-stone-600">{t('products.changeToReview')}</p>
        </>
      ) : null}
      {product.status === 'pending' ? <p className="text-xs text-stone-600">{t('products.waiting')}</p> : null}
      {editing && product.status === 'approved' && reviewedChanged(product, editing.draft) ? (
        <p className="text-xs font-medium text-saffron-900">{t('products.backToReview')}</p>
      ) : null}
    </div>
  );
}

const cellInput =
  'w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2.5 py-2 text-sm text-stone-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';

/** One table cell; on phones the row becomes a card and each cell shows its own label. */
function Cell({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td className={`px-2.5 py-3 align-top max-md:block max-md:p-0 ${className}`}>
      <span aria-hidden="true" className="mb-0.5 block text-xs font-semibold tracking-wide text-stone-500 uppercase md:hidden">
        {label}
      </span>
      {children}
    </td>
  );
}

interface RowProps {
  product: OwnerProduct;
  editing: Editing | null;
  saving: boolean;
  note: Note | null;
  progress: number | null;
  onEdit: () => void;
  onDraft: (field: string, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onReplace: (file: File) => void;
  onCancelReplace: () => void;
  /** Opens the Photos dialog (add, remove, reorder). */
  onPhotos: () => void;
  onDelete: () => void;
}

/** One product: a table row on desktop, a card on phones; in edit mode its six fields take the data columns' place. */
export function ProductRow({
  product,
  editing,
  saving,
  note,
  progress,
  onEdit,
  onDraft,
  onSave,
  onCancel,
  onReplace,
  onCancelReplace,
  onPhotos,
  onDelete,
}: RowProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const idBase = useId();
  const t = useT('owner');
  const optionLabel = useOptionLabel();
  // Leaving edit mode (Save or Cancel) puts focus back on this row's Edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editRef.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);
  const name = product.title;
  const keys = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onSave();
    }
    if (e.key === 'Escape') onCancel();
  };
  const field = ({ key, editUnit, edit, editClassName = '' }: ProductColumn) => {
    const label = editUnit ? t(`productEdit.${key as 'price' | 'rent_price'}`) : t(`productCol.${key as ProductKey}`);
    const id = `${idBase}-${key}`;
    const error = editing?.errors[key];
    const common = {
      id,
      name: key,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      value: editing?.draft[key] ?? '',
      onKeyDown: keys,
      disabled: saving,
      className: cellInput,
    };
    return (
      <div key={key} className={`grid content-start gap-1 ${editClassName}`}>
        <label htmlFor={id} className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
          {label}
        </label>
        {edit?.kind !== 'select' ? (
          <input
            {...common}
            // Edit moves focus into the row, to its first field.
            // biome-ignore lint/a11y/noAutofocus: the owner just asked to edit this row
            autoFocus={key === 'title'}
            inputMode={edit?.kind === 'number' ? 'decimal' : undefined}
            maxLength={edit?.kind === 'text' ? edit.maxLength : undefined}
            onChange={(e) => onDraft(key, e.target.value)}
          />
        ) : (
          <select {...common} onChange={(e) => onDraft(key, e.target.value)}>
            {edit.options.map((o) => (
              <option key={o.value} value={o.value}>
                {optionLabel(key, o.value, o.label)}
              </option>
            ))}
          </select>
        )}
        {error ? (
          <p id={`${id}-error`} className="text-xs font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <tr data-testid={`product-row-${product.id}`} className={CARD_ROW}>
      <td className={`py-3 pr-2.5 pl-4 align-top max-md:block max-md:p-0 ${editing ? 'max-md:col-span-2' : ''}`}>
        <Thumb
          src={product.image_card}
          width={96}
          height={72}
          className={`rounded-lg ring-1 ring-stone-200 md:w-20 ${editing ? 'w-32' : 'w-full'}`}
        />
      </td>
      {editing ? (
        // Inline edit: the six editable fields take the place of their six columns.
        <td colSpan={6} className="px-2.5 py-3 align-top max-md:col-span-2 max-md:block max-md:p-0">
          <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <legend className="sr-only">{t('products.editName', { name })}</legend>
            {PRODUCT_COLUMNS.map(field)}
          </fieldset>
        </td>
      ) : (
        PRODUCT_COLUMNS.map((column) => (
          <Cell key={column.key} label={t(`productCol.${column.key as ProductKey}`)} className={column.className}>
            {column.key === 'category' || column.key === 'condition'
              ? optionLabel(column.key, product[column.key], String(column.cell(product)))
              : column.cell(product)}
          </Cell>
        ))
      )}
      <Cell label={t('col.status')} className="max-md:col-span-2 md:min-w-36">
        <StatusCell product={product} editing={editing} />
      </Cell>
      <Cell label={t('col.actions')} className="max-md:col-span-2 md:w-36 md:pr-4">
        <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
          {editing ? (
            <>
              <Button size="sm" onClick={onSave} disabled={saving}>
                {saving ? t('products.saving') : t('products.save')}
              </Button>
              <Button size="sm" variant="secondary" onClick={onCancel} disabled={saving}>
                {t('dialog.cancel')}
              </Button>
            </>
          ) : progress !== null ? (
            <div className="grid w-full gap-2">
              <UploadProgress fraction={progress} label={t('products.uploadingPhoto', { name })} />
              <Button size="sm" variant="secondary" onClick={onCancelReplace}>
                {t('products.cancelUpload')}
              </Button>
            </div>
          ) : (
            <>
              <button
                ref={editRef}
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={onEdit}
                aria-label={t('products.editName', { name })}
              >
                {t('products.edit')}
              </button>
              <EditOfferButton product={product} />
              <Button
                size="sm"
                variant="secondary"
                onClick={() => fileRef.current?.click()}
                aria-label={t('products.replaceName', { name })}
              >
                {t('products.replace')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={onPhotos}
                aria-label={t('products.photosName', { name, count: product.photos.length })}
              >
                {t('products.photos', { count: product.photos.length })}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={onDelete}
                aria-label={t('products.deleteName', { name })}
                className="text-red-800 hover:border-red-600 hover:text-red-900"
              >
                {t('products.delete')}
              </Button>
              <HiddenFileInput ref={fileRef} accept={IMAGE_ACCEPT} onFile={onReplace} />
            </>
          )}
        </div>
        {note ? (
          <div className="mt-2">
            <FormMessage tone={note.tone}>{note.text}</FormMessage>
          </div>
        ) : null}
      </Cell>
    </tr>
  );
}
