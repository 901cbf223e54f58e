import { RENT_LIMITS } from '@kiraya/contract';
import { type Ref, useEffect, useRef, useState } from 'react';
import { FieldFrame } from '../../../components/ui/form';
import { useLocalize, useT } from '../../../lib/i18n';
import { moved, PhotoTiles } from '../components/photo-tiles';
import { IMAGE_ACCEPT, imageProblem } from '../image-check';

/** A chosen picture and its preview URL (revoked when it leaves the list). */
export interface PickedPhoto {
  id: string;
  file: File;
  url: string;
}

const MAX = RENT_LIMITS.maxPhotos;
let nextId = 0;

/**
 * Chooses up to RENT_LIMITS.maxPhotos pictures for a new item: each checked as the server will (type and size,
 * image-check.ts), shown as thumbnails in order, the first as the cover, with move earlier/later and remove.
 */
export function PhotoPicker({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  /** The form's error (none chosen, or the server's). */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const t = useT('upload');
  const m = useT('messages');
  const localize = useLocalize();
  const latest = useRef(value);
  latest.current = value;

  // Leaving the form frees every preview.
  useEffect(
    () => () => {
      for (const p of latest.current) URL.revokeObjectURL(p.url);
    },
    [],
  );

  function add(files: File[]) {
    const problems: string[] = [];
    const room = MAX - value.length;
    const accepted: PickedPhoto[] = [];
    for (const file of files) {
      const found = imageProblem(file);
      if (found) problems.push(`${file.name}: ${localize(found)}`);
      else if (accepted.length < room) accepted.push({ id: `picked-${++nextId}`, file, url: URL.createObjectURL(file) });
      else if (!problems.includes(m('PHOTO_MSG.tooMany', { max: MAX }))) problems.push(m('PHOTO_MSG.tooMany', { max: MAX }));
    }
    setProblem(problems.length ? problems.join(' ') : null);
    if (accepted.length) onChange([...value, ...accepted]);
  }

  function remove(index: number) {
    const gone = value[index];
    if (gone) URL.revokeObjectURL(gone.url);
    setProblem(null);
    onChange(value.filter((_, i) => i !== index));
  }

  const full = value.length >= MAX;
  return (
    <FieldFrame label={t('photos.label')} required error={problem ?? error ?? undefined} hint={t('photos.hint', { max: MAX })}>
      {({ id, describedBy, invalid }) => (
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <input
              ref={inputRef}
              id={id}
              name="image"
              type="file"
              multiple
              accept={IMAGE_ACCEPT}
              disabled={full}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => {
                add(Array.from(e.target.files ?? []));
                e.target.value = '';
              }}
              className="block w-full max-w-md rounded-xl border border-dashed border-stone-300 bg-stone-50 p-3 text-sm text-stone-700 file:mr-4 file:min-h-10 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white hover:file:bg-brand-800 disabled:opacity-60"
            />
            <p className="text-sm font-semibold text-stone-700" aria-live="polite" data-testid="photo-count">
              {t('photos.count', { n: value.length, max: MAX })}
              <span className="sr-only">{t('photos.chosen')}</span>
            </p>
          </div>
          {value.length ? (
            <PhotoTiles
              tiles={value.map((p) => ({ key: p.id, src: p.url, name: p.file.name }))}
              onMove={(index, step) => onChange(moved(value, index, step))}
              onRemove={remove}
            />
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}
