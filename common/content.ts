// Staff-curated content: one zod schema per resource for create; update accepts the same fields, all optional.
import { z } from 'zod';
import './zod-browser';
import { BLOG_CATEGORIES, GALLERY_CATEGORIES } from './enums';

/** An image or link address: http(s) anywhere, or a path on this site (uploaded media, demo images). */
export const urlField = (label: string) =>
  z
    .string({ error: `${label} must be text` })
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
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .union([
      z.null(),
      z
        .string({ error: `${label} must be text` })
        .trim()
        .max(max, `${label} is too long`),
    ])
    .optional()
    .transform((value) => (value ? value : null));

const dateOnly = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .transform((value) => value.slice(0, 10))
    .pipe(z.iso.date(`${label} must be a date (YYYY-MM-DD)`));

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

export const blogPostSchema = z.strictObject({
  title: text('Title', 300),
  excerpt: text('Excerpt', 1000),
  content: text('Content', 200_000),
  author: text('Author name', 120),
  author_image: optionalUrl('Author image URL'),
  date: dateOnly('Publish date'),
  category: z.enum(BLOG_CATEGORIES, { error: 'Choose a valid category' }),
  image: urlField('Image URL'),
  read_time: z.string().trim().max(40, 'Read time is too long').default('5 min read'),
  views: count('Views').default(0),
  likes: count('Likes').default(0),
  is_featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
  tags: z.array(z.string().trim().min(1).max(50), { error: 'Tags must be a list' }).max(30).default([]),
});

export const achieverSchema = z.strictObject({
  name: text('Name', 120),
  image: urlField('Student image URL'),
  company_logo: optionalUrl('Company logo URL'),
  position: optionalText('Position', 120),
  company_name: optionalText('Company name', 120),
  is_featured: z.boolean({ error: 'Featured must be true or false' }).default(true),
  sort_order: sortOrder.default(0),
});
/** Placements have the same shape as achievers. */
export const placementSchema = achieverSchema;

export const galleryImageSchema = z.strictObject({
  title: text('Title', 200),
  description: text('Description', 2000),
  image_url: urlField('Image URL'),
  category: z.enum(GALLERY_CATEGORIES, { error: 'Choose a valid category' }).default('training'),
  location: optionalText('Location', 200),
  date: dateOnly('Date'),
  is_featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
  sort_order: sortOrder.default(0),
});

/** YouTube and Vimeo embed addresses only: they are what the public site frames. */
export const VIDEO_EMBED_PATTERN =
  /^https:\/\/(www\.)?(youtube\.com\/embed\/|youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+([?#][^\s]*)?$/i;

export const galleryVideoSchema = z.strictObject({
  title: text('Title', 200),
  description: text('Description', 2000),
  video_url: z
    .string({ error: 'Video URL must be text' })
    .trim()
    .regex(VIDEO_EMBED_PATTERN, 'Video URL must be a YouTube or Vimeo embed URL'),
  thumbnail_url: urlField('Thumbnail URL'),
  duration: optionalText('Duration', 20),
  category: z.enum(GALLERY_CATEGORIES, { error: 'Choose a valid category' }).default('training'),
  date: dateOnly('Date'),
  is_featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
  sort_order: sortOrder.default(0),
});

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
} as const;
