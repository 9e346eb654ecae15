// After `vite build`: renders the public pages listed in src/prerender/prerendered-pages.ts into dist/pages/,
// and puts the pre-paint scripts (colour scheme, accessibility settings) into the head of every HTML file.
// A visitor's browser then paints the page from HTML and CSS alone; the app hydrates it when its code arrives.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
const ssrOut = join(web, 'node_modules/.prerender');

await viteBuild({
  root: web,
  logLevel: 'warn',
  build: { ssr: 'src/prerender/render-page.tsx', outDir: ssrOut, emptyOutDir: true, sourcemap: false, manifest: false },
});
const { renderPage, colorSchemeScript, PRERENDERED_PAGES } = (await import(pathToFileURL(join(ssrOut, 'render-page.js')).href)) as typeof TRenderPage;

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

const rendered = await Promise.all(PRERENDERED_PAGES.map(async (page) => ({ page, ...(await renderPage(page.path)) })));
// Every page, the shell too, carries the theme's variables, so the app never generates them in the browser.
const { themeVars } = rendered[0]!;

const written = [join(dist, 'index.html')];
writeFileSync(written[0], withHead(shell, `${beforePaint}${themeVars}${preloadLinks([...stagedChunks].filter((f) => !preloadedByShell.has(f)))}`));
for (const { page, html, styles } of rendered) {
  const chunks = new Set([...appChunks, ...page.routeModules.flatMap((m: string) => [...chunksOf(m)])]);
  const large = [...chunks].filter((file) => statSync(join(dist, file)).size >= LARGE_CHUNK_BYTES);
  const head = `${beforePaint}${themeVars}${styles}${page.paintWhole ? WHOLE_PAGE_FIRST : ''}${startAfterFirstPaint(large)}`;
  const out = withHead(pageShell, head).replace('<div id="root"></div>', `<div id="root">${html}</div>${page.paintWhole ? PAGE_END : ''}`);
  const file = join(dist, 'pages', page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, out);
  written.push(file);
}
for (const file of written) compressTwins(file);
rmSync(join(dist, '.vite'), { recursive: true, force: true }); // the manifest is for this script, not for visitors
rmSync(ssrOut, { recursive: true, force: true });
console.log(`prerendered ${PRERENDERED_PAGES.length} pages: ${PRERENDERED_PAGES.map((p: { path: string }) => p.path).join(' ')}`);
// Rendering a page that asks for data (the booking wizard's event types) leaves the query cache's garbage-collection
// timers (five minutes) behind; the pages are written, so the build does not wait for them.
process.exit(0);
