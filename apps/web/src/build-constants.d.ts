/** Fixed by vite.config.ts at build time, the same in the browser bundle and in the prerenderer's. */
declare const __BUILD_YEAR__: number;
