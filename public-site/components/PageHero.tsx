// The hero of inner pages: the red gradient, optionally over a faded background image.
import type { ReactNode } from 'react';
import { srcSet } from '../../common/responsive';
import { useImagePreload } from './PageMeta';

type PageHeroProps = { title: string; subtitle?: ReactNode; image?: string; children?: ReactNode };

export function PageHero({ title, subtitle, image, children }: PageHeroProps) {
  return (
    <section className="page-hero">
      {image && <HeroImage src={image} />}
      <div className="container page-hero__content">
        <h1>{title}</h1>
        {subtitle && <p className="page-hero__subtitle">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}

/** The page's largest image on a phone: fetched first, at the width the screen needs, in AVIF or WebP where it can. */
function HeroImage({ src }: { src: string }) {
  useImagePreload(src, '100vw');
  const img = (
    <img
      className="page-hero__image"
      src={src}
      srcSet={srcSet(src, 'jpeg')}
      sizes="100vw"
      alt=""
      width={1600}
      height={700}
      fetchPriority="high"
    />
  );
  const avif = srcSet(src, 'avif');
  const webp = srcSet(src, 'webp');
  if (!avif || !webp) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes="100vw" />
      <source type="image/webp" srcSet={webp} sizes="100vw" />
      {img}
    </picture>
  );
}
