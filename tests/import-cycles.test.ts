// No module imports itself back through others: the import graph of the app's own code has no cycle.
// Built from the TypeScript compiler's own resolution (type-only imports count: they couple modules just the same).
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['server', 'common', 'admin', 'public-site'].map((folder) => path.join(root, folder) + path.sep);

function importGraph(): Map<string, string[]> {
  const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options, fileNames } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const ours = (file: string) => FOLDERS.some((folder) => file.startsWith(folder)) && !file.endsWith('.d.ts');
  const graph = new Map<string, string[]>();
  for (const file of fileNames.filter(ours)) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && ours(target));
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components with more than one module (or a module importing itself): Tarjan's. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(path.relative(root, member));
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** A module's folder: server/<folder> for the server's features and toolboxes, `server` for server/*.ts, else its top folder. */
function folderOf(file: string): string {
  const parts = path.relative(root, file).split(path.sep);
  return parts[0] === 'server' && parts.length > 2 ? `server/${parts[1]}` : parts[0];
}

/**
 * The folders that import each other (directly or round a longer loop): for each folder import inside such a loop,
 * one module import that makes it, e.g. `server/a → server/b (server/a/x.ts imports server/b/y.ts)`.
 */
function folderCycles(graph: Map<string, string[]>): string[] {
  const folders = new Map<string, string[]>();
  const example = new Map<string, string>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    for (const target of targets) {
      const to = folderOf(target);
      if (from === to) continue;
      const key = `${from} → ${to}`;
      if (example.has(key)) continue;
      example.set(key, `${path.relative(root, file)} imports ${path.relative(root, target)}`);
      folders.set(path.join(root, from), [...(folders.get(path.join(root, from)) ?? []), path.join(root, to)]);
    }
  }
  return cycles(folders).flatMap((loop) =>
    [...example]
      .filter(([key]) => key.split(' → ').every((folder) => loop.includes(folder)))
      .map(([key, imports]) => `${key} (${imports})`),
  );
}

describe('import graph of server/, common/, admin/, public-site/', () => {
  const graph = importGraph();

  it('reads the modules and their imports', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get(path.join(root, 'server/app.ts'))).toContain(path.join(root, 'server/staff-api/index.ts'));
  });

  it('has no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no two folders importing each other, directly or round a loop', () => {
    expect(folderCycles(graph)).toEqual([]);
  });

  it('names each folder import of a folder loop with one module import that makes it', () => {
    const file = (name: string) => path.join(root, name);
    expect(
      folderCycles(
        new Map([
          [file('server/app.ts'), [file('server/leads/index.ts')]],
          [file('server/leads/index.ts'), [file('server/mail/outbox.ts'), file('common/site.ts')]],
          [file('server/leads/rules.ts'), [file('server/mail/outbox.ts')]],
          [file('server/mail/outbox.ts'), [file('server/mail/templates/index.tsx')]],
          [file('server/mail/templates/index.tsx'), [file('server/leads/rules.ts')]],
        ]),
      ),
    ).toEqual([
      'server/leads → server/mail (server/leads/index.ts imports server/mail/outbox.ts)',
      'server/mail → server/leads (server/mail/templates/index.tsx imports server/leads/rules.ts)',
    ]);
  });

  it('finds a cycle when there is one', () => {
    const a = path.join(root, 'server/a.ts');
    const b = path.join(root, 'server/b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['server/a.ts', 'server/b.ts']]);
  });
});
