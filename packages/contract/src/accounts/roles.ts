// The roles of accounts, on their own (zod-free, no texts): the web's first visit reads them (which session is whose)
// without the account texts of rules.ts.

export const ROLES = ['user', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles a member of the public signs up as, and so may ask a reset link for on the public screen (admins have their own). */
export const PUBLIC_ROLES = ['user', 'owner'] as const;
