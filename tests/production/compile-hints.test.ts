// The chunks hydration runs nearly all of carry V8's compile hint (public-site/vite.config.ts), ahead of their code,
// so Chrome compiles their functions while they download instead of on the page's main thread; the chunks of one
// page, a form or a language's messages do not, so no phone compiles code a visit may never run.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const assets = path.resolve(import.meta.dirname, '../../dist/client/assets');
const HINT = '//# allFunctionsCalledOnLoad';
const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
const EAGER = /^(framework|router|shared|start)-[\w-]+\.js$/;

describe('the compile hint', () => {
  it('heads React, the router, the shared code and the start, before any of their functions', () => {
    const eager = scripts.filter((file) => EAGER.test(file));
    expect(eager.map((file) => file.split('-')[0]).sort()).toEqual(['framework', 'router', 'shared', 'start']);
    for (const file of eager) {
      const code = readFileSync(path.join(assets, file), 'utf8');
      const hint = code.indexOf(HINT);
      expect(hint).toBeGreaterThanOrEqual(0);
      // Only Vite's one-line map of the chunk's imports may come first (its function is then compiled lazily).
      const before = code.slice(0, hint);
      expect(before === '' || before.startsWith('const __vite__mapDeps=')).toBe(true);
      expect(before.split('\n').length).toBeLessThanOrEqual(2);
    }
  });

  it('is in no other chunk', () => {
    const others = scripts.filter((file) => !EAGER.test(file));
    expect(others.length).toBeGreaterThan(10);
    expect(others.filter((file) => readFileSync(path.join(assets, file), 'utf8').includes(HINT))).toEqual([]);
  });
});
