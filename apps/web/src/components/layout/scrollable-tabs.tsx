import Tabs, { type TabsProps } from '@mui/material/Tabs';
import { useEffect, useRef } from 'react';

/**
 * A tab strip that scrolls sideways when its tabs are wider than the screen, and keeps the chosen tab in view:
 * opened at `?tab=money` on a phone, the strip shows Money, not Tasks. MUI scrolls the chosen tab in once, while
 * the strip is still settling (its scroll buttons and web fonts change the widths afterwards), and the tab ends
 * up out of view (80 px short on a phone, where the scroll buttons appear late); this brings it back once the
 * strip has settled, and again whenever its size changes.
 */
const SETTLE_MS = 350;

export function ScrollableTabs(props: Omit<TabsProps, 'variant'>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = ref.current?.querySelector<HTMLElement>('.MuiTabs-scroller');
    if (!scroller) return;
    const bringChosenIntoView = () => {
      const chosen = scroller.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!chosen) return;
      const frame = scroller.getBoundingClientRect();
      const tab = chosen.getBoundingClientRect();
      if (tab.left >= frame.left - 1 && tab.right <= frame.right + 1) return; // in view, to the pixel's fraction
      scroller.scrollLeft += tab.left - frame.left - (frame.width - tab.width) / 2;
    };
    // After MUI's own scroll, which animates for 300 ms towards where the tab was before the strip settled.
    let timer = window.setTimeout(bringChosenIntoView, SETTLE_MS);
    const later = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(bringChosenIntoView, SETTLE_MS);
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later);
    observer?.observe(scroller);
    if (scroller.firstElementChild) observer?.observe(scroller.firstElementChild);
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [props.value]);
  return <Tabs ref={ref} variant="scrollable" allowScrollButtonsMobile {...props} />;
}
