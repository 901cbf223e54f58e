/** An item's cover as a small square (4:3 card cropped), or a plain tile when the item is gone. */
export function ItemThumb({ cover, title, size = 'h-14 w-14' }: { cover: string | null; title: string; size?: string }) {
  return cover ? (
    <img src={cover} alt="" width={56} height={56} loading="lazy" className={`${size} shrink-0 rounded-xl bg-stone-100 object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${size} flex shrink-0 items-center justify-center rounded-xl bg-stone-100 text-xl font-bold text-stone-500`}
    >
      {title.trim().charAt(0).toUpperCase()}
    </span>
  );
}
