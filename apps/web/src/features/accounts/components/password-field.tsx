import { PASSWORD_MAX } from '@kiraya/contract';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { FieldFrame } from '../../../components/ui/form';
import { useT } from '../../../lib/i18n';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

const control =
  'block w-full rounded-xl border border-stone-300 bg-white py-2.5 pr-20 pl-3.5 text-base text-stone-900 shadow-sm outline-none transition-colors focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';

/** A password input with a Show/Hide button; the button's name starts with its visible word. */
export function PasswordField({ label, error, hint, required, maxLength = PASSWORD_MAX, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const t = useT('common');
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            required={required}
            maxLength={maxLength}
            autoCapitalize="none"
            spellCheck={false}
            className={control}
            {...props}
          />
          <button
            type="button"
            aria-label={t(visible ? 'form.hideField' : 'form.showField', { field: label.toLowerCase() })}
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-1 right-1 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {visible ? t('form.hide') : t('form.show')}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
