import { endpoints, type EndpointInput } from '@job-board/contract';
import { useApiMutation } from '../../../lib/api-mutation';

export type KycBulkInput = EndpointInput<typeof endpoints.kyc.bulk>['body'];

/** Approves or rejects many verifications in one call, then reloads the lists and counts. */
export const useKycBulk = () =>
  useApiMutation(endpoints.kyc.bulk, {
    input: (body: KycBulkInput) => ({ body }),
    invalidates: [endpoints.kyc.list, endpoints.kyc.stats, endpoints.kyc.get],
    evenOnFailure: true,
  });
