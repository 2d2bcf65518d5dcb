// /awards and /achievements: the institute's awards, its headline numbers, and the way to apply or read more.
import { Link } from 'react-router-dom';
import { ClosingCta } from '../../components/ClosingCta';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Reveal } from '../../components/Reveal';
import { SectionHeading } from '../../components/SectionHeading';
import { formatNumber, formatYear, useLanguage, useT } from '../../i18n/i18n';
import styles from './awards.module.css';
import { AWARD_FIGURES, AWARDS, AWARDS_HERO_IMAGE, BROCHURE_URL } from './data';

export function AwardsPage() {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <PageMeta
        title={t('awards.title')}
        description={t('awards.meta.description')}
        url="/awards"
        image={AWARDS_HERO_IMAGE}
      />
      <PageHero title={t('awards.title')} subtitle={t('awards.hero.subtitle')} image={AWARDS_HERO_IMAGE} />

      <section className={`section ${styles.figures}`} aria-label={t('awards.figures.label')}>
        <div className="container">
          <ul className={styles.figuresGrid}>
            {AWARD_FIGURES.map((figure) => (
              <li key={figure.label} className={styles.figure}>
                <Icon name={figure.icon} size={30} />
                <p className={styles.figureValue}>{`${formatNumber(language, figure.value)}+`}</p>
                <p className={styles.figureLabel}>{t(figure.label)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="awards-list">
        <div className="container">
          <SectionHeading
            eyebrow={t('awards.list.eyebrow')}
            title={t('awards.list.title')}
            intro={t('awards.list.intro')}
            id="awards-list"
          />
          <ul className={styles.awards}>
            {AWARDS.map((award, index) => (
              <Reveal as="li" key={award.id} className={styles.award} delay={(index % 3) * 100}>
                <div className={styles.awardImage}>
                  <ResponsiveImage
                    src={award.image}
                    alt={t(award.title)}
                    width={800}
                    height={600}
                    sizes="(max-width: 700px) 100vw, 380px"
                  />
                  {award.year !== null && (
                    <span className={styles.year} data-testid="award-year">
                      {formatYear(language, award.year)}
                    </span>
                  )}
                </div>
                <div className={styles.awardBody} data-testid="award-card">
                  <h3>{t(award.title)}</h3>
                  <p>{t(award.subtitle)}</p>
                </div>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <ClosingCta id="awards-cta" title={t('awards.cta.title')} text={t('awards.cta.text')}>
        <div className={styles.ctaActions}>
          <Link to="/register" className="button button--light">
            {t('awards.cta.apply')}
          </Link>
          <a href={BROCHURE_URL} target="_blank" rel="noopener" className={`button ${styles.outlineLight}`}>
            <Icon name="download" /> {t('awards.cta.brochure')}
            <span className={styles.visuallyHidden}> {t('awards.cta.brochure_hidden')}</span>
          </a>
        </div>
      </ClosingCta>
    </>
  );
}
