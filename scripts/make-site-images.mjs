// Draws the public site's own images (logo, hero slides, partner wordmarks, avatars, course pictures) as SVG and
// rasterises them with sharp into public-site/public/images/site/. (The prospectus PDF is made by the build:
// scripts/make-prospectus.mjs.)
// Run: node scripts/make-site-images.mjs   (deterministic: the same files every time)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { escapeXml, FONT, HERO, scene } from './site-art.mjs';

const root = path.resolve(import.meta.dirname, '../public-site/public');
const out = path.join(root, 'images/site');

const write = (relative, data) => {
  const file = path.join(out, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  return file;
};
const jpeg = async (relative, svg, quality = 72) =>
  write(relative, await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer());

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

// ---------- scenes (scripts/site-art.mjs) ----------
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
// Each wordmark as SVG and, for the pages, as a bitmap at twice its size (see the logo above).
const partner = async (relative, svg) => {
  write(`${relative}.svg`, svg);
  write(`${relative}.webp`, await sharp(Buffer.from(svg), { density: 144 }).webp({ lossless: true }).toBuffer());
};
for (const [slug, name, color, accent, italic] of RECRUITERS)
  await partner(`recruiters/${slug}`, wordmark(name, color, accent, italic));
const BANKS = [
  ['sbi', 'State Bank of India', '#1e3a8a', '#0ea5e9'],
  ['pnb', 'Punjab National Bank', '#9f1239', '#f59e0b'],
  ['bank-of-baroda', 'Bank of Baroda', '#c2410c', '#c2410c'],
  ['canara-bank', 'Canara Bank', '#1e40af', '#f59e0b'],
  ['hdfc-bank', 'HDFC Bank', '#1e3a8a', '#b91c1c'],
  ['axis-bank', 'Axis Bank', '#881337', '#881337'],
];
for (const [slug, name, color, accent] of BANKS) await partner(`banks/${slug}`, wordmark(name, color, accent));

console.log(`images written to ${out}`);
