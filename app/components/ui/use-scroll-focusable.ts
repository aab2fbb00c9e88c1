import { useEffect, useRef, useState } from "react";

/**
 * For a scrolling panel: returns a ref and a tabIndex that is 0 only while the content overflows, so
 * keyboard users can focus and scroll long content, and short panels add no extra tab stop.
 */
export function useScrollFocusable<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return { ref, tabIndex: overflowing ? 0 : undefined };
}
