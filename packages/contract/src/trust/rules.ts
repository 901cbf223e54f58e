// Trust (zod-free): verified owners as a recorded act, the approval queue's undo window, public owner profiles.

/** What an admin may have checked outside Kiraya before granting "Verified owner". */
export const VERIFICATION_DOCUMENTS = ['aadhaar', 'pan', 'property_papers', 'utility_bill', 'rent_agreement', 'other'] as const;
export type VerificationDocument = (typeof VERIFICATION_DOCUMENTS)[number];

export const VERIFICATION_DOCUMENT_LABELS: Record<VerificationDocument, string> = {
  aadhaar: 'Aadhaar',
  pan: 'PAN card',
  property_papers: 'Property papers',
  utility_bill: 'Utility bill',
  rent_agreement: 'Rent agreement',
  other: 'Other document',
};

/** A grant or a revocation, each one row of the owner's verification history. */
export const OWNER_VERIFICATION_ACTIONS = ['granted', 'revoked'] as const;
export type OwnerVerificationAction = (typeof OWNER_VERIFICATION_ACTIONS)[number];

export const VERIFICATION_NOTE_MAX = 500;
/** A revocation says why, in at least this many characters. */
export const REVOKE_REASON_MIN = 5;

/** An approval can be taken back this long after it was made (measured by the database's clock). */
export const APPROVAL_UNDO_SECONDS = 10;

export const TRUST_MSG = {
  documentsRequired: 'Choose at least one document you checked.',
  documentsInvalid: 'Choose documents from the list.',
  documentsRepeated: 'Each document is listed once.',
  checkedOnRequired: 'Give the day you checked the documents (YYYY-MM-DD).',
  checkedOnFuture: 'The day you checked the documents cannot be in the future.',
  noteTooLong: `Keep the note under ${VERIFICATION_NOTE_MAX} characters.`,
  reasonRequired: `Say why the status is taken back (at least ${REVOKE_REASON_MIN} characters).`,
  reasonTooLong: `Keep the reason for taking it back under ${VERIFICATION_NOTE_MAX} characters.`,
  alreadyVerified: 'This owner is already verified.',
  notVerified: 'This owner is not verified.',
  granted: 'Owner marked as verified.',
  revoked: 'Verified status taken back.',
  undoExpired: `Too late to undo: an approval can be undone for ${APPROVAL_UNDO_SECONDS} seconds only.`,
  nothingToUndo: 'There is no approval to undo on this request.',
  undone: (title: string) => `Approval of “${title}” undone; it is back in the queue.`,
} as const;
