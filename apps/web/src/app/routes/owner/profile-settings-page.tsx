import { LogoutAllDevices, OwnerProfileForm, useLogout } from '../../../features/accounts';
import { useSession } from '../../../lib/session';
import { OwnerPage, Panel } from './owner-page';

/** /profile-settings (§2, §5, §8): the owner's name, email and password, and log out everywhere. */
export function ProfileSettingsPage() {
  const session = useSession('owner');
  const logout = useLogout('owner');
  return (
    <OwnerPage title="Profile Settings" width="max-w-3xl" lead="Change the name, email and password of your owner account.">
      <Panel>{session ? <OwnerProfileForm owner={session.profile} /> : null}</Panel>
      <Panel className="mt-8">
        <LogoutAllDevices account="owner" onDone={logout} />
      </Panel>
    </OwnerPage>
  );
}
