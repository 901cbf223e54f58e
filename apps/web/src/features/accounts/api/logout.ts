import type { Role } from '@kiraya/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useSignOut } from '../../../lib/session';
import { listingKeys } from '../../listings';
import { ownerProductKeys } from '../../products';
import { accountKeys } from './query-keys';

/** What each role's cache holds that must not outlive its session. */
const FORGET: Record<Role, readonly QueryKey[]> = {
  user: [accountKeys.all, listingKeys.all],
  owner: [ownerProductKeys.all],
  admin: [],
};

/** Logout (spec §4) for any role: the session is cleared first, then the role's login opens. */
export function useLogout(role: Role): () => void {
  return useSignOut(role, FORGET[role]);
}
