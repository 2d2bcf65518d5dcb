// Build step (in `npm run build:site`): the demo prospectus, a real 12-page A4 PDF of about 5 MB (the size the spec
// gives), written to dist/client/files/prospectus.pdf. Each page is an illustrated JPEG with film grain, and its
// words are PDF text in the standard Helvetica fonts, so nothing depends on the fonts of the machine that builds.
// Deterministic; kept in node_modules/.cache/prospectus by the hash of what draws it, so a rebuild copies it.
// Run: node scripts/make-prospectus.mjs
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { HERO, random, reseed, scene } from './site-art.mjs';

const root = path.resolve(import.meta.dirname, '..');
// STATIC_DIR as the server reads it (npm run dev builds into it when the file is missing).
const output = path.resolve(process.env.STATIC_DIR || path.join(root, 'dist'), 'client', 'files', 'prospectus.pdf');
const cacheDir = path.join(root, 'node_modules', '.cache', 'prospectus');

const key = createHash('sha1')
  .update(readFileSync(new URL(import.meta.url)))
  .update(readFileSync(new URL('./site-art.mjs', import.meta.url)))
  .update(JSON.stringify(sharp.versions))
  .digest('hex');
const cached = path.join(cacheDir, `${key}.pdf`);
mkdirSync(path.dirname(output), { recursive: true });
if (existsSync(cached)) {
  copyFileSync(cached, output);
  console.log(`prospectus.pdf from cache`);
  process.exit(0);
}

const PAGE_W = 1654; // A4 at 200 dpi
const PAGE_H = 2339;
const WIDTH_PT = 595.28;
const HEIGHT_PT = 841.89;
const PT = WIDTH_PT / PAGE_W;
const PAGES = [
  ['Prospectus 2025', 'Skyline Institute of Aviation, Tourism & Hospitality'],
  ['About the Institute', 'Since 2008 · Siliguri and Kolkata'],
  ['Why Choose Us', 'Faculty · Practical training · Placements'],
  ['SPAM', 'Skilled Professional In Airport Management · 12 Months'],
  ['SPTH', 'Skilled Professional In Tourism & Hospitality · 12 Months'],
  ['SPHATS', 'Hospitality And Aviation & Tourism Services · 18 Months'],
  ['SPHM and CHM', 'Hotel Management · 6 Months and 60 Hours'],
  ['BBA and BBM', 'Tourism, Aviation & Hospitality · 4 Years'],
  ['Placements', '5000+ graduates · 150+ recruiting partners'],
  ['Campus Life', 'Events · Industrial visits · Internships'],
  ['Admissions', 'Eligibility · Documents · Education loans'],
  ['Contact Us', 'Hakimpara, Siliguri 734001 · Kamarhati, Kolkata 700054'],
];
const VARIANTS = ['runway', 'hotel', 'city', 'celebrate'];

let grain;
/**
 * Film grain gives the pages a photographic texture (and a printed brochure's file size); seeded, so the PDF is the
 * same on every run. Made once and laid over every page as raw pixels: drawing and PNG-encoding it per page took
 * most of the build's 17 s.
 */
function filmGrain() {
  if (grain) return grain;
  grain = Buffer.alloc(PAGE_W * PAGE_H * 3);
  for (let i = 0; i < grain.length; i++) grain[i] = Math.round(((random() + random() + random()) / 3) * 255);
  return grain;
}

