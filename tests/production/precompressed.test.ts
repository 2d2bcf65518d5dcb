// The build leaves every hashed script and style of both bundles (the site's and the staff panel's) beside its
// Brotli and gzip forms (scripts/precompress.ts), which the server sends as they are (server/http/static-assets.ts):
// a file left without them would be sent uncompressed, three to five times its size, to a phone on a slow network.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');

/** The form the build would write, when it is smaller than the file (the plugin skips it otherwise). */
const FORMS = [
  { extension: 'br', decompress: brotliDecompressSync, compress: (bytes: Buffer) => brotliCompressSync(bytes) },
  { extension: 'gz', decompress: gunzipSync, compress: (bytes: Buffer) => gzipSync(bytes, { level: 9 }) },
];

describe.each(['dist/client/assets', 'dist/admin/assets'])('the built %s', (folder) => {
  const dir = path.join(root, folder);
  const files = readdirSync(dir).filter((file) => /\.(?:js|css)$/.test(file));

  it('has its scripts', () => {
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(5);
  });

  it('keeps each script and style beside its Brotli and gzip forms, of the same text', () => {
    const wrong = files.flatMap((file) => {
      const original = readFileSync(path.join(dir, file));
      return FORMS.flatMap(({ extension, decompress, compress }) => {
        const formFile = path.join(dir, `${file}.${extension}`);
        // Left out only where compressing saves nothing (a few tiny chunks): the file itself is then the smallest.
        if (!existsSync(formFile))
          return compress(original).length < original.length ? [`${file}.${extension} is missing`] : [];
        const form = readFileSync(formFile);
        if (!decompress(form).equals(original)) return [`${file}.${extension} is not ${file}`];
        return form.length < original.length ? [] : [`${file}.${extension} is not smaller`];
      });
    });
    expect(wrong).toEqual([]);
  });

  it('has Brotli smaller than gzip on every file worth compressing', () => {
    const larger = files.filter((file) => {
      const size = (extension: string) => readFileSync(path.join(dir, `${file}.${extension}`)).length;
      return readFileSync(path.join(dir, file)).length > 2000 && size('br') >= size('gz');
    });
    expect(larger).toEqual([]);
  });
});
