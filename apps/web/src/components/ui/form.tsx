import { EMAIL_MAX } from '@kiraya/contract/limits';
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { useLanguage } from '../../lib/i18n';
import { localizeMessage } from '../../lib/i18n/localize';
import { Button } from './button';

const control =
  'block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm outline-none transition-colors focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20 disabled:bg-stone-100 disabled:text-stone-600';

interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** The red asterisk after a required field's label or legend (the control itself says "required"). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/**
 * A field's error under it, with the id its control's aria-describedby names; nothing when there is no error. The
 * contract's English validation texts (the web's checks and the server's fieldErrors alike) show in the active language.
 */
export function FieldError({ id, error }: { id: string | undefined; error?: string }) {
  useLanguage();
  return error ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {localizeMessage(error)}
    </p>
  ) : null;
}

/** Label, control, hint and error, wired for screen readers (aria-describedby, aria-invalid). */
export function FieldFrame({ label, error, hint, required, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** What every control inside a FieldFrame carries: its id, the hint/error wiring and the shared look. */
function controlProps(
  ids: { id: string; describedBy: string | undefined; invalid: boolean },
  required: boolean | undefined,
  className: string,
) {
  return {
    id: ids.id,
    'aria-describedby': ids.describedBy,
    'aria-invalid': ids.invalid || undefined,
    required,
    className: `${control} ${className}`,
  };
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: string; error?: string; hint?: ReactNode };

export function TextField({ label, error, hint, required, className = '', ...props }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(ids) => <input {...controlProps(ids, required, className)} {...props} />}
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string; error?: string; hint?: ReactNode };

export function TextAreaField({ label, error, hint, required, className = '', ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(ids) => <textarea {...controlProps(ids, required, `min-h-28 ${className}`)} {...props} />}
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  /** Text of an empty first option ("Choose…"); omitted means no empty option. */
  emptyOption?: string;
};

export function SelectField({ label, error, hint, required, options, emptyOption, className = '', ...props }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(ids) => (
        <select {...controlProps(ids, required, className)} {...props}>
          {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** Field errors of an ApiError (`fieldErrors`) as the first message per field. */
export { serverFieldErrors as firstFieldErrors } from '../../lib/form-errors';
export { FormMessage } from './form-message';

/** The form's submit button: disabled and relabelled while the request is on its way. */
export function SubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" disabled={pending}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

/** An email input with the browser hints every email field wants (keyboard, autofill, length cap). */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" inputMode="email" maxLength={EMAIL_MAX} {...props} />;
}

/** A phone number input with the browser hints a mobile number wants (phone keypad, autofill); the caller caps its length. */
export function PhoneField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="tel" autoComplete="tel" inputMode="tel" {...props} />;
}

/** A whole number (a quantity, a count of days or months): the number input with the numeric keypad. */
export function WholeNumberField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}
