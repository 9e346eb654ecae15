// After `vite build`: writes what the server needs to render pages with the venue's own data
// (apps/server/src/plugins/spa.ts, lib/page-renderer.ts), into dist/.ssr/ (never served as a file):
//   render-page.js     src/prerender/render-page.tsx bundled with everything it imports, for Node
//   templates/*.html   one page template per route module: the head (pre-paint scripts, theme variables, the
//                      script that starts the app after the first paint) with markers the server fills
//   pages.json         each path rendered on the server ("/events/:id" for a pattern) -> its template, and the
//                      roles a signed-in page is drawn for
// and puts the pre-paint scripts (colour scheme, accessibility settings) into the head of the app's shell too.
// A visitor's browser then paints the page from HTML and CSS alone; the app hydrates it when its code arrives.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { compressTwins } from '../precompress-plugin';
import type * as TRenderPage from '../src/prerender/render-page';

// React and the libraries loaded from node_modules pick their build from NODE_ENV: render with the production
// builds, the ones the browser runs, whatever the shell that started the build has set.
process.env.NODE_ENV = 'production';

const web = new URL('..', import.meta.url).pathname;
// WEB_OUT_DIR: the folder `vite build --outDir` wrote to, when not dist (experiments next to a served build).
const dist = process.env.WEB_OUT_DIR ?? join(web, 'dist');
const ssrOut = join(dist, '.ssr');

await viteBuild({
  root: web,
  logLevel: 'warn',
  // One file with every library inside: the server's release installs only the server's own packages.
  ssr: { noExternal: true, target: 'node' },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { ssr: 'src/prerender/render-page.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false, sourcemap: false, manifest: false },
});
const { renderPage, colorSchemeScript, PRERENDERED_PAGES, PAGE_DATA_ID } = (await import(
  pathToFileURL(join(ssrOut, 'render-page.js')).href
)) as typeof TRenderPage;

const accessibilityScript = (
  await esbuild({
    entryPoints: [join(web, 'src/prerender/before-paint.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    tsconfig: join(web, 'tsconfig.json'),
  })
).outputFiles[0]!.text.trim();
const beforePaint = `${colorSchemeScript()}<script>${accessibilityScript}</script>`;

const manifestPath = join(dist, '.vite/manifest.json');
interface TChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, TChunk>;
const entrySource = Object.keys(manifest).find((source) => manifest[source]!.isEntry)!;

/** A route module's chunk and the chunks it imports statically, minus what index.html already preloads. */
function chunksOf(source: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`prerender: ${source} is not in the build manifest (see src/prerender/prerendered-pages.ts)`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(imported, seen);
  return seen;
}
const preloadedByShell = chunksOf(entrySource);

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('prerender: dist/index.html has no empty #root');
const withHead = (html: string, extra: string) => html.replace('</head>', `${extra}</head>`);

/** main.tsx imports the app in stages; their chunks are fetched with the entry, not one stage after another. */
const stagedChunks = new Set((manifest[entrySource]!.dynamicImports ?? []).flatMap((source) => [...chunksOf(source)]));
const appChunks = new Set([...preloadedByShell, ...stagedChunks]);
const preloadLinks = (files: Iterable<string>) => [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

/**
 * A prerendered page is painted from its HTML alone, and the app's code must not compete with that: its chunks
 * are requested once the first contentful paint is reported (a timer covers browsers and tabs that never say).
 */
function startAfterFirstPaint(files: string[]): string {
  const entryFile = manifest[entrySource]!.file;
  // The entry first, then a few chunks, one link per task, in the body. Each link added from a script costs a few
  // milliseconds while the page loads, so only the chunks whose late discovery would cost the most are linked;
  // the browser finds the small ones as it reads the imports.
  return `<script>(function(){var started=false;var files=${JSON.stringify(files)};function preload(){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+files.shift();document.body.appendChild(l);if(files.length)setTimeout(preload)}function start(){if(started)return;started=true;var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src='/${entryFile}';document.head.appendChild(s);if(files.length)setTimeout(preload)}try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(start)}).observe({type:'paint',buffered:true})}catch(e){start()}setTimeout(start,3000)})()</script>`;
}
/** No paint before the page's markup is all parsed (TPrerenderedPage.paintWhole); the marker follows #root. */
const PAGE_END_ID = 'prerendered-page-end';
const WHOLE_PAGE_FIRST = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`;
const PAGE_END = `<div id="${PAGE_END_ID}" hidden></div>`;
/** Chunks worth a preload link of their own (React, the router, MUI's core, the form libraries). */
const LARGE_CHUNK_BYTES = 20_000;
const shellScripts = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
const pageShell = shell.replace(shellScripts, '');
if (pageShell.includes('type="module"')) throw new Error('prerender: unexpected module script left in the page shell');

// The theme's variables are the same on every page: taken from one page rendered with no data (every query fails).
const noData: typeof fetch = () => Promise.resolve(new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }));
const { themeVars } = await renderPage('/login', noData);

writeFileSync(
  join(dist, 'index.html'),
  withHead(shell, `${beforePaint}${themeVars}${preloadLinks([...stagedChunks].filter((f) => !preloadedByShell.has(f)))}`),
);
compressTwins(join(dist, 'index.html'));

/** The markers the server fills (apps/server/src/lib/page-renderer.ts reads them from here). */
const MARK = { title: '<!--page-title-->', styles: '<!--page-styles-->', html: '<!--page-html-->', data: '<!--page-data-->' };
const DEFAULT_TITLE = '<title>Events &amp; Bookings</title>';
if (!pageShell.includes(DEFAULT_TITLE)) throw new Error('prerender: index.html has no default title');

const pages: Record<string, { template: string; forRoles?: readonly string[] }> = {};
mkdirSync(join(ssrOut, 'templates'), { recursive: true });
for (const page of PRERENDERED_PAGES) {
  const name = page.routeModules
    .at(-1)!
    .replace(/^.*\//, '')
    .replace(/\.tsx$/, '');
  pages[page.path] = { template: name, ...(page.forRoles ? { forRoles: page.forRoles } : {}) };
  const chunks = new Set([...appChunks, ...page.routeModules.flatMap((m: string) => [...chunksOf(m)])]);
  const large = [...chunks].filter((file) => statSync(join(dist, file)).size >= LARGE_CHUNK_BYTES);
  const head = `${beforePaint}${themeVars}${MARK.styles}${page.paintWhole ? WHOLE_PAGE_FIRST : ''}${startAfterFirstPaint(large)}`;
  const out = withHead(pageShell, head)
    .replace(DEFAULT_TITLE, `<title>${MARK.title}</title>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${MARK.html}</div>${page.paintWhole ? PAGE_END : ''}<script type="application/json" id="${PAGE_DATA_ID}">${MARK.data}</script>`,
    );
  writeFileSync(join(ssrOut, 'templates', `${name}.html`), out);
}
writeFileSync(join(ssrOut, 'pages.json'), `${JSON.stringify({ marks: MARK, defaultTitle: 'Events &amp; Bookings', pages }, null, 2)}\n`);
rmSync(join(dist, '.vite'), { recursive: true, force: true }); // the manifest is for this script, not for visitors
console.log(`page templates for ${PRERENDERED_PAGES.length} pages: ${PRERENDERED_PAGES.map((p: { path: string }) => p.path).join(' ')}`);
// Rendering leaves nothing running, but a library's timer must not keep the build waiting.
process.exit(0);
