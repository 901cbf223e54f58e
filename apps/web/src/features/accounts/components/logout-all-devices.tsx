import { ACCOUNT_MSG, type Role } from '@kiraya/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormMessage } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { useLocalize, useT } from '../../../lib/i18n';
import { useLogoutAll } from '../api/logout-all';

/**
 * "Log out of all devices", asked once more in a dialog: ends every session of the account (a lost phone, a
 * shared computer), then `onDone` takes this tab to its login like a normal logout.
 */
export function LogoutAllDevices({ account, onDone }: { account: Role; onDone: () => void }) {
  const [asking, setAsking] = useState(false);
  const logoutAll = useLogoutAll(account);
  const localize = useLocalize();
  const t = useT('buyer');
  return (
    <section aria-labelledby="logout-all-heading" className="grid gap-3">
      <h2 id="logout-all-heading" className="text-lg font-semibold text-stone-900">
        {localize(ACCOUNT_MSG.logoutAll)}
      </h2>
      <p className="text-stone-700">{localize(ACCOUNT_MSG.logoutAllExplain)}</p>
      <div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {localize(ACCOUNT_MSG.logoutAll)}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={localize(ACCOUNT_MSG.logoutAllConfirm)}
        confirmLabel={localize(ACCOUNT_MSG.logoutAll)}
        busy={logoutAll.isPending}
        onConfirm={() => logoutAll.mutate(undefined, { onSuccess: onDone })}
        cancelLabel={t('dialog.cancel')}
        onCancel={() => {
          setAsking(false);
          logoutAll.reset();
        }}
      >
        <p>{localize(ACCOUNT_MSG.logoutAllExplain)}</p>
        {logoutAll.isError ? (
          <div className="mt-3">
            <FormMessage tone="error">{errorMessage(logoutAll.error, ACCOUNT_MSG.logoutAllFailed)}</FormMessage>
          </div>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
