/**
 * Import rules between the workspaces (`npm run lint:imports`, also run by `npm run typecheck`).
 * Apps are deployed separately: an app never imports another app, and the shared packages
 * never import an app. Workspace links (node_modules/@zrm/app-*) resolve to apps/*, so an
 * import by package name is caught like a relative one.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'app-imports-other-app',
      comment: 'An app imports another app. Move what both need into a package under packages/.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/([^/]+)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'package-imports-app',
      comment: 'A shared package imports an app. Packages are below the apps; pass what is needed in.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'unresolved-app-package',
      comment: 'An import of an app by package name that did not resolve; apps are not libraries.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^@zrm/app-' },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser; babel strips the types instead.
    babelConfig: { fileName: 'tools/depcruise.babel.cjs' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(apps|packages)/[^/]+/dist/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
