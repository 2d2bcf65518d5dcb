// The blog editor's address and search fields: the slug (/blog/<slug>), the meta title and description with live
// character counts against what search results show, a preview of the result, and the social image. Empty fields
// fall back as the public page does: title, excerpt, cover image.
import { Box, Typography } from '@mui/material';
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { INSTITUTE } from '../../common/site';
import { slugFromTitle } from '../../common/slug-from-title';
import { ImageUrlInput } from '../shared/media-upload';

/** About what search results show before they cut a title or a description short. */
export const META_TITLE_SHOWN = 60;
export const META_DESCRIPTION_SHOWN = 160;

const SITE_HOST = new URL(INSTITUTE.siteUrl).host;

/** "42 / 60" under a field, turning to a warning past what search results show. */
function counter(length: number, shown: number, fallback: string) {
  const over = length > shown;
  return (
    <span data-testid="seo-counter" style={over ? { color: '#b45309', fontWeight: 600 } : undefined}>
      {length} / {shown} characters{over ? ' (search results cut the rest)' : ''}
      {length === 0 ? ` · empty: ${fallback}` : ''}
    </span>
  );
}

/** The post's address: typed, or made from the title when left empty (shown as it will be). */
export function SlugInput() {
  const [slug, title] = useWatch({ name: ['slug', 'title'] }) as [string | null | undefined, string | undefined];
  const address = slug || (title ? slugFromTitle(title) : '');
  return (
    <TextInput
      source="slug"
      label="Slug"
      fullWidth
      helperText={
        slug
          ? `The address: /blog/${slug} (earlier addresses keep working)`
          : `Empty: made from the title${address ? `, /blog/${address}` : ''} (numbered if taken)`
      }
    />
  );
}

/** A search result as it may look: the title in blue, the address, the description. */
function SearchPreview() {
  const [metaTitle, title, metaDescription, excerpt, slug] = useWatch({
    name: ['meta_title', 'title', 'meta_description', 'excerpt', 'slug'],
  }) as (string | null | undefined)[];
  const shownTitle = metaTitle || (title ? `${title} | ${INSTITUTE.shortName}` : INSTITUTE.name);
  const description = metaDescription || excerpt || '';
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
  return (
    <Box
      data-testid="search-preview"
      aria-label="Search result preview"
      role="figure"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mt: 1, bgcolor: 'background.paper' }}
    >
      <Typography variant="caption" color="text.secondary" component="p" sx={{ wordBreak: 'break-all' }}>
        {SITE_HOST} › blog › {slug || (title ? slugFromTitle(title) : '…')}
      </Typography>
      <Typography component="p" sx={{ color: '#1a0dab', fontSize: 18, lineHeight: 1.3 }}>
        {cut(shownTitle, META_TITLE_SHOWN)}
      </Typography>
      <Typography variant="body2" color="text.secondary" component="p">
        {cut(description, META_DESCRIPTION_SHOWN)}
      </Typography>
    </Box>
  );
}

export function SeoFields() {
  const [metaTitle, metaDescription] = useWatch({ name: ['meta_title', 'meta_description'] }) as (
    | string
    | null
    | undefined
  )[];
  return (
    <>
      <TextInput
        source="meta_title"
        label="Meta title"
        fullWidth
        helperText={counter((metaTitle ?? '').length, META_TITLE_SHOWN, 'the title is used')}
      />
      <TextInput
        source="meta_description"
        label="Meta description"
        fullWidth
        multiline
        minRows={2}
        helperText={counter((metaDescription ?? '').length, META_DESCRIPTION_SHOWN, 'the excerpt is used')}
      />
      <SearchPreview />
      <Box sx={{ mt: 2 }}>
        <ImageUrlInput source="social_image" label="Social image URL" />
        <Typography variant="caption" color="text.secondary">
          Shown when the post is shared; empty: the cover image
        </Typography>
      </Box>
    </>
  );
}
