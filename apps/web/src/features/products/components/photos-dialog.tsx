import { type OwnerProduct, PHOTO_MSG, PRODUCT_MSG, RENT_LIMITS } from '@kiraya/contract';
import { useEffect, useRef, useState } from 'react';
import { UploadProgress } from '../../../components/form/upload-progress';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiError } from '../../../lib/api-client';
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
  error instanceof ApiError && error.message ? `${fallback} ${error.message}` : fallback;

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
      <ModalDialog open={false} title="Photos" onClose={onClose}>
        {null}
      </ModalDialog>
    );

  const id = current.id;
  const photos = current.photos;
  const wasApproved = current.status === 'approved';
  const saved = (updated: OwnerProduct, text: string) => {
    setCurrent(updated);
    const review = wasApproved && updated.status === 'pending' ? ` ${PRODUCT_MSG.backToReview}` : '';
    setNote({ tone: 'success', text: `${text}${review}` });
  };

  function onFile(file: File) {
    const problem = imageProblem(file);
    if (problem) {
      setNote({ tone: 'error', text: problem });
      return;
    }
    setNote(null);
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    add.mutate(
      { id, image: file, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (updated) => saved(updated, 'Photo added.'),
        onError: (error) =>
          setNote(
            error instanceof DOMException && error.name === 'AbortError'
              ? { tone: 'info', text: 'Upload cancelled.' }
              : { tone: 'error', text: failure('The photo could not be added.', error) },
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
          saved(updated, next[0]?.id !== photos[0]?.id ? 'Order saved. The first photo is now the cover.' : 'Order saved.'),
        onError: (error) => {
          setCurrent(before);
          setNote({ tone: 'error', text: failure('The new order could not be saved.', error) });
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
          saved(updated, confirming === 0 ? 'Photo removed. The next photo is now the cover.' : 'Photo removed.');
        },
        onError: (error) => {
          setConfirming(null);
          setNote({ tone: 'error', text: failure('The photo could not be removed.', error) });
        },
      },
    );
  }

  return (
    <ModalDialog
      open={product !== null}
      title={`Photos of ${current.title}`}
      description={
        <>
          {PHOTO_MSG.count(photos.length, MAX)} photos. The first is the cover shown on cards.
          {wasApproved ? ` ${PRODUCT_MSG.backToReview}` : ''}
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
          <p className="text-sm text-stone-700">This item has no photos yet.</p>
        )}
        {photos.length === 1 ? <p className="text-xs text-stone-600">{PHOTO_MSG.lastPhoto}</p> : null}
        {photos.length >= MAX ? <p className="text-xs text-stone-600">{PHOTO_MSG.full(MAX)}</p> : null}

        {confirming !== null ? (
          <fieldset className="grid gap-3 rounded-xl bg-red-50 p-3 ring-1 ring-red-200">
            <legend className="float-left text-sm font-semibold text-red-900">
              Remove photo {confirming + 1}?{confirming === 0 ? ' The next photo becomes the cover.' : ''}
            </legend>
            <div className="flex gap-2">
              <Button size="sm" variant="secondary" onClick={() => setConfirming(null)} disabled={remove.isPending} autoFocus>
                Keep it
              </Button>
              <Button size="sm" onClick={confirmRemove} disabled={remove.isPending} className="bg-red-700 hover:bg-red-800">
                {remove.isPending ? 'Removing…' : 'Remove photo'}
              </Button>
            </div>
          </fieldset>
        ) : null}

        {progress !== null ? (
          <div className="grid gap-2">
            <UploadProgress fraction={progress} label="Uploading photo" />
            <Button size="sm" variant="secondary" onClick={() => abortRef.current?.abort()}>
              Cancel upload
            </Button>
          </div>
        ) : null}

        <div aria-live="polite">{note ? <FormMessage tone={note.tone}>{note.text}</FormMessage> : null}</div>

        <div className="flex flex-wrap justify-end gap-3">
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
              if (file) onFile(file);
            }}
          />
          <Button variant="secondary" onClick={() => fileRef.current?.click()} disabled={busy || photos.length >= MAX}>
            Add photo
          </Button>
          <Button onClick={onClose} disabled={busy}>
            Done
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
