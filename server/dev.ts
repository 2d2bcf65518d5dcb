// npm run dev: the same server, database and addresses as npm start, with the public site rendered from source
// by Vite (server-side rendering and hot reload) and the staff panel served by Vite too. `tsx watch` restarts
// this process when server code changes; Vite reloads the browser when front-end code changes.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type RequestHandler } from 'express';
import { createServer as createViteServer } from 'vite';
import { STATIC_VARIANTS_PREFIX } from '../common/responsive';
import type { Config } from './core/config';
import type { DevFrontends } from './core/deps';
import type { SiteRenderer } from './core/site-source';
import { makeStaticVariants, STATIC_VARIANTS_DIR } from './images/static-variants';
import { PAGE_STYLES_SLOT } from './site/page-styles';
import { start } from './start';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceImages = path.join(root, 'public-site', 'public', 'images');

/**
 * What `npm run build:site` makes besides Vite's bundles, made here when the build folder lacks it (a fresh clone):
 * the image variants (draft encoding, only the missing ones) and the prospectus, in the background.
 */
function buildMissingFiles(config: Config): { variants: Promise<unknown>; prospectus: Promise<unknown> } {
  const client = path.join(config.distDir, 'client');
  const variants = makeStaticVariants({
    sourceDir: sourceImages,
    outputDir: path.join(client, STATIC_VARIANTS_DIR),
    cacheDir: path.join(root, 'node_modules', '.cache', 'responsive-images'),
    encoding: 'draft',
    onlyMissing: true,
  }).then(
    (report) => {
      if (report.images) console.log(`responsive images (draft): ${report.images} made for the development server`);
    },
    (error) => console.error(`responsive images: ${(error as Error).message}`),
  );
  const prospectus = fs.access(path.join(client, 'files', 'prospectus.pdf')).catch(
    () =>
      new Promise<void>((resolve) => {
        const script = path.join(root, 'scripts', 'make-prospectus.mjs');
        execFile(
          process.execPath,
          [script],
          { cwd: root, env: { ...process.env, STATIC_DIR: config.distDir } },
          (error) => {
            if (error) console.error(`prospectus: ${error.message}`);
            resolve();
          },
        );
      }),
  );
  return { variants, prospectus };
}

/** A variant's address (/images/_w/site/hero/a-400.avif) to its original's file under public-site/public/images. */
async function originalOf(variantPath: string): Promise<string | undefined> {
  const match = /^((?:[\w-][\w.-]*\/)*[\w-][\w.-]*)-\d+\.(?:avif|webp|jpg)$/.exec(
    variantPath.slice(STATIC_VARIANTS_PREFIX.length),
  );
  if (!match) return undefined;
  const base = path.join(sourceImages, match[1]);
  for (const extension of ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.JPG', '.PNG']) {
    if (
      await fs.access(base + extension).then(
        () => true,
        () => false,
      )
    )
      return base + extension;
  }
  return undefined;
}

async function devFrontends(server: Server, config: Config): Promise<DevFrontends> {
  // Each front end's hot reload on its own WebSocket path of the one HTTP server.
  const site = await createViteServer({
    configFile: path.join(root, 'public-site/vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, ws: { server, path: '/__vite_site' } },
  });
  const admin = await createViteServer({
    configFile: path.join(root, 'admin/vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, ws: { server, path: '/__vite_admin' } },
  });
  // Vite strips its base from req.url as it goes; a request it leaves goes on with its own address again.
  const adminModules: RequestHandler = (req, res, next) => {
    // Its modules have an extension or start with @ (/admin/@vite/client); a screen's address (/admin/staff) does
    // not, and is the panel's page even where a folder of that name exists.
    if (!req.path.startsWith('/admin/') || !(path.extname(req.path) || req.path.startsWith('/admin/@'))) return next();
    admin.middlewares(req, res, () => {
      req.url = req.originalUrl;
      next();
    });
  };
  // The responsive image variants and the prospectus are made by the site's build (npm run build:site); what a
  // fresh clone lacks is made now, and until a variant exists its original answers in its place (never cached).
  const built = express.static(path.join(config.distDir, 'client'), { index: false });
  const making = buildMissingFiles(config);
  const builtFiles: RequestHandler = async (req, res, next) => {
    if (req.path.startsWith('/files/')) {
      await making.prospectus;
      return built(req, res, next);
    }
    if (!req.path.startsWith(STATIC_VARIANTS_PREFIX)) return next();
    built(req, res, async () => {
      const original = await originalOf(req.path);
      if (!original) return next();
      res.set('Cache-Control', 'no-store').sendFile(original, (error) => error && next(error));
    });
  };
  const adminPanel = express.Router();
  adminPanel.get('/{*path}', async (req, res, next) => {
    // Addresses of the panel's screens get its page; its modules were Vite's (adminModules).
    if (path.extname(req.path)) return next();
    try {
      const html = await fs.readFile(path.join(root, 'admin/index.html'), 'utf8');
      res
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(await admin.transformIndexHtml(req.originalUrl.slice('/admin'.length), html));
    } catch (error) {
      next(error);
    }
  });
  return {
    // The panel's Vite answers only under its base (/admin/); the site's takes its modules and public files.
    middlewares: [adminModules, site.middlewares, builtFiles],
    adminPanel,
    site: {
      cacheable: false,
      async load(url) {
        const html = await fs.readFile(path.join(root, 'public-site/index.html'), 'utf8');
        const template = await site.transformIndexHtml(url, html);
        const renderer = (await site.ssrLoadModule('/entry-server.tsx')) as SiteRenderer;
        // The site's CSS arrives with its modules (Vite injects it), so no page has styles of its own to inline.
        return { renderer, template: template.replace('</head>', `${PAGE_STYLES_SLOT}</head>`), pageStyles: () => '' };
      },
    },
  };
}

start(devFrontends).catch((error) => {
  console.error(error);
  process.exit(1);
});
