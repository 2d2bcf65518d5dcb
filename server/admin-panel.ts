// Serves the built staff panel (dist/admin) at /admin; every deep link gets its index.html.
import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import type { AppDeps } from './core/deps';
import { hashedAssets } from './http/static-assets';

export function createAdminPanelRoutes({ config }: AppDeps): Router {
  const router = express.Router();
  const dir = path.join(config.distDir, 'admin');
  router.use('/assets', hashedAssets(path.join(dir, 'assets')));
  router.use(express.static(dir, { index: false, maxAge: 0 }));
  router.get('/{*path}', (_req, res, next) => {
    const indexFile = path.join(dir, 'index.html');
    if (!fs.existsSync(indexFile)) {
      next(Object.assign(new Error('The staff panel is not built; run npm run build'), { status: 503 }));
      return;
    }
    res.set('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
