// Draws the public site's own images (logo, hero slides, partner wordmarks, avatars, course pictures) as SVG,
// rasterises them with sharp into public-site/public/images/site/, and writes the ~5 MB demo prospectus PDF.
// Run: node scripts/make-site-images.mjs   (deterministic: the same files every time)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '../public-site/public');
const out = path.join(root, 'images/site');
const FONT = 'font-family="\'DejaVu Sans\', Arial, Helvetica, sans-serif"';

const write = (relative, data) => {
  const file = path.join(out, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  return file;
};
const jpeg = async (relative, svg, quality = 72) =>
  write(relative, await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer());

// A seeded random generator, so reruns produce identical files.
let seed = 20250122;
const random = () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// ---------- logo ----------
const logoSvg = (ink, sub) => `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="48" viewBox="0 0 240 48">
  <rect x="0" y="2" width="44" height="44" rx="10" fill="#b91c1c"/>
  <path d="M8 30 L36 18 L38 21 L24 29 L30 38 L27 39 L19 31 L12 34 Z" fill="#fff"/>
  <circle cx="33" cy="12" r="4" fill="#f59e0b"/>
  <text x="52" y="24" ${FONT} font-size="20" font-weight="700" fill="${ink}">Skyline</text>
  <text transform="translate(52 41) scale(0.948 1)" ${FONT} font-size="10" letter-spacing="0.6" fill="${sub}">AVIATION · TOURISM · HOSPITALITY</text>
</svg>`;
// The page shows the logo as a bitmap at twice and three times its size (a vector image costs a phone a whole
// SVG document on the main thread, ~12 ms each); the SVG stays for anything that scales it.
const logo = async (name, ink, sub) => {
  const svg = Buffer.from(logoSvg(ink, sub));
  write(`${name}.svg`, svg);
  for (const scale of [2, 3])
    write(
      `${name}-${240 * scale}.webp`,
      await sharp(svg, { density: 72 * scale })
        .webp({ lossless: true })
        .toBuffer(),
    );
};
await logo('logo', '#7f1d1d', '#4b5563');
await logo('logo-light', '#ffffff', '#e5e7eb');
write(
  'favicon.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 44 44"><rect width="44" height="44" rx="10" fill="#b91c1c"/><path d="M8 30 L36 18 L38 21 L24 29 L30 38 L27 39 L19 31 L12 34 Z" fill="#fff"/><circle cx="33" cy="12" r="4" fill="#f59e0b"/></svg>`,
);

// ---------- scenes ----------
const plane = (x, y, scale, fill) => `<g transform="translate(${x} ${y}) scale(${scale})" fill="${fill}">
  <path d="M0 20 C 40 10, 260 6, 330 14 C 352 17, 360 24, 340 28 C 260 34, 60 34, 10 28 Z"/>
  <path d="M130 22 L 210 22 L 120 70 L 95 70 Z"/>
  <path d="M150 14 L 205 14 L 150 -22 L 132 -22 Z"/>
  <path d="M10 20 L 40 18 L 18 -30 L 0 -30 Z"/>
  <path d="M4 24 L 50 24 L 30 40 L 8 40 Z"/>
</g>`;

const skyline = (width, baseY, color) => {
  let x = 0;
  let shapes = '';
  while (x < width) {
    const w = 40 + random() * 90;
    const h = 40 + random() * 160;
    shapes += `<rect x="${x.toFixed(0)}" y="${(baseY - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${color}"/>`;
    x += w + 4;
  }
  return shapes;
};

const people = (count, width, baseY, colors) => {
  let shapes = '';
  for (let i = 0; i < count; i++) {
    const x = ((i + 0.5) * width) / count + (random() - 0.5) * 30;
    const s = 0.9 + random() * 0.3;
    const c = colors[i % colors.length];
    shapes += `<g transform="translate(${x.toFixed(0)} ${baseY}) scale(${s.toFixed(2)})">
      <circle cx="0" cy="-150" r="26" fill="#f1c7a5"/>
      <path d="M-26 -160 C -26 -196, 26 -196, 26 -160 C 18 -176, -18 -176, -26 -160 Z" fill="#2b1d16"/>
      <path d="M-46 0 L -40 -104 C -38 -120, 38 -120, 40 -104 L 46 0 Z" fill="${c}"/>
      <path d="M-12 -118 L 0 -96 L 12 -118 Z" fill="#fff"/>
    </g>`;
  }
  return shapes;
};

function scene({ width, height, sky, ground, variant }) {
  const [top, bottom] = sky;
  let body = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.28}" r="${height * 0.12}" fill="#fde68a" opacity="0.85"/>`;
  const horizon = height * 0.68;
  if (variant === 'runway') {
    body += `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${ground}"/>
      <path d="M${width * 0.42} ${horizon} L ${width * 0.58} ${horizon} L ${width * 0.9} ${height} L ${width * 0.1} ${height} Z" fill="#374151"/>
      ${Array.from({ length: 6 }, (_, i) => `<rect x="${width * 0.5 - 4 - i * 2}" y="${horizon + 14 + i * i * 9}" width="${8 + i * 4}" height="${10 + i * 5}" fill="#f9fafb"/>`).join('')}
      ${plane(width * 0.18, height * 0.22, width / 1400, '#f9fafb')}`;
  } else if (variant === 'city') {
    body += skyline(width, horizon + 20, '#7f1d1d55');
    body += `<rect y="${horizon + 20}" width="${width}" height="${height - horizon}" fill="${ground}"/>`;
    body += plane(width * 0.45, height * 0.18, width / 2200, '#ffffffdd');
    body += people(5, width * 0.55, height, ['#b91c1c', '#1f2937', '#b91c1c', '#1e3a8a', '#b91c1c']);
  } else if (variant === 'hotel') {
    body += `<rect x="${width * 0.08}" y="${height * 0.18}" width="${width * 0.5}" height="${height * 0.6}" fill="#fef3c7" opacity="0.92"/>`;
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 6; c++)
        body += `<rect x="${width * 0.1 + c * width * 0.08}" y="${height * 0.22 + r * height * 0.13}" width="${width * 0.055}" height="${height * 0.08}" fill="${random() > 0.4 ? '#fbbf24' : '#92400e'}"/>`;
    body += `<rect y="${horizon + 40}" width="${width}" height="${height - horizon}" fill="${ground}"/>
      <rect x="${width * 0.55}" y="${height * 0.62}" width="${width * 0.4}" height="${height * 0.1}" rx="8" fill="#7c2d12"/>`;
    body += people(3, width * 0.5, height, ['#1f2937', '#b91c1c', '#1f2937']).replace(
      /translate\((\d+)/g,
      (_match, x) => `translate(${Number(x) + width * 0.5}`,
    );
  } else {
    body += `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${ground}"/>`;
    body += plane(width * 0.05, height * 0.12, width / 1700, '#ffffffee');
    body += people(7, width, height, ['#b91c1c', '#1f2937', '#7f1d1d', '#1e3a8a']);
    for (let i = 0; i < 40; i++)
      body += `<rect x="${(random() * width).toFixed(0)}" y="${(random() * height * 0.5).toFixed(0)}" width="10" height="16" fill="${['#f59e0b', '#fde68a', '#ffffff', '#fca5a5'][i % 4]}" transform="rotate(${(random() * 90).toFixed(0)})"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

const HERO = [
  { sky: ['#1e3a8a', '#f97316'], ground: '#4b5563', variant: 'runway' },
  { sky: ['#7f1d1d', '#fca5a5'], ground: '#78350f', variant: 'hotel' },
  { sky: ['#0f172a', '#60a5fa'], ground: '#1f2937', variant: 'city' },
  { sky: ['#450a0a', '#f59e0b'], ground: '#7f1d1d', variant: 'celebrate' },
];
for (const [index, slide] of HERO.entries()) {
  await jpeg(`hero/slide-${index + 1}.jpg`, scene({ width: 1600, height: 700, ...slide }), 70);
}
await jpeg(
  'hero/mobile.jpg',
  scene({ width: 780, height: 1000, sky: ['#1e3a8a', '#fb923c'], ground: '#374151', variant: 'runway' }),
  70,
);
await jpeg(
  'og-image.jpg',
  scene({ width: 1200, height: 630, sky: ['#7f1d1d', '#f59e0b'], ground: '#450a0a', variant: 'runway' }).replace(
    '</svg>',
    `<rect x="60" y="60" width="640" height="150" rx="16" fill="#ffffffee"/><text x="90" y="130" ${FONT} font-size="52" font-weight="700" fill="#7f1d1d">Skyline Institute</text><text x="92" y="180" ${FONT} font-size="24" fill="#1f2937">Aviation · Tourism · Hospitality</text></svg>`,
  ),
  75,
);
await jpeg(
  'about/campus.jpg',
  scene({ width: 800, height: 560, sky: ['#1e40af', '#bfdbfe'], ground: '#9ca3af', variant: 'city' }),
  72,
);

// ---------- avatars and portraits ----------
const SKIN = ['#f1c7a5', '#e0ac69', '#c68642', '#f3d2b3', '#d8a47f', '#b97a56'];
const BACKDROP = ['#fee2e2', '#dbeafe', '#fef3c7', '#dcfce7', '#ede9fe', '#fce7f3', '#e0f2fe', '#ffedd5'];
const portrait = (
  width,
  height,
  i,
  outfit,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 360">
  <rect width="320" height="360" fill="${BACKDROP[i % BACKDROP.length]}"/>
  <path d="M40 360 C 40 250, 280 250, 280 360 Z" fill="${outfit}"/>
  <path d="M130 262 L 160 310 L 190 262 Z" fill="#ffffff"/>
  <rect x="140" y="200" width="40" height="60" fill="${SKIN[i % SKIN.length]}"/>
  <ellipse cx="160" cy="160" rx="62" ry="72" fill="${SKIN[i % SKIN.length]}"/>
  <path d="M96 160 C 90 70, 230 70, 224 160 C 214 110, 110 110, 96 160 Z" fill="${i % 2 ? '#1c1917' : '#3f2a1d'}"/>
  ${i % 2 === 0 ? '<path d="M96 150 C 86 220, 100 250, 112 262 L 118 170 Z M224 150 C 234 220, 220 250, 208 262 L 202 170 Z" fill="#3f2a1d"/>' : ''}
  <circle cx="138" cy="165" r="5" fill="#1f2937"/><circle cx="182" cy="165" r="5" fill="#1f2937"/>
  <path d="M140 198 Q 160 212 180 198" stroke="#9f1239" stroke-width="4" fill="none" stroke-linecap="round"/>
</svg>`;
const OUTFITS = ['#b91c1c', '#1e3a8a', '#111827', '#7f1d1d', '#0f766e', '#1f2937', '#9f1239', '#334155'];
for (let i = 0; i < 8; i++) await jpeg(`achievers/${i + 1}.jpg`, portrait(320, 360, i, OUTFITS[i]), 74);
for (let i = 0; i < 6; i++)
  await jpeg(`testimonials/${i + 1}.jpg`, portrait(192, 216, i + 2, OUTFITS[(i + 3) % 8]), 74);
await jpeg('about/director.jpg', portrait(480, 540, 1, '#111827'), 76);

// ---------- course pictures ----------
const COURSES = {
  spam: { colors: ['#1e3a8a', '#60a5fa'], label: 'SPAM', sub: 'Airport Management', variant: 'runway' },
  spth: { colors: ['#065f46', '#6ee7b7'], label: 'SPTH', sub: 'Tourism & Hospitality', variant: 'city' },
  sphats: {
    colors: ['#7f1d1d', '#fca5a5'],
    label: 'SPHATS',
    sub: 'Hospitality, Aviation & Tourism',
    variant: 'runway',
  },
  sphm: { colors: ['#78350f', '#fcd34d'], label: 'SPHM', sub: 'Hotel Management', variant: 'hotel' },
  chm: { colors: ['#4c1d95', '#c4b5fd'], label: 'CHM', sub: 'Certificate in Hotel Management', variant: 'hotel' },
  bba: { colors: ['#450a0a', '#f87171'], label: 'BBA', sub: 'Tourism, Aviation & Hospitality', variant: 'celebrate' },
  bbm: { colors: ['#0f172a', '#94a3b8'], label: 'BBM', sub: 'Tourism, Aviation & Hospitality', variant: 'city' },
};
for (const [id, course] of Object.entries(COURSES)) {
  const svg = scene({
    width: 800,
    height: 480,
    sky: course.colors,
    ground: '#1f2937',
    variant: course.variant,
  }).replace(
    '</svg>',
    `<rect x="32" y="330" width="${Math.max(260, course.sub.length * 15 + 40)}" height="118" rx="14" fill="#000000aa"/>
     <text x="56" y="392" ${FONT} font-size="50" font-weight="700" fill="#fff">${course.label}</text>
     <text x="58" y="428" ${FONT} font-size="22" fill="#f3f4f6">${escapeXml(course.sub)}</text></svg>`,
  );
  await jpeg(`courses/${id}.jpg`, svg, 72);
}

// ---------- partner wordmarks ----------
const wordmark = (name, color, accent, italic = false) => {
  // DejaVu Sans Bold averages about 0.68 em per letter; keep the name inside the 172 px underline.
  const size = Math.min(28, Math.floor(172 / (name.length * 0.68)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80">
  <rect width="200" height="80" fill="#ffffff"/>
  <rect x="14" y="58" width="172" height="4" rx="2" fill="${accent}"/>
  <text x="100" y="46" text-anchor="middle" ${FONT} font-size="${size}" font-weight="700" ${italic ? 'font-style="italic"' : ''} fill="${color}">${escapeXml(name)}</text>
</svg>`;
};
const RECRUITERS = [
  ['air-india', 'Air India', '#b91c1c', '#f59e0b'],
  ['indigo', 'IndiGo', '#1e3a8a', '#1e3a8a', true],
  ['spicejet', 'SpiceJet', '#b91c1c', '#f59e0b'],
  ['akasa-air', 'Akasa Air', '#c2410c', '#7c2d12'],
  ['vistara', 'Vistara', '#581c87', '#b45309'],
  ['emirates', 'Emirates', '#991b1b', '#b45309', true],
  ['qatar-airways', 'Qatar Airways', '#6b2139', '#6b2139'],
  ['etihad-airways', 'Etihad Airways', '#78350f', '#a16207'],
  ['taj-hotels', 'Taj Hotels', '#78350f', '#ca8a04'],
  ['itc-hotels', 'ITC Hotels', '#1f2937', '#b45309'],
  ['oberoi', 'The Oberoi Group', '#111827', '#a16207'],
  ['marriott', 'Marriott', '#9f1239', '#1f2937', true],
  ['hyatt', 'Hyatt', '#1e3a8a', '#1e3a8a'],
  ['radisson', 'Radisson', '#1f2937', '#2563eb'],
  ['makemytrip', 'MakeMyTrip', '#b91c1c', '#1d4ed8'],
  ['thomas-cook', 'Thomas Cook', '#1e40af', '#f59e0b'],
];
for (const [slug, name, color, accent, italic] of RECRUITERS)
  write(`recruiters/${slug}.svg`, wordmark(name, color, accent, italic));
const BANKS = [
  ['sbi', 'State Bank of India', '#1e3a8a', '#0ea5e9'],
  ['pnb', 'Punjab National Bank', '#9f1239', '#f59e0b'],
  ['bank-of-baroda', 'Bank of Baroda', '#c2410c', '#c2410c'],
  ['canara-bank', 'Canara Bank', '#1e40af', '#f59e0b'],
  ['hdfc-bank', 'HDFC Bank', '#1e3a8a', '#b91c1c'],
  ['axis-bank', 'Axis Bank', '#881337', '#881337'],
];
for (const [slug, name, color, accent] of BANKS) write(`banks/${slug}.svg`, wordmark(name, color, accent));

// ---------- the prospectus: a real multi-page PDF of full-page JPEG images ----------
const PAGE_W = 1654; // A4 at 200 dpi
const PAGE_H = 2339;
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
async function prospectusPage(index, quality) {
  const [title, subtitle] = PAGES[index];
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
    <text x="140" y="1430" ${FONT} font-size="84" font-weight="700" fill="#7f1d1d">${escapeXml(title)}</text>
    <text x="140" y="1500" ${FONT} font-size="36" fill="#374151">${escapeXml(subtitle)}</text>
    ${lines}
    <text x="140" y="2260" ${FONT} font-size="28" fill="#6b7280">Skyline Institute · Page ${index + 1} of ${PAGES.length}</text>
  </svg>`;
  // Film grain gives the pages a photographic texture (and a printed brochure's file size).
  // Seeded (not sharp's random noise), so the PDF is byte-for-byte the same on every run.
  const pixels = Buffer.alloc(PAGE_W * PAGE_H * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.round(((random() + random() + random()) / 3) * 255);
  const grain = await sharp(pixels, { raw: { width: PAGE_W, height: PAGE_H, channels: 3 } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(page))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

function buildPdf(images) {
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add(null);
  const pagesRef = add(null);
  const pageRefs = [];
  const widthPt = 595.28;
  const heightPt = 841.89;
  for (const image of images) {
    const imageRef = add({
      dict: `<< /Type /XObject /Subtype /Image /Width ${PAGE_W} /Height ${PAGE_H} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${image.length} >>`,
      stream: image,
    });
    const draw = Buffer.from(`q ${widthPt} 0 0 ${heightPt} 0 0 cm /Im0 Do Q`);
    const contentRef = add({ dict: `<< /Length ${draw.length} >>`, stream: draw });
    pageRefs.push(
      add(
        `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${widthPt} ${heightPt}] /Resources << /XObject << /Im0 ${imageRef} 0 R >> >> /Contents ${contentRef} 0 R >>`,
      ),
    );
  }
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

const TARGET = 5 * 1024 * 1024;
let quality = 60;
let pdf;
for (let attempt = 0; attempt < 6; attempt++) {
  seed = 4242;
  const images = [];
  for (let i = 0; i < PAGES.length; i++) images.push(await prospectusPage(i, quality));
  pdf = buildPdf(images);
  const ratio = pdf.length / TARGET;
  if (ratio > 0.92 && ratio < 1.08) break;
  quality = Math.max(20, Math.min(95, Math.round(quality / ratio ** 0.7)));
}
mkdirSync(path.join(root, 'files'), { recursive: true });
writeFileSync(path.join(root, 'files/prospectus.pdf'), pdf);
console.log(
  `images written to ${out}; prospectus.pdf ${(pdf.length / 1024 / 1024).toFixed(2)} MB (JPEG quality ${quality})`,
);
