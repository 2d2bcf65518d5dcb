// /gallery: photos and videos of campus life, each tab with category chips, a lightbox for photos and embedded videos.
import { Suspense, useState } from 'react';
import { Await, useLoaderData } from 'react-router-dom';
import { GALLERY_CATEGORIES, type GalleryCategory, galleryCategoryLabel } from '../../../common/enums';

import type { GalleryImage, GalleryVideo } from '../../../common/types';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Tabs } from '../../components/Tabs';
import { shortDate } from '../../format';
import { useSiteSettings } from '../../site-settings';
import styles from './gallery.module.css';
import { Lightbox } from './Lightbox';
import { youtubeEmbedUrl } from './youtube';

/** Photos in the grid's first row on the widest layout. */
const FIRST_ROW = 4;

export type GalleryLoaderData = {
  images: GalleryImage[] | Promise<GalleryImage[]>;
  videos: GalleryVideo[] | Promise<GalleryVideo[]>;
};

type GalleryTab = 'photos' | 'videos';
const GALLERY_TABS = [
  { value: 'photos', label: 'Photos' },
  { value: 'videos', label: 'Videos' },
] as const;
type CategoryFilter = 'all' | GalleryCategory;

export const PHOTO_SKELETONS = 12;
export const VIDEO_SKELETONS = 6;

export function GalleryPage() {
  const { images, videos } = useLoaderData() as GalleryLoaderData;
  const youtube = useSiteSettings().youtube_url;
  const [tab, setTab] = useState<GalleryTab>('photos');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const selectTab = (next: GalleryTab) => {
    setTab(next);
    // Each tab starts from all categories.
    setCategory('all');
  };

  return (
    <>
      <PageMeta
        title="Gallery: Campus Life, Training and Events"
        description="Photos and videos of training sessions, campus life, events, industrial visits and internships at our aviation, tourism and hospitality institute."
        url="/gallery"
      />
      <PageHero
        title="Our Gallery"
        subtitle="Moments from our classrooms, training sessions, events, industrial visits and internships."
      />

      <div className={`container ${styles.body}`}>
        <Tabs id="gallery" label="Gallery" tabs={GALLERY_TABS} value={tab} onChange={selectTab}>
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
            <Icon name="youtube" size={22} /> Visit Our YouTube Channel
            <span className={styles.visuallyHidden}> (opens in a new tab)</span>
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
            {filter === 'all' ? 'All' : galleryCategoryLabel(filter)}{' '}
            <span className={styles.chipCount}>({count})</span>
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
  const [open, setOpen] = useState<number | null>(null);
  const shown = category === 'all' ? images : images.filter((image) => image.category === category);
  return (
    <>
      <CategoryChips items={images} category={category} onCategory={onCategory} label="Photo categories" />
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <h2>No images found</h2>
          <p>No images available in the selected category.</p>
        </div>
      ) : (
        <ul className={styles.photoGrid}>
          {shown.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={styles.photo}
                onClick={() => setOpen(index)}
                aria-label={`Open photo: ${image.title}`}
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
                  <span className={styles.photoTitle}>{image.title}</span>
                  <span className={styles.photoMeta}>
                    {galleryCategoryLabel(image.category)}
                    {image.location ? ` · ${image.location}` : ''}
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
  const shown = category === 'all' ? videos : videos.filter((video) => video.category === category);
  return (
    <>
      <CategoryChips items={videos} category={category} onCategory={onCategory} label="Video categories" />
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <h2>No videos found</h2>
          <p>No videos available in the selected category.</p>
        </div>
      ) : (
        <ul className={styles.videoGrid}>
          {shown.map((video) => (
            <li key={video.id} className={styles.videoCard} data-testid="gallery-video">
              <VideoPlayer video={video} />
              <div className={styles.videoBody}>
                <h2 className={styles.videoTitle}>{video.title}</h2>
                {video.description && <p>{video.description}</p>}
                <p className={styles.videoMeta}>
                  <span>{galleryCategoryLabel(video.category)}</span>
                  <time dateTime={video.date}>{shortDate(video.date)}</time>
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
  const embed = youtubeEmbedUrl(video.video_url);
  if (embed) {
    return (
      <div className={styles.videoFrame}>
        <iframe
          src={embed}
          title={video.title}
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
        <span className={styles.visuallyHidden}>Watch {video.title} (opens in a new tab)</span>
      </span>
    </a>
  );
}

function GalleryStatistics({ images, videos }: { images: GalleryImage[]; videos: GalleryVideo[] }) {
  const categories = new Set([...images, ...videos].map((item) => item.category)).size;
  const locations = new Set(images.map((image) => image.location).filter(Boolean)).size;
  const figures = [
    { value: images.length, label: 'Photos' },
    { value: videos.length, label: 'Videos' },
    { value: categories, label: 'Categories' },
    { value: locations, label: 'Locations' },
  ];
  return (
    <section className={styles.statistics} aria-labelledby="gallery-statistics">
      <h2 id="gallery-statistics">Gallery at a Glance</h2>
      <dl className={styles.statisticsGrid}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.statistic}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PhotoSkeletons() {
  return (
    <ul className={styles.photoGrid} aria-busy="true" aria-label="Loading photos">
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
  return (
    <ul className={styles.videoGrid} aria-busy="true" aria-label="Loading videos">
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
