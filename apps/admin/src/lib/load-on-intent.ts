/**
 * A component a screen shows only once the user reaches for it (a menu's popup), loaded when
 * they first point at, focus or press what opens it rather than with the screen. Until then the
 * screen draws a stand-in that looks and reads the same (see AccountMenu, RowMenu).
 *
 *   const popup = loadOnIntent(() => import('./row-menu-popup').then((m) => m.RowMenuPopup));
 *   const RowMenuPopup = popup.Component;
 *   …
 *   if (popup.useLoaded()) return <Suspense fallback={standIn}><RowMenuPopup … /></Suspense>;
 *   <button onPointerEnter={popup.preload} onFocus={popup.preload}>…</button>
 */
import {
  lazy,
  useState,
  useSyncExternalStore,
  type ButtonHTMLAttributes,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

export type OnIntent<P> = {
  /** The component, to render once `useLoaded()` says it is there. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading (once); a failed download is left for the next intent to retry. */
  preload: () => void;
  /** Whether it has loaded; re-renders when it does. */
  useLoaded: () => boolean;
};

export function loadOnIntent<P extends object>(
  importer: () => Promise<ComponentType<P>>,
): OnIntent<P> {
  let loaded = false;
  let loading: Promise<ComponentType<P>> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const isLoaded = () => loaded;
  const load = () =>
    (loading ??= importer().then(
      (component) => {
        loaded = true;
        for (const listener of listeners) listener();
        return component;
      },
      (error: unknown) => {
        // A failed download (offline) is tried again on the next intent.
        loading = undefined;
        throw error;
      },
    ));
  return {
    Component: lazy(() => load().then((component) => ({ default: component }))),
    preload: () => void load().catch(() => undefined),
    useLoaded: () => useSyncExternalStore(subscribe, isLoaded, isLoaded),
  };
}

/** What a menu's stand-in button needs, and what it hands on to the real menu once loaded. */
export type StandInTrigger = {
  /** Spread on the stand-in button: it preloads on intent and asks to open on a press. */
  triggerProps: ButtonHTMLAttributes<HTMLButtonElement>;
  /** Whether the stand-in has focus, for the real menu's button to take it over. */
  focused: boolean;
};

/**
 * The behaviour of a stand-in for a menu's trigger: pointing at or focusing it starts loading
 * the menu, and a press, click or arrow key asks for the menu to open (`onOpen`) as it loads.
 */
export function useStandInTrigger(preload: () => void, onOpen: () => void): StandInTrigger {
  const [focused, setFocused] = useState(false);
  const openSoon = () => {
    onOpen();
    preload();
  };
  return {
    focused,
    triggerProps: {
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: preload,
      onFocus: () => {
        setFocused(true);
        preload();
      },
      onBlur: () => setFocused(false),
      onPointerDown: openSoon,
      onClick: openSoon,
      onKeyDown: (event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          openSoon();
        }
      },
    },
  };
}
