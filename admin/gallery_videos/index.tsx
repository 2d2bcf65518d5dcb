// Gallery videos: YouTube and Vimeo videos shown on the public Gallery page, embedded in a frame.
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { Box } from '@mui/material';
import { BooleanInput, DateInput, NumberInput, type RaRecord, TextInput } from 'react-admin';
import { galleryVideoSchema, toEmbedUrl } from '../../common/content';
import { wholeNumber } from '../shared/content-form';
import type { ContentScreen } from '../shared/content-list';
import { CategoryInput, GalleryCardText, galleryResource, galleryStats } from '../shared/gallery';
import { ImageUrlInput } from '../shared/media-upload';

const VideoCard = ({ record }: { record: RaRecord }) => (
  <>
    <Box sx={{ position: 'relative', pt: '56.25%', bgcolor: 'grey.900' }}>
      <Box
        component="iframe"
        src={record.video_url}
        title={record.title}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
    <GalleryCardText record={record} detail={record.duration} />
  </>
);

const screen: ContentScreen = {
  title: 'Gallery Videos',
  subtitle: 'Videos shown in the website gallery.',
  noun: 'gallery video',
  addLabel: 'Add Video',
  emptyText: 'No gallery videos found.',
  skeletonCount: 6,
  cardMinWidth: 300,
  stats: galleryStats,
  card: (record) => <VideoCard record={record} />,
};

/** Staff may paste a watch link (youtube.com/watch?v=…, youtu.be/…, vimeo.com/…): it is stored as the embed address. */
const VideoInputs = () => (
  <>
    <TextInput source="title" label="Title" isRequired fullWidth />
    <TextInput source="description" label="Description" isRequired fullWidth multiline minRows={3} />
    <TextInput
      source="video_url"
      label="Video URL"
      isRequired
      fullWidth
      parse={(value: string) => toEmbedUrl(value.trim())}
      helperText="A YouTube or Vimeo link; it is turned into the embed address"
    />
    <ImageUrlInput source="thumbnail_url" label="Thumbnail URL" isRequired />
    <TextInput source="duration" label="Duration" placeholder="5:30" />
    <CategoryInput />
    <DateInput source="date" label="Date" isRequired />
    <NumberInput source="sort_order" label="Sort Order" parse={wholeNumber} step={1} />
    <BooleanInput source="is_featured" label="Featured" />
  </>
);

export default galleryResource({ screen, schema: galleryVideoSchema, Inputs: VideoInputs, icon: VideoLibraryIcon });
