/**
 * Whether the first render must draw what the build prerendered (the demo venue's words, scripts/prerender.ts):
 * while prerendering (no document), and in a browser hydrating a prerendered page. The server sends those pages
 * only while the venue is still the demo (server plugins/spa.ts); otherwise the shell arrives, the app renders
 * afresh, and a section that waits for the venue's words shows nothing of the demo's meanwhile.
 */
let hydratingPrerendered = false;

/** Called by mountApp just before it hydrates prerendered markup. */
export const markHydratingPrerendered = () => {
  hydratingPrerendered = true;
};

export const firstRenderIsPrerendered = () => typeof document === 'undefined' || hydratingPrerendered;
