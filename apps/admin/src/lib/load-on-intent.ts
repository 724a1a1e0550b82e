/**
 * A component a screen shows only once the user reaches for it (a menu's popup), loaded when
 * they first point at, focus or press what opens it rather than with the screen. Until then the
 * screen draws a stand-in that looks and reads the same (see AccountMenu).
 *
 *   const popup = loadOnIntent(() => import('./account-menu-popup').then((m) => m.AccountMenuPopup));
 *   const AccountMenuPopup = popup.Component;
 *   …
 *   if (!popup.useLoaded()) return <button onPointerEnter={popup.preload} …>…</button>;
 *   return <AccountMenuPopup … />;
 *
 * `Component` draws the loaded component at once, not through React.lazy: a lazy component
 * suspends once more when first drawn, and its Suspense fallback is a second stand-in that React
 * keeps on screen for up to 300 ms, so a press could start on one button and end on another.
 */
import {
  createElement,
  useState,
  useSyncExternalStore,
  type ButtonHTMLAttributes,
  type ComponentType,
} from 'react';

export type OnIntent<P> = {
  /** The component, drawn once `useLoaded()` says it is there (nothing before). */
  Component: ComponentType<P>;
  /** Loads it (once at a time); rejects when the download fails, which the next call retries. */
  load: () => Promise<void>;
  /** `load`, for an intent that needs no answer (pointing at the trigger). */
  preload: () => void;
  /**
   * `preload` once the browser has nothing else to do (asked once): for what is opened by a key
   * (a shortcut) with no pointing first to announce it.
   */
  preloadWhenIdle: () => void;
  /** Whether it has loaded; re-renders when it does. */
  useLoaded: () => boolean;
};

export function loadOnIntent<P extends object>(
  importer: () => Promise<ComponentType<P>>,
): OnIntent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => loaded;
  const load = () => {
    loading ??= importer().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        // A failed download (offline, or a release since the page loaded) is tried again on
        // the next intent.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const preload = () => {
    load().catch(() => {});
  };
  let idleAsked = false;
  const preloadWhenIdle = () => {
    if (idleAsked) return;
    idleAsked = true;
    whenIdle(preload);
  };
  const useCurrent = () => useSyncExternalStore(subscribe, current, current);
  function Component(props: P) {
    const loadedComponent = useCurrent();
    return loadedComponent ? createElement(loadedComponent, props) : null;
  }
  return {
    Component,
    load,
    preload,
    preloadWhenIdle,
    useLoaded: () => useCurrent() !== undefined,
  };
}

/** How long to wait for an idle moment where the browser cannot tell one (Safari). */
const IDLE_FALLBACK_MS = 2000;

function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: IDLE_FALLBACK_MS * 2 });
  } else {
    window.setTimeout(run, IDLE_FALLBACK_MS);
  }
}

/** What a menu's stand-in button needs, and what it hands on to the real menu once loaded. */
export type StandInTrigger = {
  /** Spread on the stand-in button: it preloads on intent and asks to open on a click. */
  triggerProps: ButtonHTMLAttributes<HTMLButtonElement>;
  /** Whether the stand-in has focus, for the real menu's button to take it over. */
  focused: boolean;
  /**
   * Keep the stand-in even though the menu has loaded: a press is under way on it, or the
   * pointer rests on it and no opening was asked for yet (see below).
   */
  keepStandIn: boolean;
  /** The last request to open failed to download the menu: the stand-in says so. */
  failed: boolean;
};

/** What a stand-in says (as its tooltip, and to screen readers) when its menu failed to load. */
export const MENU_LOAD_FAILED =
  'The menu could not be loaded. Check your connection, then try again.';

/** How a stand-in whose menu failed to load looks: outlined in the error colour. */
export const STAND_IN_FAILED_CLASSES = 'text-red-700 ring-2 ring-red-600';

/**
 * The behaviour of a stand-in for a menu's trigger: pointing at, pressing or focusing it starts
 * loading the menu, and a click or an arrow key asks for the menu to open (`onOpen(true)`) as it
 * loads. Should the download fail, the request is withdrawn (`onOpen(false)`: a later intent that
 * loads the menu must not pop it open) and `failed` is set until the next request. While a press
 * is under way the stand-in stays in place even if the menu has loaded: swapped mid-press, the
 * press would end on the real trigger, whose own press handling would then close the menu the
 * stand-in had just asked to open, or the click would be lost. The press ends with its click,
 * which also asks to open, so the swap and the opening come together. Likewise the stand-in under
 * the pointer is kept until a click asks for the menu: a pointer resting on a button that is
 * swapped for another would have its click land on the one removed.
 */
export function useStandInTrigger(
  { load, preload, useLoaded }: Pick<OnIntent<never>, 'load' | 'preload' | 'useLoaded'>,
  onOpen: (open: boolean) => void,
): StandInTrigger {
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [pointerOver, setPointerOver] = useState(false);
  const [asked, setAsked] = useState(false);
  const [failed, setFailed] = useState(false);
  const loaded = useLoaded();
  const openSoon = () => {
    setFailed(false);
    setAsked(true);
    onOpen(true);
    load().catch(() => {
      setFailed(true);
      setAsked(false);
      onOpen(false);
    });
  };
  const released = () => setPressed(false);
  return {
    focused,
    keepStandIn: pressed || (pointerOver && !asked),
    // Loaded since (a pointer passing by): nothing is wrong any more.
    failed: failed && !loaded,
    triggerProps: {
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: () => {
        setPointerOver(true);
        preload();
      },
      onFocus: () => {
        setFocused(true);
        preload();
      },
      onBlur: () => {
        setFocused(false);
        released();
      },
      onPointerDown: () => {
        setPressed(true);
        preload();
      },
      onPointerCancel: released,
      // Dragged off with the button held: no click will come. (A finger lifting also leaves,
      // before its click, with no button held.)
      onPointerLeave: (event) => {
        setPointerOver(false);
        if (event.buttons !== 0) released();
      },
      onClick: () => {
        openSoon();
        // After this click has gone everywhere it goes: the real menu, opening in its place,
        // must not take this click for one outside it.
        window.setTimeout(released, 0);
      },
      onKeyDown: (event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          openSoon();
        }
      },
    },
  };
}
