import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { ApiError } from './api-client';
import { checkWith, type FieldErrors, focusFirstError, serverFieldErrors } from './form-errors';

type Schema<T> = Parameters<typeof checkWith<T>>[0];

/**
 * A schema-shaped wrapper for the few forms with no server endpoint and so no contract schema (the
 * contact form): `rules` returns the message per field, empty when the values pass.
 */
export function fromRules<V>(rules: (values: V) => FieldErrors): Schema<V> {
  return {
    safeParse: (values: unknown) => {
      const errors = rules(values as V);
      const issues = Object.entries(errors).map(([key, message]) => ({ path: [key], message }));
      return issues.length === 0 ? { success: true, data: values as V } : { success: false, error: { issues } };
    },
  };
}

export interface ZodFormOptions<V> {
  /** Turns the raw strings into the schema's input (e.g. '' → undefined for an optional field). */
  toInput?: (values: V) => unknown;
  /** Extra checks the schema cannot make (a confirmation field): add messages to `errors`. */
  refine?: (values: V, errors: FieldErrors) => void;
  /** Forget a field's message as soon as it is edited. */
  clearOnChange?: boolean;
}

/**
 * The one form layer: string values keyed by field name, a contract schema as the only rule book,
 * the first message per field, focus on the first field in error, and the server's `fieldErrors`
 * (ApiError) shown on the same fields. `field(name)` spreads onto TextField / EmailField / PasswordField.
 */
export function useZodForm<V extends Record<string, string | boolean>, T>(schema: Schema<T>, initial: V, options: ZodFormOptions<V> = {}) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (options.clearOnChange) setErrors((current) => (current[name] ? { ...current, [name]: '' } : current));
  };

  /** Props for a text control (name, value, onChange, error); boolean values use setValue. */
  const field = (name: keyof V & string) => ({
    name,
    value: String(values[name]),
    error: errors[name] || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(name, event.target.value as V[typeof name]),
  });

  /** Runs the schema (and `refine`): the parsed data, or null with the messages shown and focus moved. */
  const check = (): T | null => {
    const checked = checkWith(schema, options.toInput ? options.toInput(values) : values);
    const found: FieldErrors = { ...(checked.errors ?? {}) };
    options.refine?.(values, found);
    if (checked.errors || Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError(formRef.current, found);
      return null;
    }
    setErrors({});
    return checked.data;
  };

  /** onSubmit for the <form>: prevents the page load, checks, and hands valid data on. */
  const handleSubmit = (onValid: (data: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = check();
    if (data !== null) onValid(data);
  };

  /** Shows an ApiError's `fieldErrors` on their fields and focuses the first (clears them for any other error). */
  const takeServerErrors = (error: unknown) => {
    const found = error instanceof ApiError ? serverFieldErrors(error.fieldErrors) : {};
    setErrors(found);
    focusFirstError(formRef.current, found);
  };

  const reset = (next: V = initial) => {
    setValues(next);
    setErrors({});
  };

  return { values, setValue, setValues, errors, setErrors, formRef, field, check, handleSubmit, takeServerErrors, reset };
}
