import { LIMITS, SETTINGS_MSG, type SiteSettings, siteSettings, TIMINGS } from '@kiraya/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmailField, FormMessage, firstFieldErrors, TextField } from '../../../components/ui/form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSaveSettings } from '../api/save-settings';

type TextKey = 'siteTitle' | 'adminEmail' | 'supportEmail' | 'contactNumber' | 'itemsPerPage';
type SwitchKey = 'notificationsEnabled' | 'darkMode' | 'maintenanceMode';
/** The form edits text as typed (itemsPerPage too); the contract schema turns it into settings on submit. */
type Draft = Record<TextKey, string> & Record<SwitchKey, boolean>;
type Errors = Partial<Record<keyof SiteSettings, string>>;

const ORDER: (keyof SiteSettings)[] = ['siteTitle', 'adminEmail', 'supportEmail', 'contactNumber', 'itemsPerPage'];

const toDraft = (s: SiteSettings): Draft => ({ ...s, itemsPerPage: String(s.itemsPerPage) });

/** The contract's validation (§5), one message per field. */
export function validateSettings(draft: Draft): { values: SiteSettings } | { errors: Errors } {
  const parsed = siteSettings.safeParse({ ...draft, itemsPerPage: draft.itemsPerPage.trim() === '' ? Number.NaN : draft.itemsPerPage });
  if (parsed.success) return { values: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof SiteSettings;
    if (!errors[key]) errors[key] = issue.message;
  }
  return { errors };
}

/** One on/off setting: a real switch for assistive technology (role=switch, aria-checked), with its explanation. */
function Switch({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <span id={`${id}-label`} className="block font-semibold text-stone-900">
          {label}
        </span>
        <span id={`${id}-description`} className="mt-0.5 block text-sm text-stone-600">
          {description}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 transition-colors ${
          checked ? 'border-brand-700 bg-brand-700' : 'border-stone-400 bg-stone-200'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-6 w-6 rounded-full bg-white shadow ring-1 ring-stone-300 transition-transform ${
            checked ? 'translate-x-6' : 'translate-x-0.5'
          }`}
        />
        <span aria-hidden="true" className="sr-only">
          {checked ? 'On' : 'Off'}
        </span>
      </button>
    </div>
  );
}

/** §2 Settings: the form, client validation with the contract schema, Save, and the 3-second saved notice. */
export function SettingsForm({ initial }: { initial: SiteSettings }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveSettings();

  // The saved notice shows for TIMINGS.settingsNoticeMs (§9: 3 seconds).
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(false), TIMINGS.settingsNoticeMs);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const setText = (key: TextKey) => (event: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [key]: event.target.value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const setSwitch = (key: SwitchKey) => (value: boolean) => setDraft((d) => ({ ...d, [key]: value }));

  function focusFirst(found: Errors) {
    const first = ORDER.find((key) => found[key]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(false);
    const result = validateSettings(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      focusFirst(result.errors);
      return;
    }
    setErrors({});
    save.mutate(result.values, {
      onSuccess: (saved) => {
        setDraft(toDraft(saved));
        setNotice(true);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) {
          const found = firstFieldErrors(error.fieldErrors) as Errors;
          setErrors(found);
          focusFirst(found);
        }
      },
    });
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-6">
      <section aria-labelledby="settings-site" className="grid gap-5 rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6">
        <h2 id="settings-site" className="text-lg font-bold text-stone-950">
          Site and contact
        </h2>
        <TextField
          label="Site title"
          name="siteTitle"
          required
          maxLength={80}
          value={draft.siteTitle}
          onChange={setText('siteTitle')}
          error={errors.siteTitle}
          hint="Shown in the header and in every browser tab."
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <EmailField
            label="Admin email"
            name="adminEmail"
            required
            value={draft.adminEmail}
            onChange={setText('adminEmail')}
            error={errors.adminEmail}
          />
          <EmailField
            label="Support email"
            name="supportEmail"
            value={draft.supportEmail}
            onChange={setText('supportEmail')}
            error={errors.supportEmail}
            hint="On the contact, support and maintenance pages."
          />
          <TextField
            label="Contact number"
            name="contactNumber"
            type="tel"
            autoComplete="tel"
            maxLength={30}
            value={draft.contactNumber}
            onChange={setText('contactNumber')}
            error={errors.contactNumber}
          />
          <TextField
            label="Items per page"
            name="itemsPerPage"
            type="number"
            inputMode="numeric"
            min={LIMITS.itemsPerPageMin}
            max={LIMITS.maxPageSize}
            step={1}
            value={draft.itemsPerPage}
            onChange={setText('itemsPerPage')}
            error={errors.itemsPerPage}
            hint={`Listings on each page of the catalogue, ${LIMITS.itemsPerPageMin} to ${LIMITS.maxPageSize}.`}
          />
        </div>
      </section>

      <section aria-labelledby="settings-switches" className="rounded-2xl bg-white px-5 py-3 shadow-card ring-1 ring-stone-200/70 sm:px-6">
        <h2 id="settings-switches" className="pt-2 text-lg font-bold text-stone-950">
          Behaviour
        </h2>
        <div className="divide-y divide-stone-200">
          <Switch
            label="Notifications"
            description="Tell buyers, owners and admins about orders, approvals and messages."
            checked={draft.notificationsEnabled}
            onChange={setSwitch('notificationsEnabled')}
          />
          <Switch
            label="Dark mode by default"
            description="The theme a visitor sees until they choose their own with the theme button."
            checked={draft.darkMode}
            onChange={setSwitch('darkMode')}
          />
          <Switch
            label="Maintenance mode"
            description="Visitors, buyers and owners see a maintenance page and cannot place orders or post; the admin area keeps working."
            checked={draft.maintenanceMode}
            onChange={setSwitch('maintenanceMode')}
          />
        </div>
      </section>

      {save.isError ? <FormMessage tone="error">{errorMessage(save.error, SETTINGS_MSG.saveFailed)}</FormMessage> : null}

      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        {/* Always in the page, so screen readers announce the notice when it appears. */}
        <p role="status" aria-live="polite" className="text-sm font-semibold text-emerald-800">
          {notice ? SETTINGS_MSG.saved : ''}
        </p>
      </div>
    </form>
  );
}
