/**
 * Starts the app in stages, each evaluated in its own task: running all of React, the router and MUI at once is
 * one long task on a phone, and during a long task the page ignores the visitor's taps. Prerendered pages are
 * already painted when this runs (scripts/prerender.ts starts it after the first contentful paint).
 */
import { nextTask } from '@/lib/next-task';

const { createRoot, hydrateRoot } = await import('react-dom/client');
await nextTask();
const { createBrowserRouter } = await import('react-router');
await nextTask();
// Each stage names what it takes: a module imported whole keeps every export of its index in the bundle.
await import('@emotion/react').then(({ CacheProvider }) => CacheProvider);
await nextTask();
await import('@/app/mui-styling').then(({ createTheme }) => createTheme);
await nextTask();
await import('@/app/theme'); // creating the theme (both colour schemes as CSS variables) is a task of its own
await nextTask();
const { mountApp } = await import('@/app/mount-app');
await nextTask();
const { routes } = await import('@/app/routes');
const { loadRouteModules } = await import('@/app/load-route-modules');
await loadRouteModules(routes, window.location.pathname);
await nextTask();
const router = createBrowserRouter(routes); // matches the whole route table: a task of its own too
await nextTask();
mountApp({ createRoot, hydrateRoot, router, container: document.getElementById('root')! });
