import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the placeholder comes within `margin` of the viewport. Below-the-fold widgets with
 * their own code and data (the availability calendar) then cost nothing until a visitor scrolls towards them.
 */
export function WhenNearViewport({
  children,
  minHeight,
  margin = '600px',
}: {
  children: ReactNode;
  minHeight: number | Record<string, number>;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Starts with the placeholder everywhere (also in the prerendered page) so hydration finds the same markup.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? <>{children}</> : <Box ref={ref} sx={{ minHeight }} />;
}
