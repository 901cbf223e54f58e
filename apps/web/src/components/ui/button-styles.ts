export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors select-none disabled:cursor-not-allowed aria-disabled:cursor-not-allowed';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-stone-200 disabled:text-stone-600',
  accent: 'bg-saffron-300 text-stone-950 hover:bg-saffron-400 disabled:bg-stone-200 disabled:text-stone-600',
  secondary:
    'border border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-800 disabled:border-stone-200 disabled:bg-stone-100 disabled:text-stone-600',
  ghost: 'text-brand-800 hover:bg-brand-50 disabled:text-stone-500',
  /** A step that removes or cannot be undone (delete, decline, cancel). */
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-stone-200 disabled:text-stone-600',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

/** Shared look for <button> and for links that look like buttons (the element still says what it does). */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
