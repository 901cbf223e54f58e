import { Wallet } from '../../../features/wallet';
import { useSession } from '../../../lib/session';
import { OwnerPage } from './owner-page';

/** /wallet (§2): the balance from accepted orders, withdrawals to the bank and the ledger of transactions. */
export function WalletPage() {
  const session = useSession('owner');
  if (!session) return null;
  return (
    <OwnerPage title="Wallet" lead="Your earnings from accepted order requests, and withdrawals to your bank account.">
      <Wallet ownerId={session.profile.id} />
    </OwnerPage>
  );
}
