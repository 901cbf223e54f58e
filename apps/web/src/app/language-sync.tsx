import { type LanguageResponse, ROLES, type Role } from '@kiraya/contract';
import { useEffect } from 'react';
import { apiSend } from '../lib/api-client';
import { getLanguage, isLanguage, onLanguageChosen, setLanguage } from '../lib/i18n';
import { savedLanguage } from '../lib/i18n/languages';
import { apiPaths } from '../lib/paths';
import { isExpired, onSignIn, readSession } from '../lib/session';

const signedIn = (role: Role) => {
  const session = readSession(role);
  return session !== null && !isExpired(session.token);
};

/** Saves a choice on the server for every signed-in role of this browser (best effort: the device keeps it anyway). */
function saveChoice(language: string) {
  for (const role of ROLES) {
    if (signedIn(role)) void apiSend('PUT', apiPaths.language(role), { role, body: { language } }).catch(() => undefined);
  }
}

/**
 * At login the account's saved language wins: applied and kept on this device (also when the page already shows it,
 * e.g. opened from a `?lang=` link, which the device does not keep by itself), without saving it back. An account
 * that never chose takes this device's choice, if the device made one.
 */
async function applyAccountLanguage(role: Role) {
  try {
    const { language } = await apiSend<LanguageResponse>('GET', apiPaths.language(role), { role });
    if (isLanguage(language)) {
      await setLanguage(language, 'device');
    } else if (savedLanguage()) {
      await apiSend('PUT', apiPaths.language(role), { role, body: { language: getLanguage() } });
    }
  } catch {
    // Offline or refused: the device's language stays.
  }
}

/** Keeps the language of signed-in accounts on the server: a new choice is saved, and a login applies the saved one. */
export function LanguageSync() {
  useEffect(() => {
    const stopChosen = onLanguageChosen(saveChoice);
    const stopSignIn = onSignIn((role) => void applyAccountLanguage(role));
    return () => {
      stopChosen();
      stopSignIn();
    };
  }, []);
  return null;
}
