import {
  APPROVAL_LABELS,
  type ApprovalStatus,
  type OwnerProduct,
  PRODUCT_MSG,
  reviewedProductChanges,
  reviewedProductFieldsText,
  updateProductInput,
} from '@kiraya/contract';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { DeleteDialog, useDeleting } from '../../../components/data-views/delete-dialog';
import { rowErrors, serverFieldErrors } from '../../../components/data-views/editable-table';
import { countOf, PagedList } from '../../../components/data-views/paged-list';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormMessage } from '../../../components/ui/form';
import { EmptyState } from '../../../components/ui/state-panels';
import { useDeleteProduct } from '../../../features/products/api/delete-product';
import { useOwnerProducts } from '../../../features/products/api/get-owner-products';
import { useReplaceProductImage } from '../../../features/products/api/replace-product-image';
import { useUpdateProduct } from '../../../features/products/api/update-product';
import { IMAGE_ACCEPT, imageProblem } from '../../../features/products/image-check';
import { ApiError } from '../../../lib/api-client';
import { readPage } from '../../../lib/list-params';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { CATEGORY_OPTIONS, CONDITION_OPTIONS, labelOf, UploadProgress } from './owner-fields';
import { OwnerPage } from './owner-page';
import type { MyProductsState } from './upload-product-page';

const PAGE_SIZE = 10;
const EDIT_FIELDS = ['title', 'price', 'rent_price', 'category', 'location', 'condition'] as const;
type EditField = (typeof EDIT_FIELDS)[number];
type Draft = Record<EditField, string>;

interface Editing {
  id: number;
  draft: Draft;
  errors: Partial<Record<EditField, string>>;
}
interface Note {
  tone: 'error' | 'success' | 'info';
  text: string;
}

function draftOf(p: OwnerProduct): Draft {
  return {
    title: p.title,
    price: String(p.price),
    rent_price: p.rent_price === null ? '' : String(p.rent_price),
    category: p.category,
    location: p.location,
    condition: p.condition,
  };
}

/**
 * Whether saving the draft would send an approved product back to review: the contract's REVIEWED_PRODUCT_FIELDS,
 * compared as the server compares them (the server decides; this only warns).
 */
function reviewedChanged(p: OwnerProduct, draft: Draft): boolean {
  const amount = (v: string) => (v.trim() === '' ? null : Number(v));
  return (
    reviewedProductChanges(p, {
      title: draft.title.trim(),
      price: amount(draft.price) ?? p.price,
      rent_price: amount(draft.rent_price),
      category: draft.category as OwnerProduct['category'],
    }).length > 0
  );
}

/** What a change did to the approval state, in words (from the server's answer, not a guess). */
function reviewNote(before: OwnerProduct, after: OwnerProduct): string {
  if (before.status === 'approved' && after.status === 'pending') return ` ${PRODUCT_MSG.backToReview}`;
  if (before.status === 'rejected' && after.status === 'pending') return ' It is waiting for approval again.';
  return '';
}

function failure(fallback: string, error: unknown): string {
  if (error instanceof ApiError && error.fieldErrors) return `${fallback} Check the highlighted fields.`;
  if (error instanceof ApiError && error.message && error.message !== fallback) return `${fallback} ${error.message}`;
  return fallback;
}

const BADGE: Record<ApprovalStatus, string> = {
  approved: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  pending: 'bg-saffron-100 text-saffron-900 ring-saffron-200',
  rejected: 'bg-red-100 text-red-900 ring-red-200',
};

