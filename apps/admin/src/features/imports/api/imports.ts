import {
  endpoints,
  IMPORT_LIMITS,
  type ImportItem,
  type ImportKind,
  type ImportMapping,
  type ImportOutcome,
} from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/** How often an import being checked or run is read again for its progress. */
export const IMPORT_POLL_MS = 500;

/** Whether the import's dry run or run is under way on the server. */
export const isWorking = (item: ImportItem) =>
  item.state === 'checking' || item.state === 'running';

/** The import, read again while it is being checked or run. */
export function useImport(id: number | null) {
  return useQuery({
    ...apiQuery(endpoints.imports.show, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const item = query.state.data?.data;
      return item && isWorking(item) ? IMPORT_POLL_MS : false;
    },
  });
}

/** A page of what the last dry run or the run did with each row. */
export function useImportRows(
  item: ImportItem,
  filter: { outcome: ImportOutcome | undefined; page: number },
) {
  return useQuery({
    ...apiQuery(endpoints.imports.rows, {
      params: { id: item.id },
      query: { outcome: filter.outcome, page: filter.page },
    }),
    placeholderData: keepPreviousData,
  });
}

export type UploadInput = { kind: ImportKind; partnerId: number | null; file: File };

export const useUploadImport = () =>
  useApiMutation(endpoints.imports.upload, {
    input: ({ kind, partnerId, file }: UploadInput) => {
      const body = new FormData();
      body.append('kind', kind);
      if (partnerId !== null) body.append('partner_id', String(partnerId));
      body.append(IMPORT_LIMITS.field, file);
      return { body };
    },
  });

const reloadsImport = [endpoints.imports.show, endpoints.imports.rows];

export const useStartDryRun = () =>
  useApiMutation(endpoints.imports.dryRun, {
    input: ({ id, mapping }: { id: number; mapping: ImportMapping }) => ({
      params: { id },
      body: { mapping },
    }),
    invalidates: reloadsImport,
  });

export const useStartRun = () =>
  useApiMutation(endpoints.imports.run, {
    input: (id: number) => ({ params: { id } }),
    invalidates: reloadsImport,
  });

/** Reverts an import; the lists of its kind (`areas`) load again. */
export const useRevertImport = (areas: readonly string[]) =>
  useApiMutation(endpoints.imports.revert, {
    input: (id: number) => ({ params: { id } }),
    invalidates: [...reloadsImport, ...areas],
  });
