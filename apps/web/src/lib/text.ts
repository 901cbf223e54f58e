import { LIMITS } from '@kiraya/contract';

/** The first 60 characters of a description (spec §9), cut at a word when one is close. */
export function previewText(text: string, max: number = LIMITS.descriptionPreview): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  // Trailing punctuation before the ellipsis reads as a typo ('double….').
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
