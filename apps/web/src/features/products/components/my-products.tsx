import { type OwnerProduct, updateProductInput } from '@kiraya/contract';
import { useEffect, useRef, useState } from 'react';
import { DeleteDialog, useDeleting } from '../../../components/data-views/delete-dialog';
import { draftOf, rowErrors, serverFieldErrors } from '../../../components/data-views/editable-table';
import { PagedList, useListParams } from '../../../components/data-views/paged-list';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormMessage } from '../../../components/ui/form';
import { EmptyState } from '../../../components/ui/state-panels';
import { ApiError } from '../../../lib/api-client';
import { type TFunction, useLocalize, useT } from '../../../lib/i18n';
import type { Catalogs } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { Link, Navigate, useLocation } from '../../../lib/router';
import { useFocusAfterCommit } from '../../../lib/use-focus-after-commit';
import { useDeleteProduct } from '../api/delete-product';
import { useOwnerProducts } from '../api/get-owner-products';
import { useReplaceProductImage } from '../api/replace-product-image';
import { useUpdateProduct } from '../api/update-product';
import type { MyProductsState } from '../forms/product-form';
import { imageProblem } from '../image-check';
import { PhotosDialog } from './photos-dialog';
import { type Editing, type Note, PRODUCT_COLUMNS, ProductRow, useProductHeaders } from './product-row';

const PAGE_SIZE = 10;

/** What a change did to the approval state, in words (from the server's answer, not a guess). */
type OwnerT = TFunction<Catalogs['owner']>;

function reviewNote(t: OwnerT, before: OwnerProduct, after: OwnerProduct): string {
  if (before.status === 'approved' && after.status === 'pending') return ` ${t('products.backToReview')}`;
  if (before.status === 'rejected' && after.status === 'pending') return t('products.waitingAgain');
  return '';
}

function failure(t: OwnerT, localize: (text: string, code?: string) => string, fallback: string, error: unknown): string {
  if (error instanceof ApiError && error.fieldErrors) return `${fallback} ${t('products.checkFields')}`;
  if (error instanceof ApiError && error.message && error.message !== fallback) return `${fallback} ${localize(error.message, error.code)}`;
  return fallback;
}

