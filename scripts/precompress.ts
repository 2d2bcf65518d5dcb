// The built bundles' hashed scripts and styles, compressed once at build time beside each file (`.br` at Brotli's
// highest quality, `.gz` at gzip's), for the server to send as they are (server/http/static-assets.ts). Compressing
// them per request, as the compression middleware does, cost the server 11 ms of CPU for each download of the
// framework chunk, and at the middleware's Brotli quality (4) the scripts are 15 % larger than at 11: the bytes a
// family's phone waits for on a slow mobile network (docs/performance-history.md, 2026-11-30).
// vite-plugin-compression2 does it (maintained for Vite 8 and rolldown); only the hashed files in assets/ are taken:
// the rest (the HTML template, the public folder's few small files) is served as before.
import { compression } from 'vite-plugin-compression2';

export const precompressAssets = () =>
  compression({
    include: /^assets\/[^/]+\.(?:js|css)$/,
    algorithms: ['brotliCompress', 'gzip'],
    logLevel: 'silent',
  });
