import { SETTINGS_MESSAGES, type SettingTab } from '@job-board/contract';

/** The texts of the Settings screen. */
export const SETTINGS_TEXT = {
  title: 'Settings',
  subtitle: 'Configure your app.',
  tabsLabel: 'Settings sections',
  save: 'Save',
  loading: 'Loading settings…',
  loadFailed: 'Could not load the settings.',
  secretSet: 'Set. Type a new key to replace it, or leave this blank to keep it.',
  secretNotSet: 'Not set. Type a key to store it.',
  saveFailed: 'The server did not save it. Please try again.',
  couldNotSave: (label: string, reason: string) => `Could not save ${label}: ${reason}`,
} as const;

export const TAB_LABELS: Record<SettingTab, string> = {
  general: 'General',
  application: 'Application',
};

/** The success toast of each tab, shown once every setting of the tab was saved. */
export const SAVED_MESSAGES: Record<SettingTab, string> = {
  general: SETTINGS_MESSAGES.generalSaved,
  application: SETTINGS_MESSAGES.applicationSaved,
};

/** The settings toast shows for 1500 ms (where every toast shows, see components/ui/toasts.tsx). */
export const SETTINGS_TOAST_MS = 1500;

/** The texts of the Website builds card under the general settings. */
export const BUILDS_TEXT = {
  title: 'Website builds',
  intro:
    'The website is rebuilt through the Website Webhook URL when its content changes; changes made close together share one build.',
  rebuild: 'Rebuild website now',
  rebuilding: 'Requesting...',
  rebuildFailed: 'The build could not be requested. Please try again.',
  tableLabel: 'Recent website builds',
  loading: 'Loading the website builds…',
  loadFailed: 'Could not load the website builds.',
  empty: 'No website builds yet.',
  refreshing: 'A build is running: this list refreshes every 2 seconds.',
  columnRequested: 'Requested',
  columnTriggers: 'Triggered by',
  columnStatus: 'Status',
  columnDuration: 'Duration',
  columnAttempts: 'Attempts',
  columnResponse: 'Response',
  columnError: 'Error',
  moreTriggers: (count: number) => `+${count} more`,
  buildLabel: (when: string) => `Build requested ${when}`,
} as const;
