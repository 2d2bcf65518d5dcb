// Gallery images: photographs shown on the public Gallery page.
import CollectionsIcon from '@mui/icons-material/Collections';
import { BooleanInput, DateInput, NumberInput, type RaRecord, TextInput } from 'react-admin';
import { galleryImageSchema } from '../../common/content';
import { wholeNumber } from '../shared/content-form';
import { CardPicture, type ContentScreen } from '../shared/content-list';
import { CategoryInput, GalleryCardText, galleryResource, galleryStats } from '../shared/gallery';
import { ImageUrlInput } from '../shared/media-upload';

const ImageCard = ({ record }: { record: RaRecord }) => (
  <>
    <CardPicture src={record.image_url} alt={record.title} height={170} />
    <GalleryCardText record={record} detail={record.location} />
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

export default galleryResource({ screen, schema: galleryImageSchema, Inputs: ImageInputs, icon: CollectionsIcon });
