// Public site build: `vite build` makes the browser bundle (dist/client, hashed assets, index.html template);
// `vite build --ssr` makes the server renderer (dist/ssr/entry-server.js) that server/site/index.ts imports.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { SCRIPT_FONTS_PATH, scriptFontFiles } from '../common/script-fonts';
import { precompressAssets } from '../scripts/precompress';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(root, '../dist');
const routerDist = path.resolve(root, '../node_modules/react-router/dist/production');

// react-router 7's package exports name only its development build (remix-run/react-router#12532, #14102),
// which keeps its development warnings in a production bundle. The browser bundle takes the production build;
// the server bundle keeps importing the package as Node resolves it, so it and react-router-dom share one copy.
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

// The Bengali and Devanagari faces (common/script-fonts.ts) copied from their packages into dist/client, so the
// production image serves them without the packages (devDependencies); npm run dev serves them from the packages.
const require = createRequire(import.meta.url);
function scriptFonts(): Plugin {
  return {
    name: 'script-fonts',
    apply: 'build',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const { package: name, file } of scriptFontFiles()) {
        const folder = path.join(path.dirname(require.resolve(`${name}/package.json`)), 'files');
        this.emitFile({
          type: 'asset',
          fileName: `${SCRIPT_FONTS_PATH.slice(1)}/${file}`,
          source: fs.readFileSync(path.join(folder, file)),
        });
      }
    },
  };
}

