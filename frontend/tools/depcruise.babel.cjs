/**
 * How dependency-cruiser reads TypeScript here. Its own TypeScript reader needs the compiler API
 * of TypeScript < 7 and its swc reader cannot parse TSX, so sources go through babel's TypeScript
 * preset instead (JSX is left for dependency-cruiser's acorn-jsx). The preset removes type-only
 * imports; the small plugin below turns each one into a bare `import 'module'` first, so a type
 * imported from another app still counts as an import of that app.
 */
function keepTypeOnlyImports({ types: t }) {
  const isType = (node) => node.importKind === 'type' || node.importKind === 'typeof' || node.exportKind === 'type';
  return {
    name: 'keep-type-only-imports',
    visitor: {
      // Program enter: the TypeScript plugin drops type-only imports in its own Program enter,
      // which runs after this one (plugins before presets).
      Program(program) {
        for (const path of program.get('body')) {
          const { node } = path;
          if (path.isImportDeclaration()) {
            if (isType(node)) {
              node.importKind = 'value';
              node.specifiers = [];
            } else {
              node.specifiers = node.specifiers.filter((specifier) => !isType(specifier));
            }
          } else if ((path.isExportNamedDeclaration() || path.isExportAllDeclaration()) && node.source) {
            const specifiers = node.specifiers ?? [];
            if (isType(node) || (specifiers.length > 0 && specifiers.every(isType))) {
              path.replaceWith(t.importDeclaration([], node.source));
            } else if (specifiers.some(isType)) {
              node.specifiers = specifiers.filter((specifier) => !isType(specifier));
            }
          }
        }
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeOnlyImports],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
};
