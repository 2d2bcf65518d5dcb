// Pieces shared by gallery images and videos: categories (hyphen shown as a space) and the stat cards.
import { SelectInput } from 'react-admin';
import { GALLERY_CATEGORIES, galleryCategoryLabel } from '../../common/enums';
import type { ResourceStats } from '../dataProvider';
import { statValue } from './stats';

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
