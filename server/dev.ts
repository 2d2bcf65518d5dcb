// npm run dev: the same server, database and addresses as npm start, with the public site rendered from source
// by Vite (server-side rendering and hot reload) and the staff panel served by Vite too. `tsx watch` restarts
// this process when server code changes; Vite reloads the browser when front-end code changes.
import fs from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type RequestHandler } from 'express';
import { createServer as createViteServer } from 'vite';
import type { Config } from './config';
import type { DevFrontends } from './deps';
import { PAGE_STYLES_SLOT } from './site/page-styles';
import type { SiteRenderer } from './site/source';
import { start } from './start';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
  // The responsive image variants and the prospectus are made by the site's build (npm run build:site).
  const built = express.static(path.join(config.distDir, 'client'), { index: false });
  const builtFiles: RequestHandler = (req, res, next) =>
    req.path.startsWith('/images/_w/') || req.path.startsWith('/files/') ? built(req, res, next) : next();
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
