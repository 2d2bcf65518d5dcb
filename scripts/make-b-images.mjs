// Draws the artwork of the awards and placements pages (award photos, hero, graduate portraits, recruiter marks)
// with sharp from SVG, so the repository ships real images without third-party stock photos.
// Run: node scripts/make-b-images.mjs  (writes public-site/public/images/awards/ and public-site/public/images/b/)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..', 'public-site', 'public', 'images');
const awardsDir = path.join(root, 'awards');
const graduatesDir = path.join(root, 'b', 'graduates');
const recruitersDir = path.join(root, 'b', 'recruiters');
for (const dir of [awardsDir, graduatesDir, recruitersDir]) mkdirSync(dir, { recursive: true });

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Deterministic pseudo-random numbers so a re-run gives byte-identical pictures.
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const palettes = [
  ['#7f1d1d', '#dc2626', '#fbbf24'],
  ['#1e3a8a', '#2563eb', '#fcd34d'],
  ['#14532d', '#16a34a', '#fde68a'],
  ['#581c87', '#9333ea', '#fbbf24'],
  ['#0f172a', '#334155', '#f59e0b'],
  ['#7c2d12', '#ea580c', '#fef3c7'],
  ['#134e4a', '#0d9488', '#fde047'],
];

function trophy(cx, cy, scale, gold) {
  return `<g transform="translate(${cx} ${cy}) scale(${scale})" fill="${gold}">
    <path d="M-60,-90 h120 v40 a60,60 0 0 1 -120,0 z"/>
    <path d="M-60,-80 h-30 a30,30 0 0 0 30,50 z" fill="none" stroke="${gold}" stroke-width="10"/>
    <path d="M60,-80 h30 a30,30 0 0 1 -30,50 z" fill="none" stroke="${gold}" stroke-width="10"/>
    <rect x="-12" y="8" width="24" height="40"/>
    <rect x="-45" y="48" width="90" height="18" rx="4"/>
    <rect x="-60" y="66" width="120" height="16" rx="4" opacity="0.85"/>
    <circle cx="0" cy="-55" r="16" fill="#ffffff" opacity="0.35"/>
  </g>`;
}

function confetti(random, width, height, count, colours) {
  let shapes = '';
  for (let index = 0; index < count; index += 1) {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const size = 3 + Math.round(random() * 7);
    const colour = colours[index % colours.length];
    shapes += `<circle cx="${x}" cy="${y}" r="${size}" fill="${colour}" opacity="${(0.25 + random() * 0.5).toFixed(2)}"/>`;
  }
  return shapes;
}

async function writeWebp(svg, file, width, height) {
  await sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 78 }).toFile(file);
}

// Award photos: one per award card, numbered like the cards.
const awardLabels = [
  'Best Aviation Institute',
  'Hospitality Excellence',
  'Placement Record',
  'Emerging Institute',
  'Skill Development',
  'Cabin Crew Training',
  'Industry Partnership',
  'Student Achievement',
  'Academic Excellence',
  'Innovation in Teaching',
  'Hotel Management',
  'Tourism Education',
  'Community Service',
];
for (const [index, label] of awardLabels.entries()) {
  const [dark, mid, gold] = palettes[index % palettes.length];
  const random = seeded(index + 11);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
    <radialGradient id="spot" cx="0.5" cy="0.4" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/>
    <rect width="800" height="600" fill="url(#spot)"/>
    ${confetti(random, 800, 600, 60, [gold, '#ffffff'])}
    ${trophy(400, 270, 1.6, gold)}
    <text x="400" y="520" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>
  </svg>`;
  await writeWebp(svg, path.join(awardsDir, `award-${String(index + 1).padStart(2, '0')}.webp`), 800, 600);
}

// Awards hero: a stage with three trophies.
{
  const random = seeded(99);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="700" viewBox="0 0 1600 700">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#450a0a"/><stop offset="1" stop-color="#b91c1c"/></linearGradient>
    <radialGradient id="spot" cx="0.5" cy="0.3" r="0.6"><stop offset="0" stop-color="#fde68a" stop-opacity="0.45"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient></defs>
    <rect width="1600" height="700" fill="url(#g)"/>
    <rect width="1600" height="700" fill="url(#spot)"/>
    ${confetti(random, 1600, 700, 160, ['#fbbf24', '#ffffff', '#fca5a5'])}
    <rect x="0" y="600" width="1600" height="100" fill="#1c0505" opacity="0.6"/>
    ${trophy(560, 470, 1.3, '#f59e0b')}
    ${trophy(800, 430, 1.8, '#fbbf24')}
    ${trophy(1040, 470, 1.3, '#d97706')}
  </svg>`;
  await writeWebp(svg, path.join(awardsDir, 'hero.webp'), 1600, 700);
}

// Sample graduates: portrait placeholders with initials, shown when no featured placements are published.
const graduates = ['PS', 'RD', 'AB', 'SG', 'MR', 'TC'];
for (const [index, initials] of graduates.entries()) {
  const [dark, mid] = palettes[(index + 2) % palettes.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
    <rect width="400" height="400" fill="url(#g)"/>
    <circle cx="200" cy="160" r="80" fill="#ffffff" opacity="0.25"/>
    <path d="M60,400 a140,120 0 0 1 280,0 z" fill="#ffffff" opacity="0.25"/>
    <text x="200" y="185" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${initials}</text>
  </svg>`;
  await writeWebp(svg, path.join(graduatesDir, `graduate-${index + 1}.webp`), 400, 400);
}

// Recruiter word marks for the top recruiters (text on a tinted card, no copied artwork).
const recruiters = [
  ['indigo', 'IndiGo', '#1e3a8a'],
  ['air-india', 'Air India', '#b91c1c'],
  ['akasa-air', 'Akasa Air', '#ea580c'],
  ['taj-hotels', 'Taj Hotels', '#7c2d12'],
  ['itc-hotels', 'ITC Hotels', '#14532d'],
  ['oberoi', 'The Oberoi Group', '#0f172a'],
];
for (const [slug, name, colour] of recruiters) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 480 240">
    <rect width="480" height="240" rx="24" fill="#ffffff"/>
    <rect x="8" y="8" width="464" height="224" rx="20" fill="none" stroke="${colour}" stroke-width="4" opacity="0.3"/>
    <text x="240" y="138" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${name.length > 12 ? 40 : 52}" font-weight="700" fill="${colour}">${escapeXml(name)}</text>
  </svg>`;
  await writeWebp(svg, path.join(recruitersDir, `${slug}.webp`), 480, 240);
}

console.log('images written to', root);
