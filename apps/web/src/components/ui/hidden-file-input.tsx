import type { Ref } from 'react';

/**
 * A file input kept out of sight and out of the tab order, opened by a visible button through `ref`: it hands over
 * the picture picked and clears itself, so picking the same file again still counts.
 */
export function HiddenFileInput({ ref, accept, onFile }: { ref: Ref<HTMLInputElement>; accept: string; onFile: (file: File) => void }) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      tabIndex={-1}
      aria-hidden="true"
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
