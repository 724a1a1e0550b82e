/**
 * A component a screen shows only once the user reaches for it (a menu's popup), loaded when
 * they first point at, focus or press what opens it rather than with the screen. Until then the
 * screen draws a stand-in that looks and reads the same (see AccountMenu, RowMenu).
 *
 *   const popup = loadOnIntent(() => import('./row-menu-popup').then((m) => m.RowMenuPopup));
 *   const RowMenuPopup = popup.Component;
 *   …
 *   if (!popup.useLoaded()) return <button onPointerEnter={popup.preload} …>…</button>;
 *   return <RowMenuPopup … />;
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
  /** Starts loading (once); a failed download is left for the next intent to retry. */
  preload: () => void;
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
  const preload = () => {
    loading ??= importer().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
      },
      () => {
        // A failed download (offline) is tried again on the next intent.
        loading = undefined;
      },
    );
  };
  const useCurrent = () => useSyncExternalStore(subscribe, current, current);
  function Component(props: P) {
    const loadedComponent = useCurrent();
    return loadedComponent ? createElement(loadedComponent, props) : null;
  }
  return { Component, preload, useLoaded: () => useCurrent() !== undefined };
}

/** What a menu's stand-in button needs, and what it hands on to the real menu once loaded. */
export type StandInTrigger = {
  /** Spread on the stand-in button: it preloads on intent and asks to open on a click. */
  triggerProps: ButtonHTMLAttributes<HTMLButtonElement>;
  /** Whether the stand-in has focus, for the real menu's button to take it over. */
  focused: boolean;
  /** A press is under way on the stand-in: keep it until the press ends (see below). */
  pressed: boolean;
};

/**
 * The behaviour of a stand-in for a menu's trigger: pointing at, pressing or focusing it starts
 * loading the menu, and a click or an arrow key asks for the menu to open (`onOpen`) as it
 * loads. While a press is under way the stand-in stays in place even if the menu has loaded:
 * swapped mid-press, the press would end on the real trigger, whose own press handling would
 * then close the menu the stand-in had just asked to open, or the click would be lost. The press
 * ends with its click, which also asks to open, so the swap and the opening come together.
 */
export function useStandInTrigger(preload: () => void, onOpen: () => void): StandInTrigger {
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  const openSoon = () => {
    onOpen();
    preload();
  };
  const released = () => setPressed(false);
  return {
    focused,
    pressed,
    triggerProps: {
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: preload,
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