function StatusCell({ product, editing }: { product: OwnerProduct; editing: Editing | null }) {
  return (
    <div className="grid justify-items-start gap-1.5">
      <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${BADGE[product.status]}`}>
        {APPROVAL_LABELS[product.status]}
      </span>
      {product.status === 'rejected' ? (
        <>
          <p className="text-sm text-red-900">
            <span className="font-semibold">Reason:</span> {product.rejection_reason?.trim() || 'No reason was given.'}
          </p>
          <p className="text-xs text-stone-600">Change its {reviewedProductFieldsText('photo')} to send it for review again.</p>
        </>
      ) : null}
      {product.status === 'pending' ? <p className="text-xs text-stone-600">Waiting for an admin to review it.</p> : null}
      {editing && product.status === 'approved' && reviewedChanged(product, editing.draft) ? (
        <p className="text-xs font-medium text-saffron-900">{PRODUCT_MSG.backToReview}</p>
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
  onDraft: (field: EditField, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onReplace: (file: File) => void;
  onCancelReplace: () => void;
  onDelete: () => void;
}

function ProductRow({
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
  onDelete,
}: RowProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const idBase = useId();
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
  const field = (key: EditField, label: string, control: 'input' | readonly { value: string; label: string }[], extra: string = '') => {
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
      <div className={`grid content-start gap-1 ${extra}`}>
        <label htmlFor={id} className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
          {label}
        </label>
        {control === 'input' ? (
          <input
            {...common}
            // Edit moves focus into the row, to its first field.
            // biome-ignore lint/a11y/noAutofocus: the owner just asked to edit this row
            autoFocus={key === 'title'}
            inputMode={key === 'price' || key === 'rent_price' ? 'decimal' : undefined}
            maxLength={key === 'title' || key === 'location' ? 120 : undefined}
            onChange={(e) => onDraft(key, e.target.value)}
          />
        ) : (
          <select {...common} onChange={(e) => onDraft(key, e.target.value)}>
            {control.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
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
    <tr
      data-testid={`product-row-${product.id}`}
      className="border-stone-200 md:border-t max-md:mb-4 max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:rounded-2xl max-md:bg-white max-md:p-4 max-md:shadow-card max-md:ring-1 max-md:ring-stone-200/70"
    >
      <td className={`py-3 pr-2.5 pl-4 align-top max-md:block max-md:p-0 ${editing ? 'max-md:col-span-2' : ''}`}>
        <img
          src={product.image_card}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          className={`aspect-[4/3] rounded-lg bg-stone-100 object-cover ring-1 ring-stone-200 md:w-20 ${editing ? 'w-32' : 'w-full'}`}
        />
      </td>
      {editing ? (
        // Inline edit: the six editable fields take the place of their six columns.
        <td colSpan={6} className="px-2.5 py-3 align-top max-md:col-span-2 max-md:block max-md:p-0">
          <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <legend className="sr-only">Edit {name}</legend>
            {field('title', 'Title', 'input', 'sm:col-span-2 lg:col-span-3')}
            {field('price', 'Price (₹)', 'input')}
            {field('rent_price', 'Rent price (₹/month)', 'input')}
            {field('category', 'Category', CATEGORY_OPTIONS)}
            {field('location', 'Location', 'input')}
            {field('condition', 'Condition', CONDITION_OPTIONS)}
          </fieldset>
        </td>
      ) : (
        <>
          <Cell label="Title" className="md:min-w-40">
            {product.status === 'approved' ? (
              <Link to={paths.product(product.id)} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                {product.title}
              </Link>
            ) : (
              <span className="font-semibold text-stone-900">{product.title}</span>
            )}
          </Cell>
          <Cell label="Price">{formatPrice(product.price)}</Cell>
          <Cell label="Rent Price">{product.rent_price === null ? '-' : formatPrice(product.rent_price, { perMonth: true })}</Cell>
          <Cell label="Category">{labelOf(CATEGORY_OPTIONS, product.category)}</Cell>
          <Cell label="Location">{product.location || '-'}</Cell>
          <Cell label="Condition">{labelOf(CONDITION_OPTIONS, product.condition)}</Cell>
        </>
      )}
      <Cell label="Status" className="max-md:col-span-2 md:min-w-36">
        <StatusCell product={product} editing={editing} />
      </Cell>
      <Cell label="Actions" className="max-md:col-span-2 md:w-36 md:pr-4">
        <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
          {editing ? (
            <>
              <Button size="sm" onClick={onSave} disabled={saving}>
                {saving ? 'Saving...' : 'Save'}
              </Button>
              <Button size="sm" variant="secondary" onClick={onCancel} disabled={saving}>
                Cancel
              </Button>
            </>
          ) : progress !== null ? (
            <div className="grid w-full gap-2">
              <UploadProgress fraction={progress} label={`Uploading new photo of ${name}`} />
              <Button size="sm" variant="secondary" onClick={onCancelReplace}>
                Cancel upload
              </Button>
            </div>
          ) : (
            <>
              <button ref={editRef} type="button" className={buttonClass('secondary', 'sm')} onClick={onEdit} aria-label={`Edit ${name}`}>
                Edit
              </button>
              <Button size="sm" variant="secondary" onClick={() => fileRef.current?.click()} aria-label={`Replace photo of ${name}`}>
                Replace photo
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={onDelete}
                aria-label={`Delete ${name}`}
                className="text-red-800 hover:border-red-600 hover:text-red-900"
              >
                Delete
              </Button>
              <input
                ref={fileRef}
                type="file"
                accept={IMAGE_ACCEPT}
                hidden
                tabIndex={-1}
                aria-hidden="true"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) onReplace(file);
                }}
              />
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

/** /my-products (§2, §8): the owner's products with approval state, inline edit, photo replacement and delete. */
export function MyProductsPage() {
  const session = useSession('owner');
  const ownerId = session?.profile.id ?? 0;
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const page = readPage(searchParams);
  const query = useOwnerProducts(ownerId, page, PAGE_SIZE);
  const update = useUpdateProduct();
  const replace = useReplaceProductImage();
  const remove = useDeleteProduct();

  const [notice, setNotice] = useState<Note | null>(() => {
    const text = (location.state as MyProductsState | null)?.notice;
    return text ? { tone: 'success', text } : null;
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [rowNote, setRowNote] = useState<{ id: number; note: Note } | null>(null);
  const [progress, setProgress] = useState<{ id: number; fraction: number } | null>(null);
  const deleting = useDeleting<OwnerProduct>();
  const replaceAbort = useRef<AbortController | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => () => replaceAbort.current?.abort(), []);

  if (!session) return null;

  function startEdit(product: OwnerProduct) {
    setNotice(null);
    setRowNote(null);
    setEditing({ id: product.id, draft: draftOf(product), errors: {} });
  }

  function onDraft(field: EditField, value: string) {
    setEditing((e) => (e ? { ...e, draft: { ...e.draft, [field]: value }, errors: { ...e.errors, [field]: undefined } } : e));
  }

  function save(product: OwnerProduct) {
    if (!editing || update.isPending) return;
    const errors: Editing['errors'] = rowErrors(updateProductInput, editing.draft);
    const parsed = updateProductInput.safeParse(editing.draft);
    if (!editing.draft.price.trim()) errors.price = 'Price is required.';
    if (Object.keys(errors).length > 0 || !parsed.success) {
      setEditing({ ...editing, errors });
      setRowNote({ id: product.id, note: { tone: 'error', text: `${PRODUCT_MSG.saveFailed} Check the highlighted fields.` } });
      return;
    }
    setRowNote(null);
    update.mutate(
      { id: product.id, changes: parsed.data },
      {
        onSuccess: (updated) => {
          setEditing(null);
          setRowNote({ id: product.id, note: { tone: 'success', text: `Changes saved.${reviewNote(product, updated)}` } });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors) {
            const fromServer = serverFieldErrors(error);
            setEditing((e) => (e ? { ...e, errors: fromServer } : e));
          }
          setRowNote({ id: product.id, note: { tone: 'error', text: failure(PRODUCT_MSG.saveFailed, error) } });
        },
      },
    );
  }

  function replacePhoto(product: OwnerProduct, file: File) {
    setNotice(null);
    const problem = imageProblem(file);
    if (problem) {
      setRowNote({ id: product.id, note: { tone: 'error', text: problem } });
      return;
    }
    setRowNote(null);
    const controller = new AbortController();
    replaceAbort.current = controller;
    setProgress({ id: product.id, fraction: 0 });
    replace.mutate(
      { id: product.id, image: file, signal: controller.signal, onProgress: (fraction) => setProgress({ id: product.id, fraction }) },
      {
        onSuccess: (updated) =>
          setRowNote({ id: product.id, note: { tone: 'success', text: `Photo replaced.${reviewNote(product, updated)}` } }),
        onError: (error) => {
          const cancelled = error instanceof DOMException && error.name === 'AbortError';
          setRowNote({
            id: product.id,
            note: cancelled
              ? { tone: 'info', text: 'Upload cancelled. The old photo stays.' }
              : { tone: 'error', text: failure('The photo could not be replaced.', error) },
          });
        },
        onSettled: () => {
          setProgress(null);
          replaceAbort.current = null;
        },
      },
    );
  }

  function confirmDelete() {
    if (!deleting.row) return;
    const target = deleting.row;
    deleting.clearError();
    remove.mutate(
      { id: target.id, ownerId },
      {
        onSuccess: () => {
          deleting.close();
          if (editing?.id === target.id) setEditing(null);
          setNotice({ tone: 'success', text: `“${target.title}” was deleted.` });
          // The row and its Delete button are gone: focus the confirmation instead of the page's start.
          requestAnimationFrame(() => noticeRef.current?.focus());
        },
        onError: (error) => deleting.fail(failure(PRODUCT_MSG.deleteFailed, error)),
      },
    );
  }

  const body = (
    <PagedList
      query={query}
      page={page}
      pageSize={PAGE_SIZE}
      loadingLabel="Loading your products..."
      empty={
        page > 1 && !query.isFetching ? (
          // The last product of a later page was deleted: show the page before it.
          <Navigate to={page - 1 > 1 ? `${paths.myProducts()}?page=${page - 1}` : paths.myProducts()} replace />
        ) : (
          <EmptyState title={PRODUCT_MSG.noProducts}>
            <p className="text-sm text-stone-700">Upload a product with a photo; it appears in the catalogue once an admin approves it.</p>
            <Link to={paths.uploadProduct()} className={buttonClass('primary', 'md')}>
              + Upload First Product
            </Link>
          </EmptyState>
        )
      }
      result={(_, total) => countOf(total, 'product')}
      resultClassName="mb-3"
      pagesLabel="My products pages"
    >
      {(items, stale) => (
        <section
          aria-label="Your products"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-busy={stale || undefined}
          className={`transition-opacity md:overflow-x-auto md:rounded-2xl md:bg-white md:shadow-card md:ring-1 md:ring-stone-200/70 ${stale ? 'opacity-60' : ''}`}
        >
          <table className="w-full text-left text-sm text-stone-800 max-md:block">
            <caption className="sr-only">Your products, with their approval status</caption>
            <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase max-md:sr-only">
              <tr>
                {['Image', 'Title', 'Price', 'Rent Price', 'Category', 'Location', 'Condition', 'Status', 'Actions'].map((h) => (
                  <th key={h} scope="col" className="px-2.5 py-3 whitespace-nowrap first:pl-4 last:pr-4">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-md:block">
              {items.map((product) => (
                <ProductRow
                  key={product.id}
                  product={product}
                  editing={editing?.id === product.id ? editing : null}
                  saving={update.isPending && editing?.id === product.id}
                  note={rowNote?.id === product.id ? rowNote.note : null}
                  progress={progress?.id === product.id ? progress.fraction : null}
                  onEdit={() => startEdit(product)}
                  onDraft={onDraft}
                  onSave={() => save(product)}
                  onCancel={() => {
                    setEditing(null);
                    setRowNote(null);
                  }}
                  onReplace={(file) => replacePhoto(product, file)}
                  onCancelReplace={() => replaceAbort.current?.abort()}
                  onDelete={() => deleting.ask(product)}
                />
              ))}
            </tbody>
          </table>
        </section>
      )}
    </PagedList>
  );

  return (
    <OwnerPage
      title="My Products"
      lead="Everything you have uploaded, with its approval status. Approved products are live in the catalogue."
      actions={
        <Link to={paths.uploadProduct()} className={buttonClass('primary', 'md')}>
          + Upload Product
        </Link>
      }
    >
      {notice ? (
        <div ref={noticeRef} tabIndex={-1} className="mb-4 outline-none">
          <FormMessage tone={notice.tone}>{notice.text}</FormMessage>
        </div>
      ) : null}
      {body}
      <DeleteDialog {...deleting.dialog} title={PRODUCT_MSG.deleteConfirm} busy={remove.isPending} onConfirm={confirmDelete}>
        <p>“{deleting.row?.title}” will be removed from Kiraya with its photo. This cannot be undone.</p>
      </DeleteDialog>
    </OwnerPage>
  );
}
