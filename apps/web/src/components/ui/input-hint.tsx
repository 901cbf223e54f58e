/** Example text inside an empty input (its label stays the accessible name; this is only a visual hint). */
export function InputHint({ text, show, className = 'left-3' }: { text: string; show: boolean; className?: string }) {
  if (!show) return null;
  return (
    <span
      aria-hidden="true"
      className={`pointer-events-none absolute inset-y-0 right-2 flex items-center truncate text-sm text-stone-500 ${className}`}
    >
      <span className="truncate">{text}</span>
    </span>
  );
}
