/**
 * The product's name (the general settings' app_name) for titles, the sign-in card and the
 * sidebar: "Job Board" until (or unless) it loads, and when it is blank.
 *
 * Signed in, it follows the general settings' query (`useSettingsAppName`, which the layout's
 * sidebar uses), so saving those settings refreshes it everywhere. Signed out, the guest screens
 * read it once with a plain call (`useGuestAppName`): they do not load the query library.
 */
import { endpoints, type ResponseOf } from '@job-board/contract';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api } from './api-client';

/** Shown while the app name loads, when it cannot be loaded, and when it is blank. */
export const DEFAULT_APP_NAME = 'Job Board';

export const APP_NAME_STALE_MS = 5 * 60_000;

type AppNameState = { name: string | null; setName: (name: string | null) => void };

const AppNameContext = createContext<AppNameState | null>(null);

/** Holds the app name for everything below (the app providers render it once). */
export function AppNameProvider({ children }: { children: ReactNode }) {
  const [name, setName] = useState<string | null>(null);
  const state = useMemo(() => ({ name, setName }), [name]);
  return <AppNameContext.Provider value={state}>{children}</AppNameContext.Provider>;
}

/** The app name of the general settings, or null when it is blank. */
export function appNameOf(settings: ResponseOf<typeof endpoints.settings.general>): string | null {
  const value = settings.data.find((setting) => setting.config === 'app_name')?.value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function useAppName(): string {
  return useContext(AppNameContext)?.name ?? DEFAULT_APP_NAME;
}

/** Sets the app name (from the settings' query, or the guest screens' one call). */
export function useSetAppName(): (name: string | null) => void {
  const state = useContext(AppNameContext);
  if (!state) throw new Error('useSetAppName needs the AppNameProvider (see app/providers.tsx).');
  return state.setName;
}

/**
 * On the signed-out screens (`active`): reads the general settings once and takes their app
 * name. A failure keeps the default.
 */
export function useGuestAppName(active: boolean): void {
  const setName = useSetAppName();
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    api(endpoints.settings.general, {}, { signal: controller.signal }).then(
      (settings) => setName(appNameOf(settings)),
      () => undefined,
    );
    return () => controller.abort();
  }, [active, setName]);
}
