// Draws every picture the demo content (seeds/) points at: blog covers, gallery photos, video thumbnails,
// people avatars and company word marks. Made from SVG with sharp, so nothing is copied from stock sites
// and a re-run gives the same files.
// Run: node scripts/make-demo-images.mjs  (writes public-site/public/images/demo/{blog,people,logos,gallery,videos})
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..', 'public-site', 'public', 'images', 'demo');
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
const JPEG = { quality: 70, mozjpeg: true };

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Deterministic pseudo-random numbers so the clouds and confetti land in the same place on every run.
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** [dark, mid, accent] per theme. */
const PALETTES = {
  sky: ['#0c4a6e', '#0284c7', '#fbbf24'],
  dusk: ['#312e81', '#7c3aed', '#fb923c'],
  teal: ['#134e4a', '#0d9488', '#fde68a'],
  wine: ['#4c0519', '#be123c', '#fcd34d'],
  forest: ['#14532d', '#15803d', '#fef08a'],
  slate: ['#0f172a', '#334155', '#f59e0b'],
  amber: ['#7c2d12', '#d97706', '#fef3c7'],
  navy: ['#172554', '#1d4ed8', '#f472b6'],
};

// ---- Motifs: simple shapes drawn around (0,0), placed by translate/scale. -------------------------------

