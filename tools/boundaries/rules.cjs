// The shape of the codebase, as import rules by path (docs/decisions.md, "Boundaries"). Checked by
// `npm run lint` through dependency-cruiser; tools/boundaries/boundaries.test.ts proves each rule bites.
/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const forbidden = [
  {
    name: 'no-cycles',
    comment: 'A cycle makes load order matter and hides which module owns what.',
    severity: 'error',
    from: {},
    to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
  },
  {
    name: 'web-feature-to-other-feature',
    comment: 'Features never import each other; they meet only in app/routes.',
    severity: 'error',
    from: { path: '^apps/web/src/features/([^/]+)/' },
    to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
  },
  {
    name: 'web-feature-to-app',
    comment: 'app/ composes features; a feature that imports app/ turns the layering upside down.',
    severity: 'error',
    from: { path: '^apps/web/src/features/' },
    to: { path: '^apps/web/src/app/' },
  },
  {
    name: 'web-shared-ui-to-features',
    comment: 'components/ and lib/ are shared by every feature and import none.',
    severity: 'error',
    from: { path: '^apps/web/src/(components|lib)/' },
    to: { path: '^apps/web/src/(features|app)/' },
  },
  {
    name: 'server-module-to-other-repo',
    comment: "A module reaches another module's data through its service, never its repo.",
    severity: 'error',
    from: { path: '^apps/server/src/modules/([^/]+)/' },
    to: { path: '^apps/server/src/modules/[^/]+/[^/]+\\.repo\\.ts$', pathNot: '^apps/server/src/modules/$1/' },
  },
  {
    name: 'server-lib-to-modules',
    comment: 'lib/ holds tools for every module and depends on none.',
    severity: 'error',
    from: { path: '^apps/server/src/lib/' },
    to: { path: '^apps/server/src/modules/' },
  },
  {
    name: 'server-context-to-modules',
    comment:
      'Every module imports TContext; one module imported by context.ts ties them all into one circle. The composition root (compose-context.ts) plugs modules into the context.',
    severity: 'error',
    from: { path: '^apps/server/src/context\\.ts$' },
    to: { path: '^apps/server/src/modules/' },
  },
  {
    name: 'server-module-to-composition-root',
    comment: 'The composition root (app, server, compose-context, cli/) imports modules; a module never reaches back into it.',
    severity: 'error',
    from: { path: '^apps/server/src/modules/' },
    to: { path: '^apps/server/src/((app|server|compose-context)\\.ts$|cli/)' },
  },
  {
    name: 'shared-imports-nothing-ours',
    comment: 'packages/shared is consumed by both sides and imports only zod.',
    severity: 'error',
    from: { path: '^packages/shared/' },
    to: { path: '^(apps|e2e|bench)/' },
  },
];

// The web app and the server meet only through packages/shared.
forbidden.push(
  { name: 'web-to-server', severity: 'error', from: { path: '^apps/web/' }, to: { path: '^apps/server/' } },
  { name: 'server-to-web', severity: 'error', from: { path: '^apps/server/' }, to: { path: '^apps/web/' } },
);

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|test-results)/|^tools/boundaries/fixtures/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.boundaries.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
