// Six student testimonials (loaded lazily, after the rest of the home page).
import { DEFAULT_LANGUAGE } from '../../../common/languages';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { formatNumber, useLanguage, useT } from '../../i18n/i18n';
import { TESTIMONIALS } from './data';

/** Icon.tsx's star (24 units square) in absolute coordinates, so that a row of them can be one path. */
const STAR = [
  [12, 17.3],
  [18.2, 21],
  [16.6, 14],
  [22, 9.3],
  [14.8, 8.7],
  [12, 2],
  [9.2, 8.7],
  [2, 9.3],
  [7.4, 14],
  [5.8, 21],
];
const STAR_PX = 16;
/** The gap the stars had as separate icons (0.15rem), in the icon's units (24 units to 16 px). */
const STAR_GAP = 0.15 * 16 * (24 / STAR_PX);

/**
 * A rating's stars as one SVG with one path, drawn exactly as the row of star icons was: six cards of five icons
 * were 60 elements for the browser to style and lay out during the page's load, now 12.
 */
function Stars({ count }: { count: number }) {
  const step = 24 + STAR_GAP;
  const d = Array.from(
    { length: count },
    (_, index) => `M${STAR.map(([x, y]) => `${Math.round((x + index * step) * 100) / 100} ${y}`).join(' ')}z`,
  ).join('');
  const units = count * 24 + Math.max(0, count - 1) * STAR_GAP;
  return (
    <svg
      width={(units * STAR_PX) / 24}
      height={STAR_PX}
      viewBox={`0 0 ${Math.round(units * 100) / 100} 24`}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export default function Testimonials() {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="section section--tinted testimonials" aria-labelledby="testimonials-heading">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__eyebrow">{t('home.testimonials.eyebrow')}</p>
          <h2 id="testimonials-heading">{t('home.testimonials.title')}</h2>
        </div>
        <ul className="testimonials__grid">
          {TESTIMONIALS.map((item) => (
            <li key={item.id} className="testimonial-card">
              <p
                className="testimonial-card__rating"
                role="img"
                aria-label={t('home.testimonials.rating', { rating: formatNumber(language, item.rating) })}
              >
                <Stars count={item.rating} />
              </p>
              <blockquote>{t(item.testimonial)}</blockquote>
              <div className="testimonial-card__person">
                <ResponsiveImage
                  src={item.image}
                  alt={item.name}
                  width={96}
                  height={96}
                  className="testimonial-card__photo"
                />
                {/* Names, job titles and companies stay as they are written, in English. */}
                <div lang={language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE}>
                  <strong>{item.name}</strong>
                  <span>{item.designation}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
