import { DEFAULT_SETTINGS } from '@kiraya/contract';
import { Panel } from '../../../components/ui/panel';
import { useSettingsInEffect } from '../../../features/settings/api/get-public-settings';
import { SupportContacts, SupportFaq } from '../../../features/support';
import { useT } from '../../../lib/i18n';
import { OwnerPage } from './owner-page';

/** /support (§2): how to reach the Kiraya team, and answers to owners' common questions. */
export function SupportPage() {
  const settings = useSettingsInEffect();
  const t = useT('owner');
  // Support email and number as the admin set them (defaults when a field is left empty).
  const email = settings.supportEmail || DEFAULT_SETTINGS.supportEmail;
  const phone = settings.contactNumber || DEFAULT_SETTINGS.contactNumber;
  return (
    <OwnerPage title={t('nav.support')} width="max-w-5xl" lead={`${t('support.lead')} ${t('support.replyTime')}`}>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_1.4fr]">
        <Panel>
          <SupportContacts email={email} phone={phone} />
        </Panel>
        <Panel>
          <SupportFaq />
        </Panel>
      </div>
    </OwnerPage>
  );
}