const motifs = {
  plane: (c) => `<g fill="${c}">
    <path d="M-220,0 C-220,-22 -190,-30 -150,-30 L150,-30 C200,-30 240,-14 250,0 C240,14 200,30 150,30 L-150,30 C-190,30 -220,22 -220,0 Z"/>
    <path d="M-20,-25 L80,-170 L125,-170 L70,-25 Z"/>
    <path d="M-20,25 L80,170 L125,170 L70,25 Z"/>
    <path d="M-200,-20 L-235,-100 L-195,-100 L-150,-25 Z"/>
    <circle cx="205" cy="-6" r="9" fill="#ffffff" opacity="0.7"/>
  </g>`,
  building: (c) => `<g fill="${c}">
    <rect x="-200" y="-180" width="400" height="260" rx="6"/>
    <rect x="-240" y="80" width="480" height="20" rx="4"/>
    ${[-150, -75, 0, 75, 150]
      .flatMap((x) =>
        [-140, -70].map((y) => `<rect x="${x - 22}" y="${y}" width="44" height="46" fill="#ffffff" opacity="0.55"/>`),
      )
      .join('')}
    <rect x="-40" y="0" width="80" height="80" fill="#ffffff" opacity="0.75"/>
  </g>`,
  hotel: (c) => `<g fill="${c}">
    <path d="M-150,60 A150,150 0 0 1 150,60 Z"/>
    <rect x="-190" y="60" width="380" height="22" rx="6"/>
    <circle cx="0" cy="-100" r="16"/>
    <rect x="-6" y="-88" width="12" height="22"/>
  </g>`,
  trophy: (c) => `<g fill="${c}">
    <path d="M-90,-140 h180 v60 a90,90 0 0 1 -180,0 z"/>
    <path d="M-90,-125 h-45 a45,45 0 0 0 45,75 z" fill="none" stroke="${c}" stroke-width="14"/>
    <path d="M90,-125 h45 a45,45 0 0 1 -45,75 z" fill="none" stroke="${c}" stroke-width="14"/>
    <rect x="-18" y="10" width="36" height="60"/>
    <rect x="-70" y="70" width="140" height="26" rx="6"/>
    <rect x="-90" y="96" width="180" height="24" rx="6" opacity="0.85"/>
  </g>`,
  cap: (c) => `<g fill="${c}">
    <path d="M0,-110 L230,-30 L0,50 L-230,-30 Z"/>
    <path d="M-140,5 L-140,90 C-80,140 80,140 140,90 L140,5 L0,55 Z" opacity="0.85"/>
    <path d="M200,-20 L200,90" stroke="${c}" stroke-width="10"/>
    <circle cx="200" cy="100" r="16"/>
  </g>`,
  chart: (c) => `<g fill="${c}">
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${-220 + i * 90}" y="${80 - (i + 1) * 45}" width="60" height="${(i + 1) * 45}" rx="6" opacity="${0.55 + i * 0.1}"/>`).join('')}
    <path d="M-200,-40 L-110,-70 L-20,-60 L70,-130 L170,-190" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/>
    <rect x="-240" y="80" width="480" height="10" rx="4"/>
  </g>`,
  globe: (c) => `<g fill="none" stroke="${c}" stroke-width="12">
    <circle cx="0" cy="0" r="150"/>
    <ellipse cx="0" cy="0" rx="70" ry="150"/>
    <path d="M-150,0 H150 M-130,-75 H130 M-130,75 H130"/>
    <path d="M-250,60 C-120,-220 140,-230 260,-40" stroke-dasharray="18 14" stroke-width="8"/>
  </g>`,
  people: (c) => `<g fill="${c}">
    ${[-180, -60, 60, 180]
      .map(
        (x, i) =>
          `<g transform="translate(${x} ${i % 2 ? 10 : 0})"><circle cx="0" cy="-70" r="40"/><path d="M-62,80 C-62,-10 62,-10 62,80 Z"/></g>`,
      )
      .join('')}
  </g>`,
  stage: (c) => `<g fill="${c}">
    <rect x="-260" y="40" width="520" height="60" rx="6"/>
    <path d="M-260,-170 C-200,-60 -200,-60 -240,40 L-280,40 L-280,-170 Z" opacity="0.8"/>
    <path d="M260,-170 C200,-60 200,-60 240,40 L280,40 L280,-170 Z" opacity="0.8"/>
    <rect x="-30" y="-40" width="60" height="80" rx="8"/>
    <circle cx="0" cy="-75" r="30"/>
  </g>`,
  suitcase: (c) => `<g fill="${c}">
    <rect x="-170" y="-90" width="340" height="210" rx="24"/>
    <path d="M-60,-90 V-140 H60 V-90" fill="none" stroke="${c}" stroke-width="18"/>
    <rect x="-170" y="-10" width="340" height="14" fill="#ffffff" opacity="0.5"/>
  </g>`,
  badge: (c) => `<g fill="${c}">
    <rect x="-130" y="-150" width="260" height="330" rx="24"/>
    <rect x="-40" y="-180" width="80" height="50" rx="10"/>
    <circle cx="0" cy="-40" r="55" fill="#ffffff" opacity="0.6"/>
    <rect x="-90" y="50" width="180" height="22" rx="8" fill="#ffffff" opacity="0.6"/>
    <rect x="-70" y="95" width="140" height="18" rx="8" fill="#ffffff" opacity="0.45"/>
  </g>`,
  tray: (c) => `<g fill="${c}">
    <path d="M-150,40 A150,150 0 0 1 150,40 Z"/>
    <rect x="-190" y="40" width="380" height="20" rx="6"/>
    <path d="M-80,120 L80,120 L60,170 L-60,170 Z" opacity="0.8"/>
    <path d="M-40,-180 C-60,-150 -20,-140 -40,-110 M20,-190 C0,-160 40,-150 20,-120" fill="none" stroke="${c}" stroke-width="8"/>
  </g>`,
  train: (c) => `<g fill="${c}">
    <rect x="-220" y="-90" width="300" height="150" rx="18"/>
    <rect x="80" y="-40" width="140" height="100" rx="12"/>
    <rect x="110" y="-110" width="40" height="70"/>
    ${[-180, -110, -40].map((x) => `<rect x="${x}" y="-60" width="50" height="50" fill="#ffffff" opacity="0.55"/>`).join('')}
    ${[-170, -60, 60, 170].map((x) => `<circle cx="${x}" cy="80" r="32"/>`).join('')}
  </g>`,
};

// ---- Scenes ---------------------------------------------------------------------------------------------

function mountains(width, height, colour) {
  const base = height * 0.78;
  return `<path d="M0,${base} L${width * 0.12},${base - 120} L${width * 0.24},${base - 40} L${width * 0.38},${base - 190}
    L${width * 0.52},${base - 60} L${width * 0.66},${base - 150} L${width * 0.8},${base - 50} L${width * 0.92},${base - 110}
    L${width},${base - 30} L${width},${height} L0,${height} Z" fill="${colour}" opacity="0.35"/>`;
}

function clouds(random, width, height) {
  let shapes = '';
  for (let index = 0; index < 6; index += 1) {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height * 0.45);
    const size = 30 + Math.round(random() * 40);
    shapes += `<g fill="#ffffff" opacity="${(0.12 + random() * 0.16).toFixed(2)}">
      <circle cx="${x}" cy="${y}" r="${size}"/><circle cx="${x + size}" cy="${y + 8}" r="${size * 0.8}"/>
      <circle cx="${x - size}" cy="${y + 10}" r="${size * 0.7}"/></g>`;
  }
  return shapes;
}

