import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TRole } from '@venue/shared/accounts/roles';

/** What the server needs to know about the built web app (apps/web/dist) before it serves it. */
export interface TWebBuild {
  root: string;
  /** The server-rendered pages (apps/web/scripts/page-templates.ts): their templates and markers; null when not built. */
  pages: TPageTemplates | null;
  /** CSP sources ('sha256-...') of the inline pre-paint scripts in the HTML files: the only inline scripts allowed. */
  scriptHashes: string[];
}

export interface TPageTemplates {
  /** dist/.ssr/render-page.js: the web app's page renderer, bundled for Node. */
  rendererFile: string;
  /** Path ("/events/:id" for a pattern) -> the page's template, with the markers below where the render goes. */
  templates: Map<string, string>;
  /** The signed-in pages: path -> the roles each is drawn for. Every other page is drawn for a visitor. */
  forRoles: Map<string, readonly TRole[]>;
  marks: { title: string; styles: string; html: string; data: string };
  /** The title's text (HTML) when the venue's name is not known. */
  defaultTitle: string;
}

/** Where the web build keeps what is for the server only; a dot folder, which the static files never serve. */
export const SERVER_ONLY_DIR = '.ssr';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
}

interface TPagesFile {
  marks: TPageTemplates['marks'];
  defaultTitle: string;
  pages: Record<string, { template: string; forRoles?: TRole[] }>;
}

function readTemplates(root: string): TPageTemplates | null {
  const dir = join(root, SERVER_ONLY_DIR);
  const index = join(dir, 'pages.json');
  if (!existsSync(index)) return null;
  const file = JSON.parse(readFileSync(index, 'utf8')) as TPagesFile;
  const byName = new Map(
    readdirSync(join(dir, 'templates'))
      .filter((f) => f.endsWith('.html'))
      .map((f) => [f.slice(0, -'.html'.length), readFileSync(join(dir, 'templates', f), 'utf8')]),
  );
  const templates = new Map<string, string>();
  const forRoles = new Map<string, readonly TRole[]>();
  for (const [path, page] of Object.entries(file.pages)) {
    const template = byName.get(page.template);
    if (template === undefined) throw new Error(`web build: ${path} names the template ${page.template}, which is not in ${dir}/templates`);
    templates.set(path, template);
    if (page.forRoles) forRoles.set(path, page.forRoles);
  }
  return { rendererFile: join(dir, 'render-page.js'), templates, forRoles, marks: file.marks, defaultTitle: file.defaultTitle };
}

/** Null when nothing is built there: the server then serves the API only. */
export function readWebBuild(root: string): TWebBuild | null {
  const shell = join(root, 'index.html');
  if (!existsSync(shell)) return null;
  const pages = readTemplates(root);
  const hashes = new Set(inlineScriptHashes(readFileSync(shell, 'utf8')));
  for (const template of pages?.templates.values() ?? []) for (const hash of inlineScriptHashes(template)) hashes.add(hash);
  return { root, pages, scriptHashes: [...hashes] };
}

/**
 * Rendered pages whose content depends on the query string: rendered as met without one, so a URL with one gets
 * the shell (the booking wizard with a session_id shows that session, with a date the day chosen).
 */
const QUERY_SHAPES_PAGE = new Set(['/booking']);

/** A page the server draws for a request: its template's path, and who it is drawn for. */
export interface TRenderedPath {
  /** The key of its template ("/events/:id"). */
  template: string;
  /** The path to draw ("/events/6"), trailing slash removed. */
  path: string;
  /** Drawn only for a signed-in person of these roles; null for a visitor's page. */
  forRoles: readonly TRole[] | null;
}

/** "/events/:id" matches "/events/6": each ":name" stands for one segment. */
const matchesPattern = (pattern: string, path: string): boolean => {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
};

/** The page drawn on the server for a request, or null for the shell the app renders into. */
export function renderedPathFor(build: TWebBuild, path: string, query = ''): TRenderedPath | null {
  const pages = build.pages;
  if (!pages) return null;
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const template = pages.templates.has(normalized)
    ? normalized
    : [...pages.templates.keys()].find((key) => key.includes('/:') && matchesPattern(key, normalized));
  if (!template) return null;
  const forRoles = pages.forRoles.get(template) ?? null;
  // A signed-in page's query string opens a tab or a dialog the page drew afresh shows best.
  if (query && (forRoles || QUERY_SHAPES_PAGE.has(template))) return null;
  return { template, path: normalized, forRoles };
}
