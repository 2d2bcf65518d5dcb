// Gallery images: photographs shown on the public Gallery page.
import CollectionsIcon from '@mui/icons-material/Collections';
import { CardContent, Chip, Typography } from '@mui/material';
import { BooleanInput, DateInput, NumberInput, type RaRecord, TextInput } from 'react-admin';
import { galleryImageSchema } from '../../common/content';
import { galleryCategoryLabel } from '../../common/enums';
import { ContentCreate, ContentEdit, wholeNumber } from '../shared/content-form';
import { CardPicture, ContentList, type ContentScreen } from '../shared/content-list';
import { CategoryInput, galleryStats } from '../shared/gallery';
import { ImageUrlInput } from '../shared/media-upload';
import { formatDate } from '../shared/submissions';

const ImageCard = ({ record }: { record: RaRecord }) => (
  <>
    <CardPicture src={record.image_url} alt={record.title} height={170} />
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
        {[record.location, formatDate(record.date)].filter(Boolean).join(' · ')}
      </Typography>
    </CardContent>
  </>
);

const screen: ContentScreen = {
  title: 'Gallery Images',
  subtitle: 'Photographs shown in the website gallery.',
  noun: 'gallery image',
  addLabel: 'Add Image',
  emptyText: 'No gallery images found.',
  skeletonCount: 12,
  cardMinWidth: 240,
  stats: galleryStats,
  card: (record) => <ImageCard record={record} />,
};

const ImageInputs = () => (
  <>
    <TextInput source="title" label="Title" isRequired fullWidth />
    <TextInput source="description" label="Description" isRequired fullWidth multiline minRows={3} />
    <ImageUrlInput source="image_url" label="Image URL" isRequired />
    <CategoryInput />
    <TextInput source="location" label="Location" fullWidth />
    <DateInput source="date" label="Date" isRequired />
    <NumberInput source="sort_order" label="Sort Order" parse={wholeNumber} step={1} />
    <BooleanInput source="is_featured" label="Featured" />
  </>
);

const today = () => new Date().toISOString().slice(0, 10);
const form = { schema: galleryImageSchema };

export default {
  list: () => <ContentList screen={screen} />,
  create: () => (
    <ContentCreate screen={screen} {...form} defaults={{ category: 'training', is_featured: false, date: today() }}>
      <ImageInputs />
    </ContentCreate>
  ),
  edit: () => (
    <ContentEdit screen={screen} {...form}>
      <ImageInputs />
    </ContentEdit>
  ),
  icon: CollectionsIcon,
  recordRepresentation: 'title',
};
