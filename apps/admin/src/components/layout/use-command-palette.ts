import { endpoints } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { apiQuery } from '../../lib/api-query';
import { useCan } from '../../lib/permissions';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';

/** How long typing pauses before the palette asks the server. */
export const PALETTE_SEARCH_DEBOUNCE_MS = SEARCH_DEBOUNCE_MS;
/** Results shown per kind of record. */
export const PALETTE_RESULTS_PER_KIND = 5;

// ── Open state, shared by the header button and the palette mounted in the layout ─────────────

let open = false;
const listeners = new Set<() => void>();

export function setCommandPaletteOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openCommandPalette = () => setCommandPaletteOpen(true);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the command palette is open. */
export function useCommandPaletteOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

/**
 * Ctrl+K (Cmd+K on a Mac) opens the palette, or closes it when open, from anywhere. Used once, by
 * the palette mounted in the signed-in frame.
 */
export function useCommandPaletteShortcut(): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== 'k' || event.repeat) return;
      // Another dialog keeps its keys: the palette does not open over it.
      if (!open && document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      setCommandPaletteOpen(!open);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Leaving the signed-in frame (signing out) leaves the palette closed.
      setCommandPaletteOpen(false);
    };
  }, []);
}

// ── Searching records ─────────────────────────────────────────────────────────────────────────

export type PaletteRecord = {
  /** Unique among every result: kind and id. */
  key: string;
  label: string;
  detail: string | null;
  /** The record page, without the app's basename. */
  to: string;
};

export type PaletteRecordGroup = {
  kind: 'users' | 'jobs' | 'partners' | 'kyc';
  heading: string;
  records: PaletteRecord[];
};

export type PaletteSearch = {
  /** The search the groups answer (trimmed); '' before any. */
  term: string;
  groups: PaletteRecordGroup[];
  /** Whether a kind's answer for the current text is still on its way. */
  pending: boolean;
  failed: boolean;
};

/**
 * Users (name, email), jobs (title), partners (company name) and KYC verifications (full name)
 * matching what was typed, through the lists' own search, once typing pauses; at most
 * PALETTE_RESULTS_PER_KIND of each. Only the kinds whose pages the signed-in role may open are
 * searched.
 */
export function usePaletteSearch(text: string): PaletteSearch {
  const typed = text.trim();
  const term = useDebouncedValue(typed, PALETTE_SEARCH_DEBOUNCE_MS);
  const can = useCan();
  const enabled = term !== '';
  const options = { placeholderData: keepPreviousData } as const;
  const input = { query: { s: term } };
  const users = useQuery({
    ...apiQuery(endpoints.users.list, input),
    ...options,
    enabled: enabled && can('users.read'),
  });
  const jobs = useQuery({
    ...apiQuery(endpoints.jobs.list, input),
    ...options,
    enabled: enabled && can('jobs.read'),
  });
  const partners = useQuery({
    ...apiQuery(endpoints.partners.list, input),
    ...options,
    enabled: enabled && can('partners.read'),
  });
  // The results open the record with its documents, which needs kyc.review.
  const kyc = useQuery({
    ...apiQuery(endpoints.kyc.list, input),
    ...options,
    enabled: enabled && can('kyc.review'),
  });

  if (!enabled) return { term: '', groups: [], pending: typed !== '', failed: false };

  const first = <T>(items: T[] | undefined) => (items ?? []).slice(0, PALETTE_RESULTS_PER_KIND);
  const groups: PaletteRecordGroup[] = [
    {
      kind: 'users',
      heading: 'Users',
      records: first(users.data?.data).map((user) => ({
        key: `user-${user.id}`,
        label: user.full_name,
        detail: user.email,
        to: `/users/${user.id}`,
      })),
    },
    {
      kind: 'jobs',
      heading: 'Jobs',
      records: first(jobs.data?.data).map((job) => ({
        key: `job-${job.id}`,
        label: job.title,
        detail: job.partner.name,
        to: `/jobs/${job.id}`,
      })),
    },
    {
      kind: 'partners',
      heading: 'Partners',
      records: first(partners.data?.data).map((partner) => ({
        key: `partner-${partner.id}`,
        label: partner.name,
        detail: null,
        to: `/partners/${partner.id}`,
      })),
    },
    {
      kind: 'kyc',
      heading: 'KYC verifications',
      records: first(kyc.data?.verifications.data).map((verification) => ({
        key: `kyc-${verification.id}`,
        label: verification.full_name,
        detail: `${verification.id_type} · ${verification.status}`,
        to: `/kyc/${verification.id}`,
      })),
    },
  ];
  const all = [users, jobs, partners, kyc];
  return {
    term,
    groups: groups.filter((group) => group.records.length > 0),
    pending: typed !== term || all.some((query) => query.isFetching || query.isPlaceholderData),
    failed: all.some((query) => query.isError),
  };
}
