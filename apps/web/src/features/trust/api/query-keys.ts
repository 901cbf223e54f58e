import { adminRoot } from '../../../lib/query-keys';

/** Public owner profiles (under their own root, refreshed with the catalogue), and admin verification histories. */
export const trustKeys = {
  profile: (ownerId: number, page: number) => ['owner-profile', ownerId, page] as const,
  profiles: () => ['owner-profile'] as const,
  mine: () => ['owner', 'verification'] as const,
  verification: (ownerId: number) => [...adminRoot, 'verification', ownerId] as const,
};

/** Items per page of an owner's profile. */
export const PROFILE_PAGE_SIZE = 12;
