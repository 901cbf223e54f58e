import type { OwnerProfile } from '@kiraya/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { PROFILE_PAGE_SIZE, trustKeys } from './query-keys';

/** GET /api/owners/{id}/profile: public; never an e-mail or a phone. */
export function getOwnerProfile(ownerId: number, page: number, signal?: AbortSignal) {
  return apiGet<OwnerProfile>(apiPaths.publicOwnerProfile(ownerId, { page, limit: PROFILE_PAGE_SIZE }), signal);
}

export const ownerProfileOptions = (ownerId: number, page: number) =>
  queryOptions({ queryKey: trustKeys.profile(ownerId, page), queryFn: ({ signal }) => getOwnerProfile(ownerId, page, signal) });

export function useOwnerProfile(ownerId: number | null, page: number) {
  return useQuery({ ...ownerProfileOptions(ownerId ?? 0, page), enabled: ownerId !== null, placeholderData: keepPreviousData });
}
