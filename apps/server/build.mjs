// Bundles the server (and @venue/shared, which ships as TypeScript source) into dist/server.js.
// npm packages stay external: they are installed beside it.
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server.ts',
    seed: 'src/cli/seed.ts',
    invite: 'src/cli/invite.ts',
    'create-admin': 'src/cli/create-admin.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@venue/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
