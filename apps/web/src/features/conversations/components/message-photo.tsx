/** A photo sent in a conversation: its card variant in the bubble, a link to the full one (signed URLs, private). */
export function MessagePhoto({ photo, label }: { photo: { card: string; full: string }; label: string }) {
  return (
    <a href={photo.full} target="_blank" rel="noreferrer" className="mt-1.5 block" aria-label={label}>
      <img
        src={photo.card}
        alt=""
        width={240}
        height={180}
        loading="lazy"
        className="aspect-[4/3] w-60 max-w-full rounded-xl bg-stone-200 object-cover"
      />
    </a>
  );
}