/** The owner's products (/my-products, §2, §8) with approval state, inline edit, photo replacement and delete. */
export function MyProducts({ ownerId }: { ownerId: number }) {
  const location = useLocation();
  const { page } = useListParams();
  const query = useOwnerProducts(ownerId, page, PAGE_SIZE);
  const update = useUpdateProduct();
  const replace = useReplaceProductImage();
  const remove = useDeleteProduct();
  const t = useT('owner');
  const localize = useLocalize();
  const headers = useProductHeaders();

  const [notice, setNotice] = useState<Note | null>(() => {
    const text = (location.state as MyProductsState | null)?.notice;
    return text ? { tone: 'success', text } : null;
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [rowNote, setRowNote] = useState<{ id: number; note: Note } | null>(null);
  const [progress, setProgress] = useState<{ id: number; fraction: number } | null>(null);
  const deleting = useDeleting<OwnerProduct>();
  const [photosOf, setPhotosOf] = useState<OwnerProduct | null>(null);
  const replaceAbort = useRef<AbortController | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusAfterCommit = useFocusAfterCommit();

  useEffect(() => () => replaceAbort.current?.abort(), []);

  function startEdit(product: OwnerProduct) {
    setNotice(null);
    setRowNote(null);
    setEditing({ id: product.id, draft: draftOf(PRODUCT_COLUMNS, product), errors: {} });
  }

  function onDraft(field: string, value: string) {
    setEditing((e) => (e ? { ...e, draft: { ...e.draft, [field]: value }, errors: { ...e.errors, [field]: undefined } } : e));
  }

  function save(product: OwnerProduct) {
    if (!editing || update.isPending) return;
    const errors: Editing['errors'] = rowErrors(updateProductInput, editing.draft);
    const parsed = updateProductInput.safeParse(editing.draft);
    if (!editing.draft.price?.trim()) errors.price = t('products.priceRequired');
    if (Object.keys(errors).length > 0 || !parsed.success) {
      setEditing({ ...editing, errors });
      setRowNote({ id: product.id, note: { tone: 'error', text: `${t('products.saveFailed')} ${t('products.checkFields')}` } });
      return;
    }
    setRowNote(null);
    update.mutate(
      { id: product.id, changes: parsed.data },
      {
        onSuccess: (updated) => {
          setEditing(null);
          setRowNote({ id: product.id, note: { tone: 'success', text: `${t('products.saved')}${reviewNote(t, product, updated)}` } });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors) {
            const fromServer = serverFieldErrors(error);
            setEditing((e) => (e ? { ...e, errors: fromServer } : e));
          }
          setRowNote({ id: product.id, note: { tone: 'error', text: failure(t, localize, t('products.saveFailed'), error) } });
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
          setRowNote({
            id: product.id,
            note: { tone: 'success', text: `${t('products.photoReplaced')}${reviewNote(t, product, updated)}` },
          }),
        onError: (error) => {
          const cancelled = error instanceof DOMException && error.name === 'AbortError';
          setRowNote({
            id: product.id,
            note: cancelled
              ? { tone: 'info', text: t('products.uploadCancelled') }
              : { tone: 'error', text: failure(t, localize, t('products.replaceFailed'), error) },
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
          setNotice({ tone: 'success', text: t('products.deleted', { title: target.title }) });
          // The row and its Delete button are gone: focus the confirmation instead of the page's start.
          focusAfterCommit(() => noticeRef.current);
        },
        onError: (error) => deleting.fail(failure(t, localize, t('products.deleteFailed'), error)),
      },
    );
  }

  const body = (
    <PagedList
      query={query}
      page={page}
      pageSize={PAGE_SIZE}
      loadingLabel={t('products.loadingList')}
      empty={
        page > 1 && !query.isFetching ? (
          // The last product of a later page was deleted: show the page before it.
          <Navigate to={page - 1 > 1 ? `${paths.myProducts()}?page=${page - 1}` : paths.myProducts()} replace />
        ) : (
          <EmptyState title={t('products.none')}>
            <p className="text-sm text-stone-700">{t('products.emptyHint')}</p>
            <Link to={paths.uploadProduct()} className={buttonClass('primary', 'md')}>
              {t('products.uploadFirst')}
            </Link>
          </EmptyState>
        )
      }
      result={(_, total) => t('products.count', { count: total })}
      resultClassName="mb-3"
      pagesLabel={t('products.pages')}
    >
      {(items, stale) => (
        <section
          aria-label={t('dashboard.products')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-busy={stale || undefined}
          className={`transition-opacity md:overflow-x-auto md:rounded-2xl md:bg-white md:shadow-card md:ring-1 md:ring-stone-200/70 ${stale ? 'opacity-60' : ''}`}
        >
          <table className="w-full text-left text-sm text-stone-800 max-md:block">
            <caption className="sr-only">{t('products.caption')}</caption>
            <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase max-md:sr-only">
              <tr>
                {headers.map((h) => (
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
                  onPhotos={() => {
                    setNotice(null);
                    setPhotosOf(product);
                  }}
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
    <>
      {notice ? (
        <div ref={noticeRef} tabIndex={-1} className="mb-4 outline-none">
          <FormMessage tone={notice.tone}>{notice.text}</FormMessage>
        </div>
      ) : null}
      {body}
      <PhotosDialog product={photosOf} onClose={() => setPhotosOf(null)} />
      <DeleteDialog {...deleting.dialog} title={t('products.deleteConfirm')} busy={remove.isPending} onConfirm={confirmDelete}>
        <p>{t('products.deleteText', { title: deleting.row?.title ?? '' })}</p>
      </DeleteDialog>
    </>
  );
}
