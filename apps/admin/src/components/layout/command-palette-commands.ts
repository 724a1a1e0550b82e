import { endpoints, type Permission } from '@job-board/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api-query';
import { COMMAND_PALETTE_TEXT as TEXT } from './command-palette-text';

/** What choosing a command leads to: a page to open, or a word on why it opens none. */
export type CommandOutcome = { to: string } | { message: string };

/** Something the palette does rather than finds, offered to the roles holding its permission. */
export type PaletteCommand = {
  key: string;
  label: string;
  detail: string | null;
  permission: Permission;
  run: (queryClient: QueryClient) => CommandOutcome | Promise<CommandOutcome>;
};

/** A place inside a screen the sidebar does not list: a settings tab, one's own account. */
export type PalettePlace = { key: string; label: string; to: string; permission: Permission };

/** The "Actions" group. */
export const PALETTE_ACTIONS: readonly PaletteCommand[] = [
  {
    key: 'action-create-job',
    label: TEXT.createJob,
    detail: TEXT.createJobDetail,
    permission: 'jobs.write',
    // The jobs screen opens its create dialog for `?new=job`.
    run: () => ({ to: '/jobs?new=job' }),
  },
  {
    key: 'action-review-next-kyc',
    label: TEXT.reviewNextKyc,
    detail: TEXT.reviewNextKycDetail,
    permission: 'kyc.review',
    // Asked when chosen, never from the cache: another reviewer may have decided it meanwhile.
    run: async (queryClient) => {
      const answer = await queryClient.fetchQuery({
        ...apiQuery(endpoints.kyc.next, { query: {} }),
        staleTime: 0,
      });
      return answer.data ? { to: `/kyc/${answer.data.id}` } : { message: TEXT.noPendingKyc };
    },
  },
];

/** The "Settings" group: the settings screen's tabs (`?tab=`) and the admin's own account. */
export const PALETTE_PLACES: readonly PalettePlace[] = [
  {
    key: 'place-general-settings',
    label: TEXT.generalSettings,
    to: '/settings?tab=general',
    permission: 'settings.read',
  },
  {
    key: 'place-application-settings',
    label: TEXT.applicationSettings,
    to: '/settings?tab=application',
    permission: 'settings.read',
  },
  { key: 'place-account', label: TEXT.myAccount, to: '/account', permission: 'account.self' },
];
