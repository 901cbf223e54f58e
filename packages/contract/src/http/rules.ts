// What every API call shares (zod-free): visitor pages read list totals, so this must not sit beside the schemas.

/** List totals travel in this header (the body stays the plain array). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** The API's own refusals of a malformed request, and the web's of an unreachable server. */
export const HTTP_MSG = {
  invalidJson: 'The request body is not valid JSON.',
  tooLarge: 'The request is too large.',
  unsupportedType: 'Unsupported content type.',
  invalidValue: 'Invalid value',
  networkError: 'Could not reach Kiraya. Check your connection and try again.',
  fieldRequired: 'This field is required.',
} as const;