/** One page's picture: the scene, the red rule and the grey lines of body text, with film grain. */
async function pageImage(index, quality) {
  const art = scene({
    width: PAGE_W,
    height: 1300,
    sky: HERO[index % 4].sky,
    ground: HERO[index % 4].ground,
    variant: VARIANTS[index % 4],
  });
  const lines = Array.from(
    { length: 14 },
    (_, line) =>
      `<rect x="140" y="${1560 + line * 46}" width="${900 + ((line * 137) % 400)}" height="16" rx="8" fill="#d1d5db"/>`,
  ).join('');
  const page = `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_W}" height="${PAGE_H}">
    <rect width="${PAGE_W}" height="${PAGE_H}" fill="#ffffff"/>
    <image href="data:image/svg+xml;base64,${Buffer.from(art).toString('base64')}" x="0" y="0" width="${PAGE_W}" height="1300"/>
    <rect y="1300" width="${PAGE_W}" height="14" fill="#b91c1c"/>
    ${lines}
  </svg>`;
  return sharp(Buffer.from(page))
    .composite([{ input: filmGrain(), raw: { width: PAGE_W, height: PAGE_H, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** A PDF string in WinAnsi (Latin-1: '·' is one byte), with its delimiters escaped. */
const pdfString = (text) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
const rgb = (hex) => [1, 3, 5].map((at) => (Number.parseInt(hex.slice(at, at + 2), 16) / 255).toFixed(3)).join(' ');
/** Text at a position given in the page image's pixels (y of the baseline, from the top). */
const text = (font, sizePx, color, x, y, words) =>
  `BT /${font} ${(sizePx * PT).toFixed(2)} Tf ${rgb(color)} rg ${(x * PT).toFixed(2)} ${((PAGE_H - y) * PT).toFixed(2)} Td ${pdfString(words)} Tj ET`;

function pageText(index) {
  const [title, subtitle] = PAGES[index];
  return [
    text('F2', 84, '#7f1d1d', 140, 1430, title),
    text('F1', 36, '#374151', 140, 1500, subtitle),
    text('F1', 28, '#6b7280', 140, 2260, `Skyline Institute · Page ${index + 1} of ${PAGES.length}`),
  ].join('\n');
}

function buildPdf(images) {
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add(null);
  const pagesRef = add(null);
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageRefs = [];
  images.forEach((image, index) => {
    const imageRef = add({
      dict: `<< /Type /XObject /Subtype /Image /Width ${PAGE_W} /Height ${PAGE_H} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${image.length} >>`,
      stream: image,
    });
    const draw = Buffer.from(`q ${WIDTH_PT} 0 0 ${HEIGHT_PT} 0 0 cm /Im0 Do Q\n${pageText(index)}`, 'latin1');
    const contentRef = add({ dict: `<< /Length ${draw.length} >>`, stream: draw });
    pageRefs.push(
      add(
        `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${WIDTH_PT} ${HEIGHT_PT}] /Resources << /XObject << /Im0 ${imageRef} 0 R >> /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contentRef} 0 R >>`,
      ),
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesRef} 0 R >>`;
  objects[pagesRef - 1] =
    `<< /Type /Pages /Kids [${pageRefs.map((ref) => `${ref} 0 R`).join(' ')}] /Count ${pageRefs.length} >>`;
  const info = add(
    '<< /Title (Skyline Institute Prospectus 2025) /Author (Skyline Institute of Aviation, Tourism & Hospitality) >>',
  );

  const chunks = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(offset);
    const parts =
      typeof object === 'string'
        ? [Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`)]
        : [
            Buffer.from(`${index + 1} 0 obj\n${object.dict}\nstream\n`),
            object.stream,
            Buffer.from('\nendstream\nendobj\n'),
          ];
    for (const part of parts) {
      chunks.push(part);
      offset += part.length;
    }
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  chunks.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(chunks);
}

// JPEG quality for about 5 MB; corrected (rarely needed: a different sharp may encode differently) until within 8%.
const TARGET = 5 * 1024 * 1024;
let quality = 55;
let pdf;
for (let attempt = 0; attempt < 6; attempt++) {
  reseed(4242);
  const images = [];
  for (let i = 0; i < PAGES.length; i++) images.push(await pageImage(i, quality));
  pdf = buildPdf(images);
  const ratio = pdf.length / TARGET;
  if (ratio > 0.92 && ratio < 1.08) break;
  quality = Math.max(20, Math.min(95, Math.round(quality / ratio ** 0.7)));
}
mkdirSync(cacheDir, { recursive: true });
writeFileSync(cached, pdf);
copyFileSync(cached, output);
console.log(`prospectus.pdf ${(pdf.length / 1024 / 1024).toFixed(2)} MB (JPEG quality ${quality})`);
