// Full-screen photo viewer: the page behind cannot scroll, Escape closes, arrow keys move and wrap at both ends,
// and keyboard focus stays inside until it closes, then returns to the photo that opened it.
import { useEffect, useRef } from 'react';
import type { GalleryImage } from '../../../common/types';
import { Icon } from '../../components/Icon';
import { longDate } from '../../format';
import { formatNumber, useLanguage, useT } from '../../i18n/i18n';
import styles from './gallery.module.css';
import { categoryLabel, galleryDate, staffLang } from './texts';

type LightboxProps = {
  images: GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** Next or previous photo, wrapping from the last to the first and back. */
export const wrapIndex = (index: number, length: number) => ((index % length) + length) % length;

export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const t = useT();
  const language = useLanguage();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const image = images[index];
  // Latest values for the one keyboard listener installed while open.
  const latest = useRef({ index, length: images.length, onIndexChange, onClose });
  latest.current = { index, length: images.length, onIndexChange, onClose };

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { body, documentElement } = document;
    const previous = { body: body.style.overflow, html: documentElement.style.overflow };
    body.style.overflow = 'hidden';
    documentElement.style.overflow = 'hidden';
    closeButton.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const { index: current, length, onIndexChange: move, onClose: close } = latest.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        move(wrapIndex(current + 1, length));
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        move(wrapIndex(current - 1, length));
      } else if (event.key === 'Tab' && dialog.current) {
        const focusable = [...dialog.current.querySelectorAll<HTMLElement>('button:not([disabled])')];
        if (focusable.length === 0) return;
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        const active = document.activeElement;
        if (event.shiftKey && (active === first || !dialog.current.contains(active))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !dialog.current.contains(active))) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      body.style.overflow = previous.body;
      documentElement.style.overflow = previous.html;
      opener?.focus();
    };
  }, []);

  if (!image) return null;
  const titleId = `lightbox-title-${image.id}`;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes from the keyboard; this is the backdrop click
    <div
      className={styles.lightbox}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      ref={dialog}
      data-testid="lightbox"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <button
        ref={closeButton}
        type="button"
        className={styles.lightboxClose}
        onClick={onClose}
        aria-label={t('gallery.lightbox.close')}
      >
        <Icon name="close" size={28} />
      </button>
      {images.length > 1 && (
        <button
          type="button"
          className={`${styles.lightboxNav} ${styles.lightboxPrev}`}
          onClick={() => onIndexChange(wrapIndex(index - 1, images.length))}
          aria-label={t('gallery.lightbox.previous')}
        >
          <Icon name="left" size={36} />
        </button>
      )}
      <figure className={styles.lightboxFigure}>
        <img
          key={image.id}
          src={image.image_url}
          alt={image.title}
          lang={staffLang(language)}
          className={styles.lightboxImage}
        />
        <figcaption className={styles.lightboxCaption}>
          <h2 id={titleId} lang={staffLang(language)}>
            {image.title}
          </h2>
          {image.description && <p lang={staffLang(language)}>{image.description}</p>}
          <p className={styles.lightboxMeta}>
            <span>{categoryLabel(t, language, image.category)}</span>
            {image.location && <span lang={staffLang(language)}>{image.location}</span>}
            <span>{galleryDate(language, image.date, 'long', longDate)}</span>
            <span data-testid="lightbox-counter">
              {formatNumber(language, index + 1)} / {formatNumber(language, images.length)}
            </span>
          </p>
        </figcaption>
      </figure>
      {images.length > 1 && (
        <button
          type="button"
          className={`${styles.lightboxNav} ${styles.lightboxNext}`}
          onClick={() => onIndexChange(wrapIndex(index + 1, images.length))}
          aria-label={t('gallery.lightbox.next')}
        >
          <Icon name="right" size={36} />
        </button>
      )}
    </div>
  );
}
