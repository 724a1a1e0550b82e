import { endpoints, type UpdatePartnerBody, type UpdateUserBody } from '@job-board/contract';
import { useApiMutation } from '../../../lib/api-mutation';

/** A record's page, its lists and its audit trail, and the list screens naming it. */
const USER_READS = ['records', 'audit', endpoints.users.list];
const PARTNER_READS = ['records', 'audit', 'partners'];

/** Changes a user's name, email and profession from their record page. */
export const useUpdateUser = () =>
  useApiMutation(endpoints.recordEdits.updateUser, {
    input: ({ id, body }: { id: number; body: UpdateUserBody }) => ({ params: { id }, body }),
    invalidates: USER_READS,
  });

/** Changes a partner's company name, email and bio from their record page. */
export const useUpdatePartner = () =>
  useApiMutation(endpoints.recordEdits.updatePartner, {
    input: ({ id, body }: { id: number; body: UpdatePartnerBody }) => ({ params: { id }, body }),
    invalidates: PARTNER_READS,
  });

/**
 * Marks an application selected or not, then reloads the records listing it (a job's applicants,
 * a user's applications, their counts); also after a failure such as 409 "already selected".
 */
export const useSetApplicationSelected = () =>
  useApiMutation(endpoints.recordEdits.setApplicationSelected, {
    input: ({ id, selected }: { id: number; selected: boolean }) => ({
      params: { id },
      body: { selected },
    }),
    invalidates: ['records', 'audit'],
    evenOnFailure: true,
  });
