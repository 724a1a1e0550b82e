import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than the element, so that it scrolls sideways; kept up
 * to date as either changes size. A region that scrolls must be reachable by keyboard to be
 * scrolled without a pointer, and one that does not should add no stop to the Tab order.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
