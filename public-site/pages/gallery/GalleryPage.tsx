// /gallery: photos and videos of campus life, each tab with category chips, a lightbox for photos and embedded videos.
import { Suspense, useState } from 'react';
import { Await, useLoaderData } from 'react-router-dom';
import { GALLERY_CATEGORIES, type GalleryCategory } from '../../../common/enums';

import { DEFAULT_LANGUAGE } from '../../../common/languages';
import type { GalleryImage, GalleryVideo } from '../../../common/types';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Tabs } from '../../components/Tabs';
import { shortDate } from '../../format';
import { formatNumber, useLanguage, useT } from '../../i18n/i18n';
import { useSiteSettings } from '../../site-settings';
import styles from './gallery.module.css';
import { Lightbox } from './Lightbox';
import { categoryLabel, galleryDate, staffLang } from './texts';
import { youtubeEmbedUrl } from './youtube';

/** Photos in the grid's first row on the widest layout. */
const FIRST_ROW = 4;

export type GalleryLoaderData = {
  images: GalleryImage[] | Promise<GalleryImage[]>;
  videos: GalleryVideo[] | Promise<GalleryVideo[]>;
};

type GalleryTab = 'photos' | 'videos';
type CategoryFilter = 'all' | GalleryCategory;

export const PHOTO_SKELETONS = 12;
export const VIDEO_SKELETONS = 6;

export function GalleryPage() {
  const { images, videos } = useLoaderData() as GalleryLoaderData;
  const youtube = useSiteSettings().youtube_url;
  const t = useT();
  const tabs = [
    { value: 'photos', label: t('gallery.tab.photos') },
    { value: 'videos', label: t('gallery.tab.videos') },
  ] as const;
  const [tab, setTab] = useState<GalleryTab>('photos');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const selectTab = (next: GalleryTab) => {
    setTab(next);
    // Each tab starts from all categories.
    setCategory('all');
  };

  return (
    <>
      <PageMeta title={t('gallery.meta.title')} description={t('gallery.meta.description')} url="/gallery" />
      <PageHero title={t('gallery.hero.title')} subtitle={t('gallery.hero.subtitle')} />

      <div className={`container ${styles.body}`}>
        <Tabs id="gallery" label={t('gallery.tabs')} tabs={tabs} value={tab} onChange={selectTab}>
          {tab === 'photos' ? (
            <Suspense fallback={<PhotoSkeletons />}>
              <Await
                resolve={images}
                errorElement={<PhotoGrid images={[]} category={category} onCategory={setCategory} />}
              >
                {(loaded: GalleryImage[]) => <PhotoGrid images={loaded} category={category} onCategory={setCategory} />}
              </Await>
            </Suspense>
          ) : (
            <Suspense fallback={<VideoSkeletons />}>
              <Await
                resolve={videos}
                errorElement={<VideoGrid videos={[]} category={category} onCategory={setCategory} />}
              >
                {(loaded: GalleryVideo[]) => <VideoGrid videos={loaded} category={category} onCategory={setCategory} />}
              </Await>
            </Suspense>
          )}
        </Tabs>

        {youtube && (
          <a className={styles.channelLink} href={youtube} target="_blank" rel="noopener noreferrer">
            <Icon name="youtube" size={22} /> {t('gallery.youtube')}
            <span className={styles.visuallyHidden}> {t('gallery.new_tab')}</span>
          </a>
        )}

        <Suspense fallback={null}>
          <Await resolve={images} errorElement={null}>
            {(loadedImages: GalleryImage[]) => (
              <Await resolve={videos} errorElement={null}>
                {(loadedVideos: GalleryVideo[]) => <GalleryStatistics images={loadedImages} videos={loadedVideos} />}
              </Await>
            )}
          </Await>
        </Suspense>
      </div>
    </>
  );
}

type CategoryChipsProps = {
  items: { category: GalleryCategory }[];
  category: CategoryFilter;
  onCategory: (category: CategoryFilter) => void;
  label: string;
};

function CategoryChips({ items, category, onCategory, label }: CategoryChipsProps) {
  const t = useT();
  const language = useLanguage();
  const filters: CategoryFilter[] = ['all', ...GALLERY_CATEGORIES];
  return (
    <fieldset className={styles.chips}>
      <legend className={styles.visuallyHidden}>{label}</legend>
      {filters.map((filter) => {
        const count = filter === 'all' ? items.length : items.filter((item) => item.category === filter).length;
        return (
          <button
            key={filter}
            type="button"
            className={styles.chip}
            aria-pressed={category === filter}
            onClick={() => onCategory(filter)}
            data-testid={`chip-${filter}`}
          >
            {filter === 'all' ? t('gallery.category.all') : categoryLabel(t, language, filter)}{' '}
            <span className={styles.chipCount}>({formatNumber(language, count)})</span>
          </button>
        );
      })}
    </fieldset>
  );
}

type PhotoGridProps = {
  images: GalleryImage[];
  category: CategoryFilter;
  onCategory: (category: CategoryFilter) => void;
};

