// Home hero: four slides on desktop (one on phones) that advance every 5 s and wrap; previous, next and the dots
// pause the advance, which resumes 10 s after the last manual choice. On a phone, where CSS shows the single phone
// slide instead, the hidden carousel does not advance at all (no render every 5 s for nothing).

import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { srcSet } from '../../../common/responsive';
import { Icon } from '../../components/Icon';
import { useImagePreload } from '../../components/PageMeta';
import { formatNumber, useLanguage, useT } from '../../i18n/i18n';
import type { HeroSlide } from './data';

/** A 1×1 transparent GIF: what a slide fetches on the screens where CSS hides it, instead of its photo. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** The phone layout's breakpoint (home.css): the single mobile slide below it, the carousel from it up. */
const PHONE = '(max-width: 767px)';
const NOT_PHONE = '(min-width: 768px)';

type SlideImageProps = {
  slide: HeroSlide;
  width: number;
  height: number;
  hiddenOn: string;
  shownOn: string;
  first: boolean;
};

/**
 * One slide's photo at the width the screen needs, in AVIF or WebP where the browser can; nothing at all where
 * the slide is hidden, so a phone does not download the desktop photos nor a desktop the phone's. The first
 * photo is the page's largest paint: fetched at once and first.
 */
function SlideImage({ slide, width, height, hiddenOn, shownOn, first }: SlideImageProps) {
  useImagePreload(first ? slide.url : undefined, '100vw', shownOn);
  const avif = srcSet(slide.url, 'avif');
  const webp = srcSet(slide.url, 'webp');
  return (
    <picture>
      <source media={hiddenOn} srcSet={NOTHING} />
      {avif && <source type="image/avif" srcSet={avif} sizes="100vw" />}
      {webp && <source type="image/webp" srcSet={webp} sizes="100vw" />}
      <img
        src={slide.url}
        srcSet={srcSet(slide.url, 'jpeg')}
        sizes="100vw"
        alt={slide.alt}
        width={width}
        height={height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
      />
    </picture>
  );
}

export const AUTO_ADVANCE_MS = 5000;
export const MANUAL_PAUSE_MS = 10_000;
export const SLIDE_TRANSITION_MS = 1000;

type HeroCarouselProps = { slides: HeroSlide[]; mobileSlide: HeroSlide; children: ReactNode };

/** The carousel's breakpoint as the browser tracks it: made once, read on every render of the hero. */
let wideScreen: MediaQueryList | undefined;
const wideScreenQuery = () => {
  wideScreen ??= window.matchMedia(NOT_PHONE);
  return wideScreen;
};
/** Whether the screen is at least the carousel's breakpoint, following a turned phone or a resized window. */
function subscribeToWidth(changed: () => void) {
  const query = wideScreenQuery();
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}
const carouselShown = () => wideScreenQuery().matches;
// The server cannot know the screen: the first render (and hydration) starts with the carousel hidden.
const carouselShownOnServer = () => false;

export function HeroCarousel({ slides, mobileSlide, children }: HeroCarouselProps) {
  const [current, setCurrent] = useState(0);
  // When the visitor last chose a slide; null while advancing by itself.
  const [pausedAt, setPausedAt] = useState<number | null>(null);
  const shown = useSyncExternalStore(subscribeToWidth, carouselShown, carouselShownOnServer);
  const count = slides.length;

  useEffect(() => {
    if (!shown) return;
    if (pausedAt !== null) {
      const resume = setTimeout(() => setPausedAt(null), MANUAL_PAUSE_MS);
      return () => clearTimeout(resume);
    }
    const advance = setInterval(() => setCurrent((index) => (index + 1) % count), AUTO_ADVANCE_MS);
    return () => clearInterval(advance);
  }, [shown, pausedAt, count]);

  const t = useT();
  const language = useLanguage();
  const number = (value: number) => formatNumber(language, value);
  const choose = (index: number) => {
    setCurrent((index + count) % count);
    setPausedAt(Date.now());
  };

  return (
    <section className="hero hero--carousel" aria-roledescription="carousel" aria-label={t('home.hero.label')}>
      <div className="hero__slides hero__slides--desktop">
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group
          <div
            key={slide.url}
            className={`hero__slide ${index === current ? 'is-current' : ''}`}
            style={{ transitionDuration: `${SLIDE_TRANSITION_MS}ms` }}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.hero.slide_of', { index: number(index + 1), count: number(count) })}
            aria-hidden={index !== current}
          >
            <SlideImage
              slide={slide}
              width={1600}
              height={700}
              hiddenOn={PHONE}
              shownOn={NOT_PHONE}
              first={index === 0}
            />
          </div>
        ))}
      </div>
      <div className="hero__slides hero__slides--mobile">
        <div className="hero__slide is-current">
          <SlideImage slide={mobileSlide} width={780} height={1000} hiddenOn={NOT_PHONE} shownOn={PHONE} first />
        </div>
      </div>
      <div className="hero__overlay" />
      <div className="container hero__content">{children}</div>
      <div className="hero__controls">
        <button
          type="button"
          className="hero__arrow"
          aria-label={t('home.hero.previous')}
          onClick={() => choose(current - 1)}
        >
          <Icon name="left" size={28} />
        </button>
        <div className="hero__dots">
          {slides.map((slide, index) => (
            <button
              key={slide.url}
              type="button"
              className={`hero__dot ${index === current ? 'is-current' : ''}`}
              aria-label={t('home.hero.go_to', { index: number(index + 1) })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => choose(index)}
            />
          ))}
        </div>
        <button
          type="button"
          className="hero__arrow"
          aria-label={t('home.hero.next')}
          onClick={() => choose(current + 1)}
        >
          <Icon name="right" size={28} />
        </button>
      </div>
    </section>
  );
}
