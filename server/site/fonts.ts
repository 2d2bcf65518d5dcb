// The Bengali and Devanagari typefaces' files (Noto Sans Bengali, Noto Sans Devanagari from @fontsource, SIL OFL),
// self-hosted. The rules that name them are common/script-fonts.ts's: a page's own script in every weight site.css
// uses (preloaded), another script only where the page marks text as such (`lang`) and only once it is on screen.
// Only the script's own subset (its unicode-range: Latin text keeps the site's system-ui stack), `font-display:
// swap` with a local fallback face sized to the same metrics, so the swap does not move the lines.
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Router } from 'express';
import { SCRIPT_FONTS_PATH as FONTS_PATH, scriptFontFiles } from '../../common/script-fonts';

const require = createRequire(import.meta.url);

/**
 * Serves the subset files of the weights above, and nothing else: from `dir` (dist/client/fonts/5.3.0, where the
 * build put them), or in `npm run dev` from the packages themselves (`dir` undefined).
 */
export function createFontRoutes(dir?: string): Router {
  const router = express.Router();
  for (const { package: name, file } of scriptFontFiles()) {
    const folder = dir ?? path.join(path.dirname(require.resolve(`${name}/package.json`)), 'files');
    router.get(`${FONTS_PATH}/${file}`, (_req, res) => {
      res.sendFile(path.join(folder, file), {
        immutable: true,
        maxAge: '1y',
        headers: { 'Content-Type': 'font/woff2' },
      });
    });
  }
  return router;
}
