import { endpoints, RECORD_AUDIT_ENTITIES, type EndpointInput } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** `id` null (an address that names no record) waits instead of asking. */
const enabledFor = (id: number | null) => ({ enabled: id !== null });

export function useUserRecord(id: number | null) {
  return useQuery({
    ...apiQuery(endpoints.records.user, { params: { id: id ?? 0 } }),
    ...enabledFor(id),
    select: (response) => response.data,
  });
}

export function useJobRecord(id: number | null) {
  return useQuery({
    ...apiQuery(endpoints.records.job, { params: { id: id ?? 0 } }),
    ...enabledFor(id),
    select: (response) => response.data,
  });
}

export function usePartnerRecord(id: number | null) {
  return useQuery({
    ...apiQuery(endpoints.records.partner, { params: { id: id ?? 0 } }),
    ...enabledFor(id),
    select: (response) => response.data,
  });
}

/**
 * Paged lists under a record, each with its page and order (`sort` left out for the list's own);
 * the previous page stays shown while the next one loads.
 */
const paged = { placeholderData: keepPreviousData } as const;

type ListQuery<E extends keyof typeof endpoints.records> = EndpointInput<
  (typeof endpoints.records)[E]
>['query'];

export const useUserApplications = (id: number, query: ListQuery<'userApplications'>) =>
  useQuery({
    ...apiQuery(endpoints.records.userApplications, { params: { id }, query }),
    ...paged,
  });

export const useJobApplicants = (id: number, query: ListQuery<'jobApplicants'>) =>
  useQuery({
    ...apiQuery(endpoints.records.jobApplicants, { params: { id }, query }),
    ...paged,
  });

export const usePartnerJobs = (id: number, query: ListQuery<'partnerJobs'>) =>
  useQuery({
    ...apiQuery(endpoints.records.partnerJobs, { params: { id }, query }),
    ...paged,
  });

export const usePartnerSubscriptions = (id: number, query: ListQuery<'partnerSubscriptions'>) =>
  useQuery({
    ...apiQuery(endpoints.records.partnerSubscriptions, { params: { id }, query }),
    ...paged,
  });

export const usePartnerInvoices = (id: number, query: ListQuery<'partnerInvoices'>) =>
  useQuery({
    ...apiQuery(endpoints.records.partnerInvoices, { params: { id }, query }),
    ...paged,
  });

export type AuditedRecord = keyof typeof RECORD_AUDIT_ENTITIES;

type AuditQuery = Omit<
  NonNullable<EndpointInput<typeof endpoints.audit.list>['query']>,
  'entity' | 'entity_id'
>;

/** The record's audit trail: the audit log filtered to this one record, a page in its order. */
export const useRecordAudit = (kind: AuditedRecord, id: number, query: AuditQuery) =>
  useQuery({
    ...apiQuery(endpoints.audit.list, {
      query: { ...query, entity: RECORD_AUDIT_ENTITIES[kind], entity_id: id },
    }),
    ...paged,
  });
