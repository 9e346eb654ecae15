import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress-plugin';

/**
 * MUI creates a default theme when its styling modules load, a fallback for components outside a ThemeProvider.
 * The app has none outside its provider, and creating a theme is a long piece of work on a phone, so the build
 * makes the app's own theme that default.
 */
function appThemeAsMuiDefault(): Plugin {
  const appTheme = fileURLToPath(new URL('./src/app/theme.ts', import.meta.url));
  let browserBuild = false;
  let applied = false;
  return {
    name: 'venue:app-theme-as-mui-default',
    configResolved(config) {
      browserBuild = config.command === 'build' && !config.build.ssr;
    },
    load(id) {
      if (!/[\\/]@mui[\\/]material[\\/]styles[\\/]defaultTheme\.mjs$/.test(id)) return null;
      applied = true;
      return `export { theme as default } from ${JSON.stringify(appTheme)};`;
    },
    // A new MUI that moves its default theme would silently bring back the second theme (and its cost at start).
    buildEnd(error) {
      if (browserBuild && !error && !applied)
        this.error("venue:app-theme-as-mui-default: MUI's defaultTheme.mjs was never loaded; update the path this plugin replaces.");
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), appThemeAsMuiDefault()],
  // One value for the browser bundle and the prerenderer's, so prerendered markup and hydration agree.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // In development the API runs separately (npm run dev -w @venue/server); in production it serves dist itself.
  server: { port: 5173, proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/prerender.ts reads it to list each prerendered page's chunks, then deletes it.
    manifest: true,
    // No <link rel=modulepreload> from Vite's import helper: it adds one per dependency of every dynamic import, in
    // the middle of the app's busiest tasks, and each costs milliseconds on a phone. The prerenderer preloads the
    // few large chunks of each page instead (scripts/prerender.ts); the browser finds the rest as it reads imports.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Libraries every page runs go in a few chunks rather than dozens: each chunk is one more request and
        // one more module to start, and on a phone those small costs add up to a long task.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 20 },
            { name: 'emotion', test: /[\\/]node_modules[\\/](@emotion|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/, priority: 15 },
            { name: 'mui-core', test: /[\\/]node_modules[\\/](@mui[\\/](system|styled-engine|utils|private-theming)|clsx|prop-types)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
