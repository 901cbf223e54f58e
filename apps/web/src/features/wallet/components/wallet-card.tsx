import { FigureCard } from '../../../components/ui/figure-card';
import { useT } from '../../../lib/i18n';
import { formatRupeesExact } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useWallet, WALLET_PAGE_SIZE } from '../api/get-wallet';

/** The owner dashboard's way to the Wallet (which the sidebar does not link), with the available balance. */
export function WalletCard({ ownerId }: { ownerId: number }) {
  const wallet = useWallet(ownerId, 1, WALLET_PAGE_SIZE);
  const t = useT('owner');
  return (
    <FigureCard
      to={paths.wallet()}
      title={t('nav.wallet')}
      figure={{
        value: wallet.data ? formatRupeesExact(wallet.data.balance) : null,
        pending: wallet.isPending,
        failed: wallet.isError,
        testId: 'wallet-balance',
        notLoaded: t('dashboard.notLoaded'),
      }}
      note={t('dashboard.balance')}
    />
  );
}
