import { LIMITS } from '@kiraya/contract';
import { type ChangeEvent, useId, useState } from 'react';
import { FieldError, RequiredMark } from '../../../components/ui/form';
import { useT } from '../../../lib/i18n';

const WORDS = ['1', '2', '3', '4', '5'] as const;

/**
 * Five star radio buttons: native radios in one group, so Tab enters the group, arrow keys move and choose, and
 * screen readers announce '4 stars, 4 of 5'. Hover previews; the text below says what is chosen.
 */
export function StarRatingInput({
  value,
  onChange,
  error,
  disabled = false,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
  disabled?: boolean;
}) {
  const name = useId();
  const legendId = useId();
  const errorId = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  const t = useT('buyer');
  return (
    <div className="grid gap-1.5">
      <p id={legendId} className="text-sm font-semibold text-stone-800">
        {t('rate.legend')}
        <RequiredMark />
      </p>
      <div
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-required="true"
        className="flex items-center gap-1"
        onMouseLeave={() => setHover(null)}
      >
        {Array.from({ length: LIMITS.ratingMax }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className="relative cursor-pointer rounded-lg p-0.5 text-4xl leading-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            onMouseEnter={() => setHover(n)}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              disabled={disabled}
              onChange={() => onChange(n)}
              className="absolute inset-0 m-0 cursor-pointer opacity-0"
            />
            <span aria-hidden="true" className={n <= shown ? 'text-saffron-600' : 'text-stone-300'}>
              ★
            </span>
            <span className="sr-only">{t('rate.stars', { count: n })}</span>
          </label>
        ))}
      </div>
      {/* On its own line, so a hover preview never reflows the stars under the pointer. */}
      <p aria-hidden="true" className="text-sm font-medium text-stone-700">
        {shown > 0
          ? t('rate.shown', { n: shown, max: LIMITS.ratingMax, word: t(`rate.word.${WORDS[shown - 1] ?? '5'}`) })
          : t('rate.choose')}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export type RatingErrors = { rating?: string; comment?: string };

/**
 * The state of a form that asks for stars and a written comment (a product rating, a line review): the two values,
 * their messages, and the props for StarRatingInput (choosing clears the stars' message) and for the comment field.
 */
export function useRatingAndComment(initial: { rating: number | null; comment: string }) {
  const [rating, setRating] = useState<number | null>(initial.rating);
  const [comment, setComment] = useState(initial.comment);
  const [errors, setErrors] = useState<RatingErrors>({});
  return {
    rating,
    comment,
    setErrors,
    stars: {
      value: rating,
      onChange: (n: number) => {
        setRating(n);
        setErrors((e) => ({ ...e, rating: undefined }));
      },
      error: errors.rating,
    },
    commentField: {
      value: comment,
      onChange: (e: ChangeEvent<HTMLTextAreaElement>) => setComment(e.target.value),
      error: errors.comment,
    },
  };
}
