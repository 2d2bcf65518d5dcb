// /awards and /achievements: the institute's awards, its headline numbers, and the way to apply or read more.
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Reveal } from '../../components/Reveal';
import { SectionHeading } from '../../components/SectionHeading';
import styles from './awards.module.css';
import { AWARD_FIGURES, AWARDS, AWARDS_HERO_IMAGE, BROCHURE_URL } from './data';

export function AwardsPage() {
  return (
    <>
      <PageMeta
        title="Awards & Achievements"
        description="Awards and recognition for our aviation, tourism and hospitality education: 20+ awards, 500+ students featured, 50+ events and 18+ years of training professionals."
        url="/awards"
        image={AWARDS_HERO_IMAGE}
      />
      <PageHero
        title="Awards & Achievements"
        subtitle="Recognition earned by our students, faculty and institute over eighteen years of aviation and hospitality education."
        image={AWARDS_HERO_IMAGE}
      />

      <section className={`section ${styles.figures}`} aria-label="Our achievements in numbers">
        <div className="container">
          <ul className={styles.figuresGrid}>
            {AWARD_FIGURES.map((figure) => (
              <li key={figure.label} className={styles.figure}>
                <Icon name={figure.icon} size={30} />
                <p className={styles.figureValue}>{figure.value}</p>
                <p className={styles.figureLabel}>{figure.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="awards-list">
        <div className="container">
          <SectionHeading
            eyebrow="Recognition"
            title="Our Awards"
            intro="Honours from education bodies, industry forums and the community we serve."
            id="awards-list"
          />
          <ul className={styles.awards}>
            {AWARDS.map((award, index) => (
              <Reveal as="li" key={award.id} className={styles.award} delay={(index % 3) * 100}>
                <div className={styles.awardImage}>
                  <ResponsiveImage
                    src={award.image}
                    alt={award.title}
                    width={800}
                    height={600}
                    sizes="(max-width: 700px) 100vw, 380px"
                  />
                  {award.year !== null && (
                    <span className={styles.year} data-testid="award-year">
                      {award.year}
                    </span>
                  )}
                </div>
                <div className={styles.awardBody} data-testid="award-card">
                  <h3>{award.title}</h3>
                  <p>{award.subtitle}</p>
                </div>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section className={`section ${styles.cta}`} aria-labelledby="awards-cta">
        <div className="container">
          <h2 id="awards-cta">Be Part of Our Success Story</h2>
          <p>Train with an award-winning institute and start your career in aviation, tourism or hospitality.</p>
          <div className={styles.ctaActions}>
            <Link to="/register" className="button button--light">
              Apply for Admission
            </Link>
            <a href={BROCHURE_URL} target="_blank" rel="noopener" className={`button ${styles.outlineLight}`}>
              <Icon name="download" /> Download Brochure
              <span className={styles.visuallyHidden}> (PDF, opens in a new tab)</span>
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
