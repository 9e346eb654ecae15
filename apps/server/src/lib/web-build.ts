import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the server needs to know about the built web app (apps/web/dist) before it serves it. */
export interface TWebBuild {
  root: string;
  /** Path -> file under root of the pages prerendered for visitors (apps/web/scripts/prerender.ts). */
  pages: Map<string, string>;
  /** CSP sources ('sha256-...') of the inline pre-paint scripts in the HTML files: the only inline scripts allowed. */
  scriptHashes: string[];
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
}

/** Null when nothing is built there: the server then serves the API only. */
export function readWebBuild(root: string): TWebBuild | null {
  const shell = join(root, 'index.html');
  if (!existsSync(shell)) return null;
  const pagesDir = join(root, 'pages');
  const pages = new Map<string, string>();
  const hashes = new Set(inlineScriptHashes(readFileSync(shell, 'utf8')));
  for (const file of htmlFiles(pagesDir)) {
    const name = relative(pagesDir, file)
      .replaceAll('\\', '/')
      .replace(/\.html$/, '');
    pages.set(name === 'index' ? '/' : `/${name}`, relative(root, file).replaceAll('\\', '/'));
    for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
  }
  return { root, pages, scriptHashes: [...hashes] };
}

/**
 * Prerendered pages whose content depends on the query string: prerendered as met without one, so a URL with one
 * gets the shell (the booking wizard with a session_id shows that session, with a date the day chosen).
 */
const QUERY_SHAPES_PAGE = new Set(['/booking']);

/** The prerendered file for a request path (trailing slash ignored), else the empty shell the app renders into. */
export function pageFileFor(build: TWebBuild, path: string, query = ''): string {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (query && QUERY_SHAPES_PAGE.has(normalized)) return 'index.html';
  return build.pages.get(normalized) ?? 'index.html';
}