function PhotoGrid({ images, category, onCategory }: PhotoGridProps) {
  const t = useT();
  const language = useLanguage();
  const english = language === DEFAULT_LANGUAGE;
  const [open, setOpen] = useState<number | null>(null);
  const shown = category === 'all' ? images : images.filter((image) => image.category === category);
  return (
    <>
      <CategoryChips
        items={images}
        category={category}
        onCategory={onCategory}
        label={t('gallery.photos.categories')}
      />
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <h2>{t('gallery.photos.none_title')}</h2>
          <p>{t('gallery.photos.none_text')}</p>
        </div>
      ) : (
        <ul className={styles.photoGrid}>
          {shown.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={styles.photo}
                onClick={() => setOpen(index)}
                // Named in the page's language around the staff's English title (marked as such on bn/hi pages).
                aria-label={english ? `Open photo: ${image.title}` : undefined}
                aria-labelledby={english ? undefined : `gallery-open-${image.id} gallery-title-${image.id}`}
                data-testid="gallery-photo"
              >
                <span className={styles.photoImage}>
                  <ResponsiveImage
                    src={image.image_url}
                    alt=""
                    width={600}
                    height={450}
                    sizes="(max-width: 600px) 50vw, (max-width: 1000px) 33vw, 300px"
                    // The first row is on screen at once (and is the page's largest paint on a phone).
                    eager={index < FIRST_ROW}
                  />
                </span>
                <span className={styles.photoCaption}>
                  {!english && (
                    <span className={styles.visuallyHidden} id={`gallery-open-${image.id}`}>
                      {t('gallery.photos.open')}
                    </span>
                  )}
                  <span
                    className={styles.photoTitle}
                    id={english ? undefined : `gallery-title-${image.id}`}
                    lang={staffLang(language)}
                  >
                    {image.title}
                  </span>
                  <span className={styles.photoMeta}>
                    {categoryLabel(t, language, image.category)}
                    {image.location && english ? ` · ${image.location}` : ''}
                    {image.location && !english && (
                      <>
                        {' · '}
                        <span lang={staffLang(language)}>{image.location}</span>
                      </>
                    )}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && shown.length > 0 && (
        <Lightbox
          images={shown}
          index={Math.min(open, shown.length - 1)}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

type VideoGridProps = {
  videos: GalleryVideo[];
  category: CategoryFilter;
  onCategory: (category: CategoryFilter) => void;
};

function VideoGrid({ videos, category, onCategory }: VideoGridProps) {
  const t = useT();
  const language = useLanguage();
  const shown = category === 'all' ? videos : videos.filter((video) => video.category === category);
  return (
    <>
      <CategoryChips
        items={videos}
        category={category}
        onCategory={onCategory}
        label={t('gallery.videos.categories')}
      />
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <h2>{t('gallery.videos.none_title')}</h2>
          <p>{t('gallery.videos.none_text')}</p>
        </div>
      ) : (
        <ul className={styles.videoGrid}>
          {shown.map((video) => (
            <li key={video.id} className={styles.videoCard} data-testid="gallery-video">
              <VideoPlayer video={video} />
              <div className={styles.videoBody}>
                <h2 className={styles.videoTitle} lang={staffLang(language)}>
                  {video.title}
                </h2>
                {video.description && <p lang={staffLang(language)}>{video.description}</p>}
                <p className={styles.videoMeta}>
                  <span>{categoryLabel(t, language, video.category)}</span>
                  <time dateTime={video.date}>{galleryDate(language, video.date, 'short', shortDate)}</time>
                  {video.duration && <span>{video.duration}</span>}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function VideoPlayer({ video }: { video: GalleryVideo }) {
  const t = useT();
  const language = useLanguage();
  const embed = youtubeEmbedUrl(video.video_url);
  if (embed) {
    return (
      <div className={styles.videoFrame}>
        <iframe
          src={embed}
          title={video.title}
          lang={staffLang(language)}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }
  // Not a YouTube address: show the thumbnail and open the video where it lives.
  return (
    <a className={styles.videoFrame} href={video.video_url} target="_blank" rel="noopener noreferrer">
      <ResponsiveImage src={video.thumbnail_url} alt="" width={640} height={360} />
      <span className={styles.playBadge}>
        <Icon name="youtube" size={40} />
        <span className={styles.visuallyHidden}>
          {language === DEFAULT_LANGUAGE ? (
            `Watch ${video.title} (opens in a new tab)`
          ) : (
            <>
              {t('gallery.videos.watch')} <span lang={DEFAULT_LANGUAGE}>{video.title}</span> {t('gallery.new_tab')}
            </>
          )}
        </span>
      </span>
    </a>
  );
}

function GalleryStatistics({ images, videos }: { images: GalleryImage[]; videos: GalleryVideo[] }) {
  const categories = new Set([...images, ...videos].map((item) => item.category)).size;
  const locations = new Set(images.map((image) => image.location).filter(Boolean)).size;
  const t = useT();
  const language = useLanguage();
  const figures = [
    { value: images.length, label: t('gallery.tab.photos') },
    { value: videos.length, label: t('gallery.tab.videos') },
    { value: categories, label: t('gallery.stats.categories') },
    { value: locations, label: t('gallery.stats.locations') },
  ];
  return (
    <section className={styles.statistics} aria-labelledby="gallery-statistics">
      <h2 id="gallery-statistics">{t('gallery.stats.title')}</h2>
      <dl className={styles.statisticsGrid}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.statistic}>
            <dt>{figure.label}</dt>
            <dd>{formatNumber(language, figure.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PhotoSkeletons() {
  const t = useT();
  return (
    <ul className={styles.photoGrid} aria-busy="true" aria-label={t('gallery.photos.loading')}>
      {Array.from({ length: PHOTO_SKELETONS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className={styles.photo} data-testid="photo-skeleton">
          <span className={`${styles.photoImage} ${styles.skeleton}`} />
          <span className={styles.photoCaption}>
            <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function VideoSkeletons() {
  const t = useT();
  return (
    <ul className={styles.videoGrid} aria-busy="true" aria-label={t('gallery.videos.loading')}>
      {Array.from({ length: VIDEO_SKELETONS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className={styles.videoCard} data-testid="video-skeleton">
          <div className={`${styles.videoFrame} ${styles.skeleton}`} />
          <div className={styles.videoBody}>
            <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
            <div className={`${styles.skeleton} ${styles.skeletonLine}`} style={{ width: '60%' }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
