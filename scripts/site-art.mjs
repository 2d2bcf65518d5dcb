// The drawing helpers shared by the site's images (make-site-images.mjs) and the prospectus (make-prospectus.mjs):
// a seeded random generator, so every run draws the same files, and the illustrated scenes as SVG.

export const FONT = 'font-family="\'DejaVu Sans\', Arial, Helvetica, sans-serif"';

let seed = 20250122;
/** The next number of the seeded sequence, in [0, 1). */
export const random = () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};
/** Starts the sequence again from `value`. */
export const reseed = (value) => {
  seed = value;
};

export const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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

export function scene({ width, height, sky, ground, variant }) {
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

export const HERO = [
  { sky: ['#1e3a8a', '#f97316'], ground: '#4b5563', variant: 'runway' },
  { sky: ['#7f1d1d', '#fca5a5'], ground: '#78350f', variant: 'hotel' },
  { sky: ['#0f172a', '#60a5fa'], ground: '#1f2937', variant: 'city' },
  { sky: ['#450a0a', '#f59e0b'], ground: '#7f1d1d', variant: 'celebrate' },
];
