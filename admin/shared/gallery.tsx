// Pieces shared by gallery images and videos: categories (hyphen shown as a space), the stat cards, the words
// under a card's picture or video, and the screens built from those.
import { CardContent, Chip, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { type RaRecord, SelectInput } from 'react-admin';
import type { z } from 'zod';
import { GALLERY_CATEGORIES, galleryCategoryLabel } from '../../common/enums';
import type { ResourceStats } from '../dataProvider';
import { ContentCreate, ContentEdit } from './content-form';
import { ContentList, type ContentScreen } from './content-list';
import { statValue } from './stats';
import { formatDate } from './submissions';

export const galleryCategoryChoices = GALLERY_CATEGORIES.map((category) => ({
  id: category,
  name: galleryCategoryLabel(category),
}));

export const CategoryInput = () => (
  <SelectInput source="category" label="Category" choices={galleryCategoryChoices} isRequired fullWidth />
);

/** Total plus the first three categories: training, campus, events. */
export const galleryStats = (stats: ResourceStats | undefined) => [
  { label: 'Total', value: statValue(stats, 'total') },
  ...GALLERY_CATEGORIES.slice(0, 3).map((category) => ({
    label: galleryCategoryLabel(category),
    value: statValue(stats, `by_category.${category}`),
  })),
];

/** A card's title, description, category and `detail` (the place or the length) with the date. */
export const GalleryCardText = ({ record, detail }: { record: RaRecord; detail: unknown }) => (
  <CardContent>
    <Typography component="h2" variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
      {record.title}
    </Typography>
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
    >
      {record.description}
    </Typography>
    <Chip size="small" label={galleryCategoryLabel(record.category)} sx={{ mt: 1, mr: 1 }} />
    <Typography component="span" variant="caption" color="text.secondary">
      {[detail, formatDate(record.date)].filter(Boolean).join(' · ')}
    </Typography>
  </CardContent>
);

const today = () => new Date().toISOString().slice(0, 10);

/** The list, add and edit screens of a gallery resource; new items default to Training, not featured, today. */
export function galleryResource({
  screen,
  schema,
  Inputs,
  icon,
}: {
  screen: ContentScreen;
  schema: z.ZodObject;
  Inputs: ComponentType;
  icon: ComponentType;
}) {
  const form = { schema };
  return {
    list: () => <ContentList screen={screen} />,
    create: () => (
      <ContentCreate screen={screen} {...form} defaults={{ category: 'training', is_featured: false, date: today() }}>
        <Inputs />
      </ContentCreate>
    ),
    edit: () => (
      <ContentEdit screen={screen} {...form}>
        <Inputs />
      </ContentEdit>
    ),
    icon,
    recordRepresentation: 'title',
  };
}
