import { Wallet } from '../../../features/wallet';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { OwnerPage } from './owner-page';

/** /wallet (§2): the balance from accepted orders, withdrawals to the bank and the ledger of transactions. */
export function WalletPage() {
  const session = useSession('owner');
  const t = useT('owner');
  if (!session) return null;
  return (
    <OwnerPage title={t('wallet.title')} lead={t('wallet.lead')}>
      <Wallet ownerId={session.profile.id} />
    </OwnerPage>
  );
}
