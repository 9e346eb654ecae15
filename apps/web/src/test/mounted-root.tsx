import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/**
 * A React root in a fresh host element for each test of the file (jsdom), unmounted after it: `render` draws
 * inside act(), `host()` is the element to read. Call once at the top of a component test file.
 */
export function mountedRoot() {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let host: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });
  return {
    host: () => host,
    render: (node: ReactNode) => act(() => root.render(node)),
  };
}