// Lingui formats the count of every plural message with Intl.NumberFormat, to put it where the message has a `#`,
// even when the message has none (none of the site's has: each shows a count it was given already written in the
// page's digits, i18n.ts formatNumber). The first NumberFormat of a page loads ICU's number data, 15-90 ms of one
// task in Chromium here and more on a slow phone: the open days' seats and the blog's article counts paid it in the
// middle of hydration (a CPU profile of /bn/events: 18.8 of a 22.7 ms task). This leaves such a message as it is;
// a message with a `#` is formatted as before. The build fails if Lingui's code no longer has the line it changes.
const LINGUI_CORE = /[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.(mjs|cjs)$/;
const LINGUI_OCTOTHORPE = 'const valueStr = number(locales, value, numberFormat);';
function linguiCountOnlyWhenShown(): Plugin {
  return {
    name: 'lingui-count-only-when-shown',
    transform(code, id) {
      if (!LINGUI_CORE.test(id)) return null;
      if (!code.includes(LINGUI_OCTOTHORPE))
        this.error(`@lingui/core changed: "${LINGUI_OCTOTHORPE}" is gone (public-site/vite.config.ts)`);
      return code.replace(
        LINGUI_OCTOTHORPE,
        `if (!message.includes(OCTOTHORPE_PH)) return message;\n    ${LINGUI_OCTOTHORPE}`,
      );
    },
  };
}

// The site's own modules the home page runs: the loader, the layout (start.tsx), the home page and what it loads
// lazily (its sections below the fold, its messages). Found from the module graph once it is complete, before the
// chunks are made, so the shared chunk (below) holds them and nothing else: the home page, the first page of most
// visits and held to 130 KB of script in each language (tests/production/bundle-size.test.ts), then carries no code
// only other pages use (the blog's icons and lists, the campus map, the forms' notice...).
const homeModules = new Set<string>();
const HOME_ROOTS = [
  /[\\/]public-site[\\/]entry-client\.tsx$/,
  /[\\/]public-site[\\/]start\.tsx$/,
  /[\\/]public-site[\\/]pages[\\/]home[\\/]index\.tsx$/,
];
const HOME_PAGE = /[\\/]public-site[\\/]pages[\\/]home[\\/]/;
function homeGraph(): Plugin {
  return {
    name: 'home-graph',
    apply: 'build',
    buildEnd() {
      if (this.environment.config.build.ssr) return;
      homeModules.clear();
      const ids = [...this.getModuleIds()];
      const pending = ids.filter((id) => HOME_ROOTS.some((pattern) => pattern.test(id)));
      if (pending.length !== HOME_ROOTS.length) this.error('home-graph: the loader, start.tsx or the home page moved');
      while (pending.length) {
        const id = pending.pop() as string;
        if (homeModules.has(id)) continue;
        homeModules.add(id);
        const info = this.getModuleInfo(id);
        if (!info) continue;
        pending.push(...info.importedIds, ...(HOME_PAGE.test(id) ? info.dynamicallyImportedIds : []));
      }
    },
  };
}

// The chunks whose functions hydration calls nearly all of: React, the router, the shared site code and the start.
// V8 compiles a function the first time it runs, on the page's main thread, unless the file asks it to compile them
// all while the file downloads, on a background thread (V8's explicit compile hints, Chrome 136 on; other browsers
// ignore the comment). On a slow phone that takes compiling out of the tasks that hydrate the page
// (docs/performance-history.md, 2026-11-30, ninth entry). The comment applies to the functions after it: written
// after minifying (which would drop it), in the file's hash, before anything but Vite's import map of the chunk.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const EAGER_CHUNKS = new Set(['framework', 'router', 'shared', 'start']);
const compileHint = (chunk: { name: string }) => (EAGER_CHUNKS.has(chunk.name) ? COMPILE_HINT : '');

/** The site's own code (not the forms' validation, which stays in a chunk loaded only with a form). */
const SITE_CODE = /[\\/](public-site|common)[\\/](?!components[\\/]forms|forms\.ts)/;

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  plugins: [
    react(),
    linguiCountOnlyWhenShown(),
    scriptFonts(),
    homeGraph(),
    ...(isSsrBuild ? [] : [precompressAssets()]),
  ],
  publicDir: path.join(root, 'public'),
  // npm run dev renders with the development build on both sides (its warnings are for developers).
  resolve: isSsrBuild || command === 'serve' ? {} : { alias: productionRouter },
  build: isSsrBuild
    ? {
        outDir: path.join(dist, 'ssr'),
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: path.join(root, 'entry-server.tsx') },
      }
    : {
        outDir: path.join(dist, 'client'),
        emptyOutDir: true,
        assetsDir: 'assets',
        target: 'es2022',
        // Pages are split into their own chunks, each with its CSS; the manifest tells the server which CSS a
        // page needs, and the server puts it in the page's HTML (server/site/page-styles.ts), so a page is styled
        // on first paint, before its script has loaded, without carrying every other page's CSS.
        cssCodeSplit: true,
        manifest: true,
        // Browsers without <link rel="modulepreload"> (old Safari) simply fetch on import; no polyfill in the entry.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            postBanner: compileHint,
            // Two chunks every page needs (the framework, and the site code shared by pages) instead of a dozen
            // tiny shared chunks, each one more request on a slow mobile network. The forms' validation (zod)
            // stays in its own chunk, loaded only with a form.
            codeSplitting: {
              groups: [
                // Vite's helper for dynamic imports stays beside the entry; in the shared chunk it would make the
                // page's first script pull (and preload) everything the entry only imports once the page has loaded.
                { name: 'preload-helper', test: /preload-helper/, priority: 10 },
                // The visit's attribution (kept before the page loads, read by the forms) and the languages (whose
                // cookie the switch sets before the page has hydrated) are tiny and dependency-free: in the shared
                // chunk they would make the first script preload React and the site's shared code.
                { name: 'visit', test: /[\\/](public-site|common)[\\/](attribution|languages)\.ts$/, priority: 10 },
                // React and the router in two chunks, so the browser evaluates them in two tasks (entry-client.tsx).
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                {
                  name: 'router',
                  test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
                },
                // The site code shared by pages: what the home page runs in one chunk, the rest in another, so the
                // home page loads none of the rest (homeGraph above) and any other page one chunk more.
                {
                  name: 'shared',
                  test: (id: string) => SITE_CODE.test(id) && homeModules.has(id),
                  minShareCount: 2,
                },
                {
                  name: 'pages',
                  test: (id: string) => SITE_CODE.test(id) && !homeModules.has(id),
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
}));
