// An image offered at 400–1200 px in AVIF, WebP and JPEG (where variants exist), that fades in once loaded and
// says 'Image unavailable' if it cannot load.
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { srcSet } from '../../common/responsive';
import { useImagePreload } from './PageMeta';

type ResponsiveImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** How wide the image is shown, for the browser to pick a variant, e.g. '(max-width: 600px) 100vw, 400px'. */
  sizes?: string;
  className?: string;
  /** Above-the-fold images load eagerly; everything else waits until it nears the viewport. */
  eager?: boolean;
  /** The page's largest image: eager, named in <head> and fetched first. */
  priority?: boolean;
  style?: CSSProperties;
};

export function ResponsiveImage(props: ResponsiveImageProps) {
  const { src, alt, width, height, sizes, className, priority, style } = props;
  const eager = props.eager || priority;
  // 'initial' is what the server renders: visible, so the image shows before (and without) any script.
  const [state, setState] = useState<'initial' | 'loading' | 'loaded' | 'failed'>('initial');
  const image = useRef<HTMLImageElement>(null);
  useImagePreload(priority ? src : undefined, sizes ?? `${width}px`);

  // An image that finished (or failed) before hydration fires no event React can see: read its state instead.
  // `complete` without pixels is not proof of failure (a lazy image not yet requested, or one whose source was
  // being chosen again, can look the same), so such an image is asked for once more before it is called broken.
  useEffect(() => {
    const element = image.current;
    if (!element) return;
    if (element.complete && element.naturalWidth > 0) {
      setState('loaded');
      return;
    }
    setState((current) => (current === 'initial' ? 'loading' : current));
    if (!element.complete || !element.currentSrc) return;
    const probe = new Image();
    probe.onload = () => setState((current) => (current === 'failed' ? current : 'loaded'));
    probe.onerror = () => setState('failed');
    probe.src = element.currentSrc;
    return () => {
      probe.onload = null;
      probe.onerror = null;
    };
  }, []);

  if (state === 'failed') {
    return (
      <div
        className={`image-unavailable ${className ?? ''}`}
        style={{ aspectRatio: `${width} / ${height}`, ...style }}
        {...(alt ? { role: 'img', 'aria-label': alt } : {})}
      >
        {/* A decorative image (empty alt) stays silent; otherwise its alt text is what a screen reader hears. */}
        <span aria-hidden="true">Image unavailable</span>
      </div>
    );
  }
  const avif = srcSet(src, 'avif');
  const webp = srcSet(src, 'webp');
  const jpeg = srcSet(src, 'jpeg');
  const img = (
    <img
      ref={image}
      className={`fade-image is-${state} ${className ?? ''}`}
      src={src}
      srcSet={jpeg}
      sizes={jpeg ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The page's largest image is shown in the frame it arrives in; others may be decoded off the page's way.
      decoding={priority ? undefined : 'async'}
      style={style}
      onLoad={() => setState('loaded')}
      onError={() => setState('failed')}
    />
  );
  if (!avif || !webp) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes ?? `${width}px`} />
      <source type="image/webp" srcSet={webp} sizes={sizes ?? `${width}px`} />
      {img}
    </picture>
  );
}
