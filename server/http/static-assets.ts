// The bundles' hashed files (dist/client/assets, dist/admin/assets): their names change with their content, so
// browsers keep them a year; a name not found is a plain 404. Scripts and styles are sent as compressed at build
// time (scripts/precompress.ts), Brotli to every browser that takes it (they all list it after gzip, with the same
// weight) and gzip to the rest, with no compressing per request: the compression middleware leaves an answer that
// already has its Content-Encoding alone. express-static-gzip picks the file and hands it to serve-static.
import expressStaticGzip from 'express-static-gzip';

export const hashedAssets = (dir: string) =>
  expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { immutable: true, maxAge: '1y', index: false, fallthrough: false },
  });
