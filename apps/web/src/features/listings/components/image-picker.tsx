import { LISTING_MSG, PRODUCT_MSG, UPLOAD_LIMITS } from '@kiraya/contract';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { FieldError, RequiredMark } from '../../../components/ui/form';
import { useT } from '../../../lib/i18n';

/** Client-side check of a chosen picture (the server checks again by content): type and size. */
export function checkImage(file: File | null): string | null {
  if (!file) return LISTING_MSG.imageRequired;
  if (!(UPLOAD_LIMITS.acceptedTypes as readonly string[]).includes(file.type)) return PRODUCT_MSG.imageType;
  if (file.size > UPLOAD_LIMITS.maxImageBytes) return PRODUCT_MSG.imageTooBig;
  return null;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A file input for one picture, with a preview of the chosen file and its error next to it. */
export function ImagePicker({
  file,
  onChange,
  error,
  disabled,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const t = useT('upload');
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    // Preview only what could be uploaded; free the object URL when the file changes or the form goes.
    if (!file || checkImage(file)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {t('picture.label')}
        <RequiredMark />
      </label>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem] sm:items-start">
        <div className="grid gap-1.5">
          <input
            id={id}
            name="image"
            type="file"
            accept={UPLOAD_LIMITS.acceptedTypes.join(',')}
            required
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
            className="block w-full rounded-xl border border-dashed border-stone-300 bg-stone-50 p-3 text-sm text-stone-800 file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white hover:file:bg-brand-800 aria-[invalid=true]:border-red-600"
          />
          <p id={hintId} className="text-sm text-stone-600">
            {t('picture.hint', { mb: UPLOAD_LIMITS.maxImageBytes / (1024 * 1024) })}
            {file && !error ? t('picture.chosen', { name: file.name, size: formatSize(file.size) }) : ''}
          </p>
          <FieldError id={errorId} error={error} />
        </div>
        <div className="overflow-hidden rounded-xl bg-stone-100 ring-1 ring-stone-200">
          {preview ? (
            <img
              src={preview}
              alt={t('picture.previewOf', { name: file?.name ?? t('picture.yourUpload') })}
              className="aspect-[4/3] w-full object-cover"
            />
          ) : (
            <div className="flex aspect-[4/3] items-center justify-center p-3 text-center text-sm text-stone-600">
              {t('picture.previewEmpty')}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
