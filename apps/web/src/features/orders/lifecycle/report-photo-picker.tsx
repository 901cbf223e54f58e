import { LINE_REPORT_LIMITS } from '@kiraya/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadProgress } from '../../../components/form/upload-progress';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-client';
import { useLocalize, useT } from '../../../lib/i18n';
import { imageProblem } from '../../../lib/image-check';
import { removeReportPhoto, uploadReportPhoto } from './report-photos-api';

const MAX = LINE_REPORT_LIMITS.photosMax;

/** One photo picked for a report: uploading (with its progress), uploaded (with the server's id), or failed. */
export interface PickedPhoto {
  key: number;
  name: string;
  /** A local object URL of the file: shown at once, before and while it uploads. */
  preview: string;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  id?: string;
  error?: string;
}

/**
 * The photos of a report being recorded: each picked file uploads at once (with its progress), so the report only
 * sends their ids. `ids` are the uploaded ones in order; `busy` while any uploads; `failed` while one failed and was
 * not removed. Leaving the form without `keep()` removes what was uploaded (the server also cleans up after a day).
 */
export function useReportPhotos(itemId: number) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const nextKey = useRef(1);
  const uploads = useRef(new Map<number, AbortController>());
  const latest = useRef(photos);
  latest.current = photos;
  const t = useT('owner');
  const localize = useLocalize();

  const update = useCallback((key: number, change: Partial<PickedPhoto>) => {
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  }, []);

  const add = (files: File[]) => {
    const room = MAX - latest.current.length;
    const picked = files.slice(0, Math.max(0, room)).map((file) => ({ file, key: nextKey.current++ }));
    const entries: PickedPhoto[] = picked.map(({ file, key }) => {
      const problem = imageProblem(file);
      return {
        key,
        name: file.name,
        preview: URL.createObjectURL(file),
        status: problem ? 'error' : 'uploading',
        progress: 0,
        error: problem ? localize(problem) : undefined,
      };
    });
    setPhotos((list) => [...list, ...entries]);
    for (const { file, key } of picked) {
      if (entries.find((e) => e.key === key)?.status !== 'uploading') continue;
      const controller = new AbortController();
      uploads.current.set(key, controller);
      uploadReportPhoto(itemId, file, { signal: controller.signal, onProgress: (progress) => update(key, { progress }) })
        .then((done) => update(key, { status: 'done', id: done.id, progress: 1 }))
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          update(key, { status: 'error', error: errorMessage(error, t('reportPhotos.failed')) });
        })
        .finally(() => uploads.current.delete(key));
    }
    return files.length > picked.length;
  };

  const remove = (key: number) => {
    const photo = latest.current.find((p) => p.key === key);
    if (!photo) return;
    uploads.current.get(key)?.abort();
    // Frees its place among the photos waiting on the server; if that fails, the day's cleanup removes it.
    if (photo.id) removeReportPhoto(itemId, photo.id).catch(() => {});
    URL.revokeObjectURL(photo.preview);
    setPhotos((list) => list.filter((p) => p.key !== key));
  };

  /** The report was recorded with these photos: leaving the form must not remove them. */
  const kept = useRef(false);
  const keep = () => {
    kept.current = true;
  };

  // Leaving the form (Cancel, Escape, the report recorded): uploads stop, previews are released, and photos uploaded
  // for a report that was not recorded are removed at once (else the day's cleanup would).
  useEffect(
    () => () => {
      for (const controller of uploads.current.values()) controller.abort();
      for (const p of latest.current) {
        URL.revokeObjectURL(p.preview);
        if (!kept.current && p.id) removeReportPhoto(itemId, p.id).catch(() => {});
      }
    },
    [itemId],
  );

  return {
    photos,
    ids: photos.flatMap((p) => (p.status === 'done' && p.id ? [p.id] : [])),
    busy: photos.some((p) => p.status === 'uploading'),
    failed: photos.some((p) => p.status === 'error'),
    add,
    remove,
    keep,
  };
}

export type ReportPhotosState = ReturnType<typeof useReportPhotos>;

/**
 * The report's photo picker: up to LINE_REPORT_LIMITS.photosMax, taken with the phone's camera or chosen from its
 * gallery (`accept="image/*"`, the camera not forced), each with its thumbnail, progress or error, and Remove.
 */
export function ReportPhotoPicker({
  state,
  label,
  disabled = false,
  compact = false,
}: {
  state: ReportPhotosState;
  label: string;
  disabled?: boolean;
  /** Two thumbnails a row at most (beside another column). */
  compact?: boolean;
}) {
  const t = useT('owner');
  const inputRef = useRef<HTMLInputElement>(null);
  const [overflow, setOverflow] = useState(false);
  const { photos } = state;
  const full = photos.length >= MAX;
  return (
    <fieldset className="grid content-start gap-2" data-testid="report-photo-picker">
      <legend className="text-sm font-semibold text-stone-800">
        {label} <span className="font-normal text-stone-600">{t('reportPhotos.count', { n: photos.length, max: MAX })}</span>
      </legend>
      <p className="text-sm text-stone-600">{t('reportPhotos.hint', { max: MAX })}</p>
      {photos.length > 0 ? (
        <ul className={`grid grid-cols-2 gap-2 ${compact ? '' : 'sm:grid-cols-3'}`}>
          {photos.map((photo, i) => (
            <li key={photo.key} data-testid="picked-photo" className="grid gap-1.5 rounded-xl bg-stone-50 p-1.5 ring-1 ring-stone-200">
              <div className="relative">
                <img
                  src={photo.preview}
                  alt={t('reportPhotos.photo', { n: i + 1 })}
                  className={`aspect-[4/3] w-full rounded-lg bg-stone-100 object-cover ${photo.status === 'error' ? 'opacity-50' : ''}`}
                />
                <button
                  type="button"
                  onClick={() => state.remove(photo.key)}
                  disabled={disabled}
                  aria-label={t('reportPhotos.remove', { n: i + 1 })}
                  className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full border border-stone-300 bg-white/95 text-stone-800 shadow hover:border-red-600 hover:text-red-700 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:opacity-40"
                >
                  <CloseIcon className="size-4" />
                </button>
              </div>
              {photo.status === 'uploading' ? (
                <UploadProgress fraction={photo.progress} label={t('reportPhotos.uploading')} />
              ) : photo.status === 'error' ? (
                <p role="alert" className="text-xs font-medium break-words text-red-700">
                  {photo.error}
                </p>
              ) : (
                <p className="text-xs text-green-800">{t('reportPhotos.uploaded')}</p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div aria-live="polite">{overflow ? <p className="text-sm text-stone-700">{t('reportPhotos.tooMany', { max: MAX })}</p> : null}</div>
      <div>
        <Button size="sm" variant="secondary" onClick={() => inputRef.current?.click()} disabled={disabled || full}>
          {photos.length === 0 ? t('reportPhotos.add') : t('reportPhotos.addMore')}
        </Button>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        hidden
        tabIndex={-1}
        data-testid="report-photo-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) setOverflow(state.add(files));
        }}
      />
    </fieldset>
  );
}
