import { apiGet, apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/**
 * This device's Web Push: the browser's permission, the service worker (registered after load by main.tsx), and the
 * subscription the server keeps for the signed-in buyer (POST/DELETE /api/push/subscriptions).
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration()) ?? navigator.serviceWorker.register('/sw.js');
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await navigator.serviceWorker.getRegistration();
  const subscription = await reg?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

const keyBytes = (base64url: string) => {
  const text = atob(
    base64url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64url.length / 4) * 4, '='),
  );
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

/** Asks the browser's permission, subscribes with the site's VAPID key and gives the subscription to the server. */
export async function turnPushOn(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const reg = await registration();
  await navigator.serviceWorker.ready;
  const { publicKey } = await apiGet<{ publicKey: string }>(apiPaths.pushKey());
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await apiSend('POST', apiPaths.pushSubscriptions(), { role: 'user', body: subscription.toJSON() });
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const reg = await navigator.serviceWorker.getRegistration();
  const subscription = await reg?.pushManager.getSubscription();
  if (subscription) {
    await apiSend('DELETE', apiPaths.pushSubscriptions(), { role: 'user', body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}
