import { PRODUCT_MSG, UPLOAD_LIMITS } from '@kiraya/contract';

/** The picture rules the server enforces, checked before uploading: type and size (the server also checks content and pixels). */
export function imageProblem(file: File): string | null {
  if (!(UPLOAD_LIMITS.acceptedTypes as readonly string[]).includes(file.type)) return PRODUCT_MSG.imageType;
  if (file.size > UPLOAD_LIMITS.maxImageBytes) return PRODUCT_MSG.imageTooBig;
  return null;
}

/** What the file input's `accept` attribute offers. */
export const IMAGE_ACCEPT = UPLOAD_LIMITS.acceptedTypes.join(',');
