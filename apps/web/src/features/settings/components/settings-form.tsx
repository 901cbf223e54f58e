import { CONTACT_NUMBER_MAX, LIMITS, SETTINGS_MSG, SITE_TITLE_MAX, type SiteSettings, siteSettings, TIMINGS } from '@kiraya/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { EmailField, FormMessage, SubmitButton, TextField, WholeNumberField } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { useLocalize, useT } from '../../../lib/i18n';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveSettings } from '../api/save-settings';

type SwitchKey = 'notificationsEnabled' | 'darkMode' | 'maintenanceMode';
/** The form edits text as typed (itemsPerPage too); the contract schema turns it into settings on submit. */
type Draft = Omit<SiteSettings, 'itemsPerPage'> & { itemsPerPage: string };

const toDraft = (s: SiteSettings): Draft => ({ ...s, itemsPerPage: String(s.itemsPerPage) });
/** An empty "Items per page" is a missing number, not zero. */
const toInput = (draft: Draft) => ({ ...draft, itemsPerPage: draft.itemsPerPage.trim() === '' ? Number.NaN : draft.itemsPerPage });

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
  const t = useT('admin');
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
          {checked ? t('settings.on') : t('settings.off')}
        </span>
      </button>
    </div>
  );
}

/** §2 Settings: the form, client validation with the contract schema, Save, and the 3-second saved notice. */
export function SettingsForm({ initial }: { initial: SiteSettings }) {
  const form = useZodForm(siteSettings, toDraft(initial), { toInput, clearOnChange: true });
  const [notice, setNotice] = useState(false);
  const save = useSaveSettings();
  const t = useT('admin');
  const localize = useLocalize();
  const draft = form.values;

  // The saved notice shows for TIMINGS.settingsNoticeMs (§9: 3 seconds).
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(false), TIMINGS.settingsNoticeMs);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const setSwitch = (key: SwitchKey) => (value: boolean) => form.setValue(key, value);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(false);
    const values = form.check();
    if (!values) return;
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toDraft(saved));
        setNotice(true);
      },
      onError: form.takeServerErrors,
    });
  }

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-6">
      <section aria-labelledby="settings-site" className="grid gap-5 rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6">
        <h2 id="settings-site" className="text-lg font-bold text-stone-950">
          {t('settings.site')}
        </h2>
        <TextField
          label={t('settings.siteTitle')}
          required
          maxLength={SITE_TITLE_MAX}
          {...form.field('siteTitle')}
          hint={t('settings.siteTitleHint')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <EmailField label={t('settings.adminEmail')} required {...form.field('adminEmail')} />
          <EmailField label={t('settings.supportEmail')} {...form.field('supportEmail')} hint={t('settings.supportEmailHint')} />
          <TextField
            label={t('settings.contactNumber')}
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_NUMBER_MAX}
            {...form.field('contactNumber')}
          />
          <WholeNumberField
            label={t('settings.itemsPerPage')}
            min={LIMITS.itemsPerPageMin}
            max={LIMITS.maxPageSize}
            step={1}
            {...form.field('itemsPerPage')}
            hint={t('settings.itemsPerPageHint', { min: LIMITS.itemsPerPageMin, max: LIMITS.maxPageSize })}
          />
        </div>
      </section>

      <section aria-labelledby="settings-switches" className="rounded-2xl bg-white px-5 py-3 shadow-card ring-1 ring-stone-200/70 sm:px-6">
        <h2 id="settings-switches" className="pt-2 text-lg font-bold text-stone-950">
          {t('settings.behaviour')}
        </h2>
        <div className="divide-y divide-stone-200">
          <Switch
            label={t('settings.notifications')}
            description={t('settings.notificationsHint')}
            checked={draft.notificationsEnabled}
            onChange={setSwitch('notificationsEnabled')}
          />
          <Switch
            label={t('settings.darkMode')}
            description={t('settings.darkModeHint')}
            checked={draft.darkMode}
            onChange={setSwitch('darkMode')}
          />
          <Switch
            label={t('settings.maintenance')}
            description={t('settings.maintenanceHint')}
            checked={draft.maintenanceMode}
            onChange={setSwitch('maintenanceMode')}
          />
        </div>
      </section>

      {save.isError ? <FormMessage tone="error">{errorMessage(save.error, localize(SETTINGS_MSG.saveFailed))}</FormMessage> : null}

      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={save.isPending} pendingLabel={t('table.saving')}>
          {t('table.save')}
        </SubmitButton>
        {/* Always in the page, so screen readers announce the notice when it appears. */}
        <p role="status" aria-live="polite" className="text-sm font-semibold text-emerald-800">
          {notice ? localize(SETTINGS_MSG.saved) : ''}
        </p>
      </div>
    </form>
  );
}