/**
 * A picture with no words in it: the pages print each title beside the image, and every card crops it its own
 * way (blog cards cut the foot, gallery tiles the sides), so drawn-in captions lost letters. The motif sits in
 * the middle, inside what every crop keeps.
 */
function scene({ width, height, palette, motif, seed, play = false }) {
  const [dark, mid, accent] = PALETTES[palette];
  const random = seeded(seed);
  const motifScale = (height / 800) * 0.95;
  const playButton = play
    ? `<g transform="translate(${width / 2} ${height / 2})"><circle r="78" fill="#000000" opacity="0.45"/>
       <path d="M-26,-40 L46,0 L-26,40 Z" fill="#ffffff"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/>
      </linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.4" r="0.6">
        <stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <rect width="${width}" height="${height}" fill="url(#glow)"/>
    ${clouds(random, width, height)}
    ${mountains(width, height, dark)}
    <g transform="translate(${width / 2} ${height * 0.45}) scale(${motifScale})" opacity="${play ? 0.6 : 0.92}">${motifs[motif](accent)}</g>
    ${playButton}
  </svg>`;
}

function avatar({ name, palette, seed, longHair }) {
  const [dark, mid, accent] = PALETTES[palette];
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const random = seeded(seed);
  const skin = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524'][Math.floor(random() * 4)];
  const hair = ['#1f1300', '#2d1b0e', '#3b2414'][Math.floor(random() * 3)];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/>
    </linearGradient></defs>
    <rect width="400" height="400" fill="url(#bg)"/>
    <circle cx="330" cy="70" r="120" fill="${accent}" opacity="0.18"/>
    ${longHair ? `<path d="M132,170 C116,240 122,290 140,300 L260,300 C278,290 284,240 268,170 Z" fill="${hair}"/>` : ''}
    <path d="M70,400 C70,300 130,262 200,262 C270,262 330,300 330,400 Z" fill="${dark}"/>
    <path d="M170,262 L200,310 L230,262 Z" fill="#ffffff" opacity="0.9"/>
    <rect x="178" y="215" width="44" height="52" rx="14" fill="${skin}"/>
    <ellipse cx="200" cy="170" rx="64" ry="74" fill="${skin}"/>
    <path d="M128,180 C112,66 288,66 272,180 C262,136 232,118 200,122 C168,118 138,136 128,180 Z" fill="${hair}"/>
    <circle cx="322" cy="330" r="50" fill="${accent}"/>
    <text x="322" y="347" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="700" fill="${dark}">${initials}</text>
  </svg>`;
}

function wordmark({ name, colour, background, shape }) {
  // Bold DejaVu runs about 0.7 em per letter; keep the name inside the 220 px beside the mark.
  const size = Math.min(38, Math.floor(220 / (name.length * 0.7)));
  const mark =
    shape === 'wing'
      ? `<path d="M24,58 L66,22 L78,22 L56,58 Z" fill="${colour}"/>`
      : shape === 'dome'
        ? `<path d="M22,62 A26,26 0 0 1 74,62 Z" fill="${colour}"/><rect x="18" y="62" width="60" height="6" rx="3" fill="${colour}"/>`
        : `<circle cx="48" cy="48" r="24" fill="none" stroke="${colour}" stroke-width="7"/><circle cx="48" cy="48" r="8" fill="${colour}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96" role="img" aria-label="${escapeXml(name)}">
  <rect width="320" height="96" rx="14" fill="${background}"/>
  ${mark}
  <text x="92" y="${48 + size / 3}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${colour}">${escapeXml(name)}</text>
</svg>
`;
}

// ---- What to draw ---------------------------------------------------------------------------------------

const BLOG = [
  ['cabin-crew-interview', 'sky', 'plane', 'Aviation', 'Cracking the cabin crew interview'],
  ['airport-ground-operations', 'navy', 'plane', 'Aviation', 'A day in airport ground operations'],
  ['bagdogra-airport-careers', 'dusk', 'plane', 'Aviation', 'Airport careers in North Bengal'],
  ['front-office-excellence', 'wine', 'hotel', 'Hospitality', 'Front office: the face of a hotel'],
  ['food-and-beverage-service', 'amber', 'tray', 'Hospitality', 'Food and beverage service basics'],
  ['housekeeping-standards', 'teal', 'hotel', 'Hospitality', 'Housekeeping standards that guests notice'],
  ['resume-for-freshers', 'slate', 'badge', 'Career Tips', 'A resume that gets you shortlisted'],
  ['grooming-and-personality', 'dusk', 'people', 'Career Tips', 'Grooming and personality development'],
  ['group-discussion-tips', 'forest', 'people', 'Career Tips', 'Group discussions without fear'],
  ['bba-or-certification', 'navy', 'cap', 'Education', 'Degree or certification: how to choose'],
  ['education-loans-explained', 'teal', 'cap', 'Education', 'Education loans, explained simply'],
  ['indian-aviation-outlook', 'sky', 'chart', 'Industry News', 'Indian aviation: the hiring outlook'],
  ['north-bengal-tourism-boom', 'forest', 'globe', 'Industry News', 'Tourism in North Bengal and Sikkim'],
  ['hotel-industry-hiring', 'amber', 'chart', 'Industry News', 'Hotels are hiring again'],
];

const GALLERY = [
  ['cabin-mock-drill', 'sky', 'plane', 'Training', 'Cabin safety mock drill'],
  ['grooming-session', 'dusk', 'people', 'Training', 'Grooming and etiquette session'],
  ['ticketing-lab', 'navy', 'globe', 'Training', 'Airline ticketing lab'],
  ['restaurant-service-practice', 'amber', 'tray', 'Training', 'Restaurant service practice'],
  ['siliguri-campus', 'forest', 'building', 'Campus', 'Siliguri campus, Hakimpara'],
  ['kolkata-campus', 'slate', 'building', 'Campus', 'Kolkata campus, Kamarhati'],
  ['library', 'teal', 'cap', 'Campus', 'Library and reading room'],
  ['computer-lab', 'navy', 'chart', 'Campus', 'Computer and GDS lab'],
  ['convocation', 'wine', 'cap', 'Events', 'Annual convocation'],
  ['world-tourism-day', 'forest', 'globe', 'Events', 'World Tourism Day celebration'],
  ['freshers-welcome', 'dusk', 'stage', 'Events', 'Freshers welcome'],
  ['placement-felicitation', 'amber', 'trophy', 'Achievements', 'Placement felicitation'],
  ['excellence-award', 'wine', 'trophy', 'Achievements', 'Excellence in skill education award'],
  ['top-batch', 'sky', 'people', 'Achievements', 'Top batch of the year'],
  ['bagdogra-airport-visit', 'sky', 'plane', 'Industrial Visit', 'Visit to Bagdogra Airport'],
  ['hotel-kitchen-visit', 'amber', 'hotel', 'Industrial Visit', 'Five-star hotel kitchen tour'],
  ['toy-train-heritage-visit', 'forest', 'train', 'Industrial Visit', 'Darjeeling Himalayan Railway study tour'],
  ['hotel-internship', 'teal', 'badge', 'Internship', 'Front office internship'],
  ['airport-internship', 'navy', 'badge', 'Internship', 'Airport customer service internship'],
  ['travel-desk-internship', 'slate', 'suitcase', 'Internship', 'Travel desk internship'],
];

const VIDEOS = [
  ['campus-tour', 'forest', 'building', 'Campus', 'Campus tour: Siliguri'],
  ['cabin-crew-training', 'sky', 'plane', 'Training', 'Inside cabin crew training'],
  ['convocation-highlights', 'wine', 'cap', 'Events', 'Convocation highlights'],
  ['airport-visit', 'navy', 'plane', 'Industrial Visit', 'Students at Bagdogra Airport'],
  ['alumni-stories', 'amber', 'trophy', 'Achievements', 'Alumni success stories'],
  ['internship-diaries', 'teal', 'badge', 'Internship', 'Internship diaries: hotels'],
  ['mock-interview', 'dusk', 'people', 'Training', 'Mock interview day'],
];

const PEOPLE = [
  // Blog authors (faculty and staff).
  ['ananya-chakraborty', 'Ananya Chakraborty', 'sky', 'long'],
  ['rajesh-sharma', 'Rajesh Sharma', 'slate'],
  ['priya-gurung', 'Priya Gurung', 'wine', 'long'],
  ['sourav-banerjee', 'Sourav Banerjee', 'navy'],
  ['meenakshi-roy', 'Meenakshi Roy', 'teal', 'long'],
  // Achievers.
  ['riya-sharma', 'Riya Sharma', 'navy', 'long'],
  ['arjun-tamang', 'Arjun Tamang', 'wine'],
  ['sneha-das', 'Sneha Das', 'amber', 'long'],
  ['rahul-ghosh', 'Rahul Ghosh', 'dusk'],
  ['pooja-thapa', 'Pooja Thapa', 'teal', 'long'],
  ['aniket-roy', 'Aniket Roy', 'sky'],
  ['priyanka-sen', 'Priyanka Sen', 'forest', 'long'],
  ['sagar-mukherjee', 'Sagar Mukherjee', 'slate'],
  // Placements.
  ['ishita-bose', 'Ishita Bose', 'dusk', 'long'],
  ['karan-lama', 'Karan Lama', 'amber'],
  ['tanya-agarwal', 'Tanya Agarwal', 'wine', 'long'],
  ['debjit-saha', 'Debjit Saha', 'navy'],
  ['nisha-pradhan', 'Nisha Pradhan', 'forest', 'long'],
  ['sameer-alam', 'Sameer Alam', 'sky'],
];

const LOGOS = [
  ['indigo', 'IndiGo', '#ffffff', '#1a1f71', 'wing'],
  ['air-india', 'Air India', '#d7263d', '#fff5f5', 'wing'],
  ['akasa-air', 'Akasa Air', '#ff6a13', '#fff7ed', 'wing'],
  ['spicejet', 'SpiceJet', '#e11d48', '#fff1f2', 'wing'],
  ['ai-sats', 'AI SATS', '#7c2d12', '#fef3c7', 'ring'],
  ['taj-hotels', 'Taj Hotels', '#8a6d1f', '#fffbeb', 'dome'],
  ['itc-hotels', 'ITC Hotels', '#1e3a8a', '#eff6ff', 'dome'],
  ['oberoi', 'The Oberoi', '#111827', '#f9fafb', 'dome'],
  ['marriott', 'Marriott', '#9f1239', '#fff1f2', 'dome'],
  ['mayfair', 'Mayfair Hotels', '#065f46', '#ecfdf5', 'dome'],
  ['thomas-cook', 'Thomas Cook', '#1d4ed8', '#fefce8', 'ring'],
  ['makemytrip', 'MakeMyTrip', '#dc2626', '#eff6ff', 'ring'],
];

// ---- Write ----------------------------------------------------------------------------------------------

for (const folder of ['blog', 'people', 'logos', 'gallery', 'videos'])
  mkdirSync(path.join(root, folder), { recursive: true });

let seed = 7;
const nextSeed = () => {
  seed += 13;
  return seed;
};
const jobs = [];
// The label and caption of each entry say what its picture shows; the page prints the real title beside it.
for (const [file, palette, motif] of BLOG) {
  const svg = scene({ width: 1200, height: 800, palette, motif, seed: nextSeed() });
  jobs.push(
    sharp(Buffer.from(svg))
      .jpeg(JPEG)
      .toFile(path.join(root, 'blog', `${file}.jpg`)),
  );
}
for (const [file, palette, motif] of GALLERY) {
  const svg = scene({ width: 1200, height: 800, palette, motif, seed: nextSeed() });
  jobs.push(
    sharp(Buffer.from(svg))
      .jpeg(JPEG)
      .toFile(path.join(root, 'gallery', `${file}.jpg`)),
  );
}
for (const [file, palette, motif] of VIDEOS) {
  const svg = scene({ width: 1200, height: 675, palette, motif, seed: nextSeed(), play: true });
  jobs.push(
    sharp(Buffer.from(svg))
      .jpeg(JPEG)
      .toFile(path.join(root, 'videos', `${file}.jpg`)),
  );
}
for (const [file, name, palette, hair] of PEOPLE) {
  const svg = avatar({ name, palette, seed: nextSeed(), longHair: hair === 'long' });
  jobs.push(
    sharp(Buffer.from(svg))
      .webp({ quality: 72 })
      .toFile(path.join(root, 'people', `${file}.webp`)),
  );
}
// Pages show the bitmap (an SVG image costs a phone a whole document on the main thread, 15-40 ms each); the SVG
// stays for anything that scales it. 320 x 96 is over three times the 28 px height a card shows it at.
for (const [file, name, colour, background, shape] of LOGOS) {
  const svg = wordmark({ name, colour, background, shape });
  writeFileSync(path.join(root, 'logos', `${file}.svg`), svg);
  jobs.push(
    sharp(Buffer.from(svg))
      .webp({ lossless: true })
      .toFile(path.join(root, 'logos', `${file}.webp`)),
  );
}
await Promise.all(jobs);
console.log(
  `wrote ${BLOG.length} blog covers, ${GALLERY.length} gallery photos, ${VIDEOS.length} thumbnails, ${PEOPLE.length} avatars, ${LOGOS.length} logos`,
);
