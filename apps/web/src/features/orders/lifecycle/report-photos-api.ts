import type { ReportPhotoUpload } from '@kiraya/contract';
import { apiSend, apiUpload } from '../../../lib/api-client';

// Not in lib/paths.ts: that module is in the first-visit bundle, which must not grow for a signed-in screen.
const photosPath = (itemId: number) => `/api/orders/items/${itemId}/report-photos`;

/**
 * POST /api/orders/items/{itemId}/report-photos (multipart field `image`): one photo for the report being recorded,
 * with upload progress; answers its id (for the report's `photos`) and a signed thumbnail URL.
 */
export function uploadReportPhoto(
  itemId: number,
  image: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<ReportPhotoUpload> {
  const form = new FormData();
  form.append('image', image);
  return apiUpload<ReportPhotoUpload>('POST', photosPath(itemId), form, { role: 'owner', ...options });
}

/** DELETE /api/orders/items/{itemId}/report-photos/{photoId}: a photo taken out of the report before it is sent. */
export function removeReportPhoto(itemId: number, photoId: string): Promise<{ message: string }> {
  return apiSend('DELETE', `${photosPath(itemId)}/${encodeURIComponent(photoId)}`, { role: 'owner' });
}
