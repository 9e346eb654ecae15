import { pathToFileURL } from 'node:url';
import type { TUser } from '@venue/shared/accounts/user.schema';
import { escapeHtml } from '@venue/shared/communications/render-template';
import type { TPageTemplates } from './web-build';

/** What apps/web/src/prerender/render-page.tsx exports, as far as the server uses it. */
interface TRenderModule {
  renderPage(
    path: string,
    transport: typeof fetch,
    options: { sessionUser: TUser | null; viewportWidth: number },
  ): Promise<{ html: string; styles: string; data: string; title: string | null }>;
}

type TSlot = keyof TPageTemplates['marks'];

export interface TPageRenderer {
  /**
   * The whole HTML of the page at `path`, into the template `template` names, drawn with what `transport` answers
   * (the server's own routes): for a visitor, or for `sessionUser`, whose credentials the transport carries; its
   * layout for a screen `viewportWidth` px wide.
   */
  render(page: { template: string; path: string }, transport: typeof fetch, options: { sessionUser?: TUser | null; viewportWidth: number }): Promise<string>;
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
    async render({ template, path }, transport, { sessionUser = null, viewportWidth }) {
      const parts = pieces.get(template);
      if (!parts) throw new Error(`page-renderer: ${template} is not a rendered page`);
      const page = await renderPage(path, transport, { sessionUser, viewportWidth });
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
