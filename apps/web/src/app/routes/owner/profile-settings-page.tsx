import { Panel } from '../../../components/ui/panel';
import { LogoutAllDevices, OwnerProfileForm, useLogout } from '../../../features/accounts';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { OwnerPage } from './owner-page';

/** /profile-settings (§2, §5, §8): the owner's name, email and password, and log out everywhere. */
export function ProfileSettingsPage() {
  const session = useSession('owner');
  const logout = useLogout('owner');
  const t = useT('owner');
  return (
    <OwnerPage title={t('nav.profile')} width="max-w-3xl" lead={t('profileSettings.lead')}>
      <Panel>{session ? <OwnerProfileForm owner={session.profile} /> : null}</Panel>
      <Panel className="mt-8">
        <LogoutAllDevices account="owner" onDone={logout} />
      </Panel>
    </OwnerPage>
  );
}
