import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/** How often the builds are asked for again while one is pending, so its outcome shows. */
export const BUILDS_POLL_MS = 2000;

/** The recent website builds and whether a build hook is set; polled while a build is pending. */
export function useWebsiteBuilds() {
  return useQuery({
    ...apiQuery(endpoints.websiteBuilds.list, {}),
    refetchInterval: (query) =>
      query.state.data?.data.some((build) => build.status === 'pending') ? BUILDS_POLL_MS : false,
  });
}

/** Asks for a website build now; the builds reload afterwards (also after a failure). */
export const useRequestWebsiteBuild = () =>
  useApiMutation<typeof endpoints.websiteBuilds.request, void>(endpoints.websiteBuilds.request, {
    input: () => ({}),
    invalidates: [endpoints.websiteBuilds.list],
    evenOnFailure: true,
  });
