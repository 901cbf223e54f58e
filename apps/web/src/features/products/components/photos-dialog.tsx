import { type OwnerProduct, PHOTO_MSG, PRODUCT_MSG, RENT_LIMITS } from '@kiraya/contract';
import { useEffect, useRef, useState } from 'react';
import { UploadProgress } from '../../../components/form/upload-progress';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form';
import { HiddenFileInput } from '../../../components/ui/hidden-file-input';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useLocalize, useT } from '../../../lib/i18n';
import { useAddProductPhoto } from '../api/add-product-photo';
import { useRemoveProductPhoto } from '../api/remove-product-photo';
import { useReorderProductPhotos } from '../api/reorder-product-photos';
import { IMAGE_ACCEPT, imageProblem } from '../image-check';
import { moved, PhotoTiles } from './photo-tiles';

const MAX = RENT_LIMITS.maxPhotos;

interface Note {
  tone: 'error' | 'success' | 'info';
  text: string;
}

const failure = (fallback: string, error: unknown) =>
  error instanceof ApiError && error.message ? `${fallback} ${errorMessage(error)}` : fallback;

/**
 * My Products' Photos dialog for one product: its photos in order (the first is the cover on cards), add one (with
 * upload progress), remove one (after a confirmation), move one earlier or later. Each change is saved at once; the
 * server's answer is shown, including an approved product going back to review.
 */
export function PhotosDialog({ product, onClose }: { product: OwnerProduct | null; onClose: () => void }) {
  const [current, setCurrent] = useState<OwnerProduct | null>(product);
  const [note, setNote] = useState<Note | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const add = useAddProductPhoto();
  const remove = useRemoveProductPhoto();
  const reorder = useReorderProductPhotos();
  const t = useT('upload');
  const m = useT('messages');
  const localize = useLocalize();

  // A new product opened: start from its photos, with no leftover message.
  useEffect(() => {
    setCurrent(product);
    setNote(null);
    setConfirming(null);
  }, [product]);
  useEffect(() => () => abortRef.current?.abort(), []);

  const busy = add.isPending || remove.isPending || reorder.isPending;
  if (!current)
    return (
      <ModalDialog open={false} title={t('photosDialog.title')} onClose={onClose}>
        {null}
      </ModalDialog>
    );

  const id = current.id;
  const photos = current.photos;
  const wasApproved = current.status === 'approved';
  const saved = (updated: OwnerProduct, text: string) => {
    setCurrent(updated);
    const review = wasApproved && updated.status === 'pending' ? ` ${localize(PRODUCT_MSG.backToReview)}` : '';
    setNote({ tone: 'success', text: `${text}${review}` });
  };

  function onFile(file: File) {
    const problem = imageProblem(file);
    if (problem) {
      setNote({ tone: 'error', text: localize(problem) });
      return;
    }
    setNote(null);
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    add.mutate(
      { id, image: file, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (updated) => saved(updated, t('photosDialog.added')),
        onError: (error) =>
          setNote(
            error instanceof DOMException && error.name === 'AbortError'
              ? { tone: 'info', text: t('photosDialog.cancelled') }
              : { tone: 'error', text: failure(t('photosDialog.addFailed'), error) },
          ),
        onSettled: () => {
          setProgress(null);
          abortRef.current = null;
        },
      },
    );
  }

  function onMove(index: number, step: -1 | 1) {
    const before = current;
    if (!before) return;
    const next = moved(photos, index, step);
    // Shown at once; put back if the server refuses.
    setCurrent({ ...before, photos: next });
    setNote(null);
    reorder.mutate(
      { id, order: next.map((p) => p.id) },
      {
        onSuccess: (updated) =>
          saved(updated, next[0]?.id !== photos[0]?.id ? t('photosDialog.orderSavedCover') : t('photosDialog.orderSaved')),
        onError: (error) => {
          setCurrent(before);
          setNote({ tone: 'error', text: failure(t('photosDialog.orderFailed'), error) });
        },
      },
    );
  }

  function confirmRemove() {
    const photo = confirming === null ? undefined : photos[confirming];
    if (!photo) return;
    remove.mutate(
      { id, photoId: photo.id },
      {
        onSuccess: (updated) => {
          setConfirming(null);
          saved(updated, confirming === 0 ? t('photosDialog.removedCover') : t('photosDialog.removed'));
        },
        onError: (error) => {
          setConfirming(null);
          setNote({ tone: 'error', text: failure(t('photosDialog.removeFailed'), error) });
        },
      },
    );
  }

  return (
    <ModalDialog
      open={product !== null}
      title={t('photosDialog.titleOf', { title: current.title })}
      description={
        <>
          {t('photosDialog.count', { n: photos.length, max: MAX })}
          {wasApproved ? ` ${localize(PRODUCT_MSG.backToReview)}` : ''}
        </>
      }
      busy={busy}
      onClose={onClose}
    >
      <div className="grid gap-4">
        {photos.length ? (
          <PhotoTiles
            tiles={photos.map((p) => ({ key: p.id, src: p.image_card, name: '' }))}
            onMove={onMove}
            onRemove={(index) => {
              setNote(null);
              setConfirming(index);
            }}
            disabled={busy || confirming !== null}
            canRemove={photos.length > 1}
            columns="grid-cols-2 sm:grid-cols-3"
          />
        ) : (
          <p className="text-sm text-stone-700">{t('photosDialog.none')}</p>
        )}
        {photos.length === 1 ? <p className="text-xs text-stone-600">{localize(PHOTO_MSG.lastPhoto)}</p> : null}
        {photos.length >= MAX ? <p className="text-xs text-stone-600">{m('PHOTO_MSG.full', { max: MAX })}</p> : null}

        {confirming !== null ? (
          <fieldset className="grid gap-3 rounded-xl bg-red-50 p-3 ring-1 ring-red-200">
            <legend className="float-left text-sm font-semibold text-red-900">
              {t(confirming === 0 ? 'photosDialog.confirmCover' : 'photosDialog.confirm', { n: confirming + 1 })}
            </legend>
            <div className="flex gap-2">
              <Button size="sm" variant="secondary" onClick={() => setConfirming(null)} disabled={remove.isPending} autoFocus>
                {t('photosDialog.keep')}
              </Button>
              <Button size="sm" variant="danger" onClick={confirmRemove} disabled={remove.isPending}>
                {remove.isPending ? t('photosDialog.removing') : t('photosDialog.removePhoto')}
              </Button>
            </div>
          </fieldset>
        ) : null}

        {progress !== null ? (
          <div className="grid gap-2">
            <UploadProgress fraction={progress} label={t('photosDialog.uploading')} />
            <Button size="sm" variant="secondary" onClick={() => abortRef.current?.abort()}>
              {t('common.cancelUpload')}
            </Button>
          </div>
        ) : null}

        <div aria-live="polite">{note ? <FormMessage tone={note.tone}>{note.text}</FormMessage> : null}</div>

        <div className="flex flex-wrap justify-end gap-3">
          <HiddenFileInput ref={fileRef} accept={IMAGE_ACCEPT} onFile={onFile} />
          <Button variant="secondary" onClick={() => fileRef.current?.click()} disabled={busy || photos.length >= MAX}>
            {t('photosDialog.add')}
          </Button>
          <Button onClick={onClose} disabled={busy}>
            {t('photosDialog.done')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
