/**
 * The colour theme: the admin's choice (system, light or dark) is remembered in localStorage;
 * "system" follows the browser's prefers-color-scheme, also when it changes. The theme is the
 * `dark` class on <html> (Tailwind's dark variant and the dark palette in index.css key on it).
 *
 *   initTheme();                                   // once, before the first render
 *   const { preference, theme, setPreference } = useTheme();
 */
import { useSyncExternalStore } from 'react';

export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'admin-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const isPreference = (value: unknown): value is ThemePreference =>
  THEME_PREFERENCES.some((preference) => preference === value);

function readPreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isPreference(stored) ? stored : 'system';
  } catch {
    // Storage can be switched off; the system theme is then used.
    return 'system';
  }
}

function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light';
}

type ThemeState = { preference: ThemePreference; theme: Theme };

let state: ThemeState | null = null;
const listeners = new Set<() => void>();

function resolve(preference: ThemePreference): ThemeState {
  return { preference, theme: preference === 'system' ? systemTheme() : preference };
}

function apply(next: ThemeState) {
  state = next;
  const root = document.documentElement;
  root.classList.toggle('dark', next.theme === 'dark');
  root.style.colorScheme = next.theme;
  listeners.forEach((listener) => listener());
}

function current(): ThemeState {
  if (!state) apply(resolve(readPreference()));
  return state as ThemeState;
}

let stopWatchingSystem: (() => void) | null = null;

/** Applies the remembered theme and follows the system's from now on; safe to call again. */
export function initTheme() {
  apply(resolve(readPreference()));
  stopWatchingSystem?.();
  stopWatchingSystem = null;
  if (typeof window.matchMedia !== 'function') return;
  const query = window.matchMedia(DARK_QUERY);
  const onChange = () => {
    if (current().preference === 'system') apply(resolve('system'));
  };
  query.addEventListener('change', onChange);
  stopWatchingSystem = () => query.removeEventListener('change', onChange);
}

export function setThemePreference(preference: ThemePreference) {
  try {
    if (preference === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not remembered, but still applied for this visit.
  }
  apply(resolve(preference));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme() {
  const { preference, theme } = useSyncExternalStore(subscribe, current, current);
  return { preference, theme, setPreference: setThemePreference };
}

/** The value of one of the theme's CSS colour variables (e.g. `--color-slate-600`) right now. */
export function themeColor(variable: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(variable).trim();
  return value || fallback;
}
