// Build step (the end of `npm run build:site`): 400/600/800/1200-wide AVIF, WebP and JPEG variants of every image
// under public-site/public/images, into dist/client/images/_w/. Made once per build, never per request; variants
// of unchanged images come from node_modules/.cache/responsive-images. IMAGE_VARIANTS=draft (npm start, npm run dev)
// encodes at each encoder's fastest effort; unset or `full` (npm run build, the Dockerfile): the full encoding.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const { makeStaticVariants, STATIC_VARIANTS_DIR } = await tsImport(
  '../server/images/static-variants.ts',
  import.meta.url,
);
const encoding = process.env.IMAGE_VARIANTS || 'full';
if (encoding !== 'full' && encoding !== 'draft') {
  console.error(`IMAGE_VARIANTS must be full or draft, not ${encoding}`);
  process.exit(1);
}
const started = Date.now();
const report = await makeStaticVariants({
  sourceDir: path.join(root, 'public-site', 'public', 'images'),
  outputDir: path.join(root, 'dist', 'client', STATIC_VARIANTS_DIR),
  cacheDir: path.join(root, 'node_modules', '.cache', 'responsive-images'),
  encoding,
});
console.log(
  `responsive images (${encoding}): ${report.images} images (${report.encoded} encoded, ${report.fromCache} from cache) ` +
    `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
// srcSet() names variants of every such image: one without them would show as broken, so the build stops.
if (report.skipped.length) {
  console.error(`sharp cannot make variants of: ${report.skipped.join(', ')} (convert them to JPEG, PNG or WebP)`);
  process.exit(1);
}
