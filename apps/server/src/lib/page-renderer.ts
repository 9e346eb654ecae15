import { pathToFileURL } from 'node:url';
import { escapeHtml } from '@venue/shared/communications/render-template';
import type { TPageTemplates } from './web-build';

/** What apps/web/src/prerender/render-page.tsx exports, as far as the server uses it. */
interface TRenderModule {
  renderPage(path: string, transport: typeof fetch): Promise<{ html: string; styles: string; data: string; title: string | null }>;
}

type TSlot = keyof TPageTemplates['marks'];

export interface TPageRenderer {
  /** The whole HTML of a public page drawn with what `transport` answers (the server's own routes). */
  render(path: string, transport: typeof fetch): Promise<string>;
}

/**
 * Loads the web app's page renderer into this process. Each page is rendered on its request from the database's
 * current data, so an admin's edit shows on the next request of every process: nothing rendered is kept.
 */
export async function loadPageRenderer(pages: TPageTemplates): Promise<TPageRenderer> {
  const { renderPage } = (await import(pathToFileURL(pages.rendererFile).href)) as TRenderModule;
  // Each template cut once at its markers: what a render puts in one place is never searched for another marker.
  const byMark = new Map(Object.entries(pages.marks).map(([slot, mark]) => [mark, slot as TSlot]));
  const markPattern = new RegExp(`(${[...byMark.keys()].map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  const pieces = new Map([...pages.templates].map(([path, template]) => [path, template.split(markPattern).map((part) => byMark.get(part) ?? { text: part })]));
  return {
    async render(path, transport) {
      const parts = pieces.get(path);
      if (!parts) throw new Error(`page-renderer: ${path} is not a rendered page`);
      const page = await renderPage(path, transport);
      const slots: Record<TSlot, string> = {
        title: page.title ? escapeHtml(page.title) : pages.defaultTitle,
        styles: page.styles,
        html: page.html,
        data: page.data,
      };
      return parts.map((part) => (typeof part === 'string' ? slots[part] : part.text)).join('');
    },
  };
}
