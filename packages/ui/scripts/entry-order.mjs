// A consumer's bundler lays a page's modules out in the order the page first reaches them (the order
// ES modules are evaluated: depth first, imports in order). With rollup's per-module output, a page
// that imports the root entry had @casino/ui's modules scattered among radix, date-fns and
// react-day-picker, and its JavaScript compressed worse: the library's class names, recipes and JSX
// compress against each other. Issue 18's 'everything' page: 173.6 KB of gzip; about 171.4 with the first
// cause below fixed, 169.1 with both (the minified size does not move). The causes:
//   - rollup writes the imports behind `export *` sorted by exported name (AccountStrength,
//     ActivityStatement, ...), not in the order of src/index.ts: a page met the components, and
//     their style sheets (and dist/index.css, written in that order), alphabetically;
//   - a dependency (a radix primitive, date-fns, ...) was first reached inside the first component
//     that uses it, so its code landed between two of ours.
// The single bundle had neither: its imports were hoisted above its code, which was in source order.
// This plugin gives every entry both back: its imports in the order its source evaluates them, after
// a bare import of each dependency the entry reaches whose manifest declares its modules free of side
// effects (a bundled page that uses nothing of one drops it; an unbundled one loads nothing more, the
// entry reaches each anyway). clsx declares nothing and is not hoisted; peer dependencies (React)
// are not either: a React page has them first.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** `@radix-ui/react-dialog` of `@radix-ui/react-dialog/x`, `date-fns` of `date-fns/locale/en-GB`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * @param {{ packageDir: string, dependencies: string[] }} options the package's directory (its
 * node_modules holds the dependencies) and the names of its runtime dependencies
 */
export function entryOrder({ packageDir, dependencies }) {
  const sideEffectFree = new Map();
  const hoistable = (specifier) => {
    const name = packageName(specifier);
    if (!dependencies.includes(name)) return false;
    if (!sideEffectFree.has(name)) {
      const manifest = JSON.parse(readFileSync(path.join(packageDir, 'node_modules', name, 'package.json'), 'utf8'));
      const flag = manifest.sideEffects;
      sideEffectFree.set(name, flag === false || (Array.isArray(flag) && flag.every((glob) => glob.endsWith('.css'))));
    }
    return sideEffectFree.get(name);
  };

  return {
    name: 'casino-entry-order',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const chunkOf = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk])));

      for (const entry of chunks.filter((chunk) => chunk.isEntry && chunk.facadeModuleId)) {
        // The entry's source in evaluation order, and the third-party packages its emitted modules import.
        const position = new Map();
        const externals = [];
        let evaluated = 0;
        const visit = (id) => {
          if (position.has(id)) return;
          position.set(id, Infinity);
          const info = this.getModuleInfo(id);
          for (const dependency of info?.importedIds ?? []) {
            if (!this.getModuleInfo(dependency)?.isExternal) visit(dependency);
            else if (chunkOf.get(id)?.imports.includes(dependency) && !externals.includes(dependency)) {
              externals.push(dependency);
            }
          }
          position.set(id, evaluated++);
        };
        visit(entry.facadeModuleId);

        // Runs of imports of our own modules are sorted by that order; an import of a style sheet or
        // of another package stays where rollup put it.
        // A directive (the banner's 'use client') stays the module's first statement.
        const lines = entry.code.split('\n');
        const directives = /^(['"])use client\1;$/.test(lines[0]) ? lines.splice(0, 1) : [];
        const count = lines.findIndex((line) => !line.startsWith('import '));
        const imports = lines.slice(0, count).map((line) => {
          const specifier = /["']([^"']+)["'];$/.exec(line)?.[1] ?? '';
          const target = bundle[path.posix.join(path.posix.dirname(entry.fileName), specifier)];
          return target?.type === 'chunk'
            ? { line, rank: Math.min(...target.moduleIds.map((id) => position.get(id) ?? Infinity)) }
            : { line };
        });
        const ordered = [];
        for (let start = 0; start < imports.length;) {
          let end = start + 1;
          if (imports[start].rank !== undefined) while (imports[end]?.rank !== undefined) end += 1;
          ordered.push(...imports.slice(start, end).sort((a, b) => a.rank - b.rank));
          start = end;
        }
        const hoisted = externals.filter(hoistable).map((specifier) => `import ${JSON.stringify(specifier)};`);
        if (hoisted.length === 0 && ordered.every((item, index) => item === imports[index])) continue;
        entry.code = [...directives, ...hoisted, ...ordered.map((item) => item.line), ...lines.slice(count)].join('\n');

        // Import lines carry no mappings; the map gains a line per hoisted import.
        const map = bundle[`${entry.fileName}.map`];
        if (entry.map) {
          const mapped = entry.map.mappings.split(';');
          if (mapped.slice(0, directives.length + count).some(Boolean)) {
            this.error(`${entry.fileName}: its import lines have source mappings; reordering them would break the map`);
          }
          entry.map.mappings = ';'.repeat(hoisted.length) + entry.map.mappings;
          if (map?.type === 'asset') map.source = entry.map.toString();
        }
      }
    },
  };
}
