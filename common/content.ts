// Staff-curated content, each resource declared once (common/declaration.ts): its fields' rules and what staff lists
// may search, sort and filter. The schema is for create; update accepts the same fields, all optional.
import { z } from 'zod';
import { plainString } from './text';
import './zod-browser';
import { calendarDay, calendarInstant, HISTORY_WINDOW, PLANNING_WINDOW } from './dates';
import { declareResource, field, type Row, shapeOf } from './declaration';
import { BLOG_CATEGORIES, BLOG_STATUSES, CAMPUS_LABELS, CAMPUSES, GALLERY_CATEGORIES } from './enums';
import { LANGUAGE_LABELS, SITE_LANGUAGES, type SiteLanguage } from './languages';
import { isSlugShaped, SLUG_MAX } from './slug';

/** An image or link address: http(s) anywhere, or a path on this site (uploaded media, demo images). */
export const urlField = (label: string) =>
  plainString({ error: `${label} must be text` })
    .trim()
    .max(2000, `${label} is too long`)
    .refine(
      (value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/[^\s/][^\s]*$/.test(value),
      `${label} must be a valid URL`,
    );

const optionalUrl = (label: string) =>
  z
    .union([z.literal(''), z.null(), urlField(label)])
    .optional()
    .transform((value) => (value ? value : null));

const text = (label: string, max: number) =>
  plainString({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .union([
      z.null(),
      plainString({ error: `${label} must be text` })
        .trim()
        .max(max, `${label} is too long`),
    ])
    .optional()
    .transform((value) => (value ? value : null));

/** The panel's date input sends YYYY-MM-DD; an instant's day is taken as the panel always did. */
const dateOnly = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .transform((value) => value.slice(0, 10))
    .pipe(calendarDay(label, HISTORY_WINDOW));

const count = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(2_000_000_000);

const sortOrder = z
  .number({ error: 'Sort order must be a number' })
  .int('Sort order must be a whole number')
  .min(-1_000_000)
  .max(1_000_000);

const featured = (byDefault: boolean) =>
  field(z.boolean({ error: 'Featured must be true or false' }).default(byDefault), {
    label: 'Featured',
    sortable: true,
    filter: 'boolean',
  });
const sortOrderField = field(sortOrder.default(0), { label: 'Sort Order', sortable: true });
const category = field(z.enum(GALLERY_CATEGORIES, { error: 'Choose a valid category' }).default('training'), {
  label: 'Category',
  sortable: true,
  filter: GALLERY_CATEGORIES,
});
const created = { label: 'Created' };
/** The language the text is written in; English unless staff choose otherwise. */
const language = field(z.enum(SITE_LANGUAGES, { error: 'Choose English, Bengali or Hindi' }).default('en'), {
  label: 'Language',
  labels: LANGUAGE_LABELS,
  sortable: true,
  filter: SITE_LANGUAGES,
});

export const blogPost = declareResource({
  name: 'blog_posts',
  fields: {
    title: field(text('Title', 300), { label: 'Title', searchable: true, sortable: true }),
    excerpt: field(text('Excerpt', 1000), { label: 'Excerpt', searchable: true }),
    content: field(text('Content', 200_000), { label: 'Content' }),
    author: field(text('Author name', 120), { label: 'Author Name', searchable: true, sortable: true }),
    author_image: field(optionalUrl('Author image URL'), { label: 'Author Image URL' }),
    date: field(dateOnly('Publish date'), { label: 'Publish Date', sortable: true }),
    category: field(z.enum(BLOG_CATEGORIES, { error: 'Choose a valid category' }), {
      label: 'Category',
      sortable: true,
      filter: BLOG_CATEGORIES,
    }),
    image: field(urlField('Image URL'), { label: 'Image URL' }),
    /**
     * Every image needs words for those who cannot see it (and for search engines): the panel's editor requires them
     * (`blogPostEditorProblems`); a post created through the API without them (the contract's fields) shows its title.
     */
    image_alt: field(optionalText('Cover image alt text', 300), { label: 'Cover Image Alt Text' }),
    /** The post's address, /blog/<slug>; left empty, the server makes one from the title (unique, numbered). */
    slug: field(
      z
        .union([
          z.null(),
          z
            .string({ error: 'Slug must be text' })
            .trim()
            .toLowerCase()
            .refine(
              (value) => value === '' || isSlugShaped(value),
              `Slug may hold only letters a-z, digits and single hyphens (not only digits, at most ${SLUG_MAX})`,
            ),
        ])
        .optional()
        .transform((value) => (value ? value : null)),
      { label: 'Slug', sortable: true },
    ),
    /** Search results and social previews: the title and excerpt stand in when these are empty. */
    meta_title: field(optionalText('Meta title', 120), { label: 'Meta Title' }),
    meta_description: field(optionalText('Meta description', 320), { label: 'Meta Description' }),
    /** The picture a shared link shows (og:image); the cover stands in when empty. */
    social_image: field(optionalUrl('Social image URL'), { label: 'Social Image URL' }),
    read_time: field(plainString().trim().max(40, 'Read time is too long').default('5 min read'), {
      label: 'Read Time',
    }),
    views: field(count('Views').default(0), { label: 'Views', sortable: true }),
    likes: field(count('Likes').default(0), { label: 'Likes', sortable: true }),
    is_featured: featured(false),
    tags: field(z.array(plainString().trim().min(1).max(50), { error: 'Tags must be a list' }).max(30).default([]), {
      label: 'Tags',
    }),
    /** Without one, a post is published at once (as before publishing states existed); the panel starts at draft. */
    status: field(z.enum(BLOG_STATUSES, { error: 'Choose a valid status' }).default('published'), {
      label: 'Status',
      sortable: true,
      filter: BLOG_STATUSES,
    }),
    /** An instant with its offset (the panel sends India time, +05:30); stored and answered in UTC. */
    publish_at: field(
      z
        .union([z.null(), z.literal(''), calendarInstant('Publish at', HISTORY_WINDOW)])
        .optional()
        .transform((value) => (value ? value : null)),
      { label: 'Publish At', sortable: true },
    ),
    language,
    /**
     * The post this one translates (the original, itself no translation); empty for an original. A group has at
     * most one post per language (server/blog/translations.ts checks it, with a unique index behind it).
     */
    translation_of: field(
      z
        .union([
          z.null(),
          z.literal(''),
          z.number({ error: 'Translation of must be a post' }).int('Translation of must be a post').positive(),
        ])
        .optional()
        .transform((value) => (typeof value === 'number' ? value : null)),
      { label: 'Translation Of' },
    ),
  },
  created,
});

/** A whole post (stored row with the edit applied): a scheduled one needs its time. */
export function blogPostProblems(post: {
  status?: unknown;
  publish_at?: unknown;
  content?: unknown;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  if (post.status === 'scheduled' && !post.publish_at) problems.publish_at = 'A scheduled post needs a publish time';
  return problems;
}

/**
 * What the panel's editor asks of a post beyond the server's rules: alt text for the cover and for every image in
 * the text. The API takes a post without them (the contract's create body has no alt text; the page then describes
 * the cover by the title), so the editor is where staff are made to write them.
 */
export function blogPostEditorProblems(post: { image_alt?: unknown; content?: unknown }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (typeof post.image_alt !== 'string' || !post.image_alt.trim())
    problems.image_alt = 'Cover image alt text is required';
  if (typeof post.content === 'string' && imagesWithoutAlt(post.content) > 0)
    problems.content = 'Every image in the content needs alt text (describe the picture)';
  return problems;
}

/** The <img> tags of blog HTML with no alt text, or an empty one (the text is HTML the sanitiser wrote or will). */
export function imagesWithoutAlt(html: string): number {
  let missing = 0;
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const alt = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    if (!alt || !(alt[1] ?? alt[2] ?? alt[3] ?? '').trim()) missing += 1;
  }
  return missing;
}

const person = (name: 'achievers' | 'placements') =>
  declareResource({
    name,
    fields: {
      name: field(text('Name', 120), { label: 'Name', searchable: true, sortable: true }),
      image: field(urlField('Student image URL'), { label: 'Student Image URL' }),
      company_logo: field(optionalUrl('Company logo URL'), { label: 'Company Logo URL' }),
      position: field(optionalText('Position', 120), { label: 'Position', searchable: true, sortable: true }),
      company_name: field(optionalText('Company name', 120), {
        label: 'Company Name',
        searchable: true,
        sortable: true,
      }),
      is_featured: featured(true),
      sort_order: sortOrderField,
    },
    created,
  });
export const achiever = person('achievers');
/** Placements have the same shape as achievers. */
export const placement = person('placements');

export const galleryImage = declareResource({
  name: 'gallery_images',
  fields: {
    title: field(text('Title', 200), { label: 'Title', searchable: true, sortable: true }),
    description: field(text('Description', 2000), { label: 'Description', searchable: true }),
    image_url: field(urlField('Image URL'), { label: 'Image URL' }),
    category,
    location: field(optionalText('Location', 200), { label: 'Location', searchable: true }),
    date: field(dateOnly('Date'), { label: 'Date', sortable: true }),
    is_featured: featured(false),
    sort_order: sortOrderField,
  },
  created,
});

/** YouTube and Vimeo embed addresses only: they are what the public site frames. */
export const VIDEO_EMBED_PATTERN =
  /^https:\/\/(www\.)?(youtube\.com\/embed\/|youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+([?#][^\s]*)?$/i;

export const galleryVideo = declareResource({
  name: 'gallery_videos',
  fields: {
    title: field(text('Title', 200), { label: 'Title', searchable: true, sortable: true }),
    description: field(text('Description', 2000), { label: 'Description', searchable: true }),
    video_url: field(
      z
        .string({ error: 'Video URL must be text' })
        .trim()
        .regex(VIDEO_EMBED_PATTERN, 'Video URL must be a YouTube or Vimeo embed URL'),
      { label: 'Video URL' },
    ),
    thumbnail_url: field(urlField('Thumbnail URL'), { label: 'Thumbnail URL' }),
    duration: field(optionalText('Duration', 20), { label: 'Duration' }),
    category,
    date: field(dateOnly('Date'), { label: 'Date', sortable: true }),
    is_featured: featured(false),
    sort_order: sortOrderField,
  },
  created,
});

/** Seats an open day may offer. */
export const EVENT_CAPACITY_MAX = 10_000;

/** Open days (/events): staff type the start in India time (the panel sends +05:30); stored and answered in UTC. */
export const event = declareResource({
  name: 'events',
  fields: {
    title: field(text('Title', 200), { label: 'Title', searchable: true, sortable: true }),
    description: field(optionalText('Description', 2000), { label: 'Description' }),
    starts_at: field(
      z.string({ error: 'Date and time is required' }).pipe(calendarInstant('Date and time', PLANNING_WINDOW)),
      { label: 'Date and Time', format: 'date-time', sortable: true },
    ),
    campus: field(z.enum(CAMPUSES, { error: 'Choose a valid campus' }), {
      label: 'Campus',
      labels: CAMPUS_LABELS,
      sortable: true,
      filter: CAMPUSES,
    }),
    capacity: field(
      z
        .number({ error: 'Capacity must be a number' })
        .int('Capacity must be a whole number')
        .min(1, 'Capacity must be at least 1')
        .max(EVENT_CAPACITY_MAX, `Capacity must be at most ${EVENT_CAPACITY_MAX}`),
      { label: 'Capacity', sortable: true },
    ),
    is_published: field(z.boolean({ error: 'Published must be true or false' }).default(false), {
      label: 'Published',
      sortable: true,
      filter: 'boolean',
    }),
    language,
  },
  created,
});

export const blogPostSchema = z.strictObject(shapeOf(blogPost.fields));
export const eventSchema = z.strictObject(shapeOf(event.fields));
export const achieverSchema = z.strictObject(shapeOf(achiever.fields));
/** Placements have the same shape as achievers. */
export const placementSchema = achieverSchema;
export const galleryImageSchema = z.strictObject(shapeOf(galleryImage.fields));
export const galleryVideoSchema = z.strictObject(shapeOf(galleryVideo.fields));

/** Rows as the APIs return them: ids are numbers, `date` is 'YYYY-MM-DD', timestamps ISO strings. */
export type BlogPost = Omit<Row<typeof blogPost>, 'slug'> & {
  updated_at: string;
  slug: string;
  /** Set only on a preview (server/site/index.ts) of a post visitors cannot see yet: the page says so. */
  not_live?: true;
  /** The post's other live languages (its original and the original's other translations), for "Read in …". */
  translations?: { language: SiteLanguage; slug: string; title: string }[];
};
/** A post of the same group as the one being edited (its original or another translation), as the panel lists them. */
export type BlogTranslation = {
  id: number;
  language: SiteLanguage;
  title: string;
  status: BlogPost['status'];
  is_original: boolean;
};
/** The public list leaves out the long HTML body. */
export type BlogPostSummary = Omit<BlogPost, 'content'>;
export type Achiever = Row<typeof achiever>;
/** Placements have the same shape as achievers. */
export type Placement = Achiever;
export type GalleryImage = Row<typeof galleryImage>;
export type GalleryVideo = Row<typeof galleryVideo>;
/** An open day as staff read it: `registered` is kept by the server (registrations so far). */
export type Event = Row<typeof event> & { registered: number };
/** An upcoming published open day as the public site reads it. */
export type PublicEvent = Omit<Event, 'is_published' | 'registered' | 'created_at'> & { seats_left: number };

/** Turns a YouTube or Vimeo watch link into its embed address; other input is returned unchanged. */
export function toEmbedUrl(link: string): string {
  const youtube = link.match(
    /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/watch\?(?:.*&)?v=|youtu\.be\/|youtube\.com\/shorts\/)([\w-]{6,})/i,
  );
  if (youtube) return `https://www.youtube.com/embed/${youtube[1]}`;
  const vimeo = link.match(/^https?:\/\/(?:www\.)?vimeo\.com\/(\d+)/i);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return link;
}

/** The blog form edits tags as one comma-separated string: split on commas, trimmed, empty entries dropped. */
export const parseTags = (value: string) =>
  value
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

export const contentSchemas = {
  blog_posts: blogPostSchema,
  achievers: achieverSchema,
  placements: placementSchema,
  gallery_images: galleryImageSchema,
  gallery_videos: galleryVideoSchema,
  events: eventSchema,
} as const;

/** The curated content's declarations, keyed by resource name. */
export const contentDeclarations = {
  blog_posts: blogPost,
  achievers: achiever,
  placements: placement,
  gallery_images: galleryImage,
  gallery_videos: galleryVideo,
  events: event,
} as const;
