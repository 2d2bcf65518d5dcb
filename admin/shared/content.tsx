// The pattern shared by the curated-content screens (achievers, placements, gallery images and videos):
// header with an Add button, stat cards, a card grid with skeletons, and the add/edit form.
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type ChangeEvent, type ReactNode, useRef, useState } from 'react';
import {
  Create,
  DeleteWithConfirmButton,
  Edit,
  InputHelperText,
  ListBase,
  Pagination,
  type RaRecord,
  SaveButton,
  SimpleForm,
  Title,
  Toolbar,
  useDataProvider,
  useGetList,
  useInput,
  useListContext,
  useResourceContext,
  useSaveContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { ResourceStats, StaffDataProvider } from '../dataProvider';
import { ScreenHeader } from './ScreenHeader';
import { ResourceStatCards, type StatCard } from './stats';

export type ContentScreen = {
  title: string;
  subtitle: string;
  /** "achiever", "placement", "gallery image"… */
  noun: string;
  addLabel: string;
  emptyText: string;
  /** Skeleton cards while the first page loads: 8, 8, 12 and 6 per the spec. */
  skeletonCount: number;
  /** Narrowest card width: images want wider cards than portraits. */
  cardMinWidth: number;
  stats: (stats: ResourceStats | undefined) => StatCard[];
  card: (record: RaRecord) => ReactNode;
};

const grid = (minWidth: number) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${minWidth}px, 100%), 1fr))`,
});

function ContentCards({ screen }: { screen: ContentScreen }) {
  const { data, isPending, error } = useListContext();
  if (error) return <Alert severity="error">Could not load the list: {error.message}</Alert>;
  if (isPending) {
    return (
      <Box sx={grid(screen.cardMinWidth)} aria-busy="true">
        {Array.from({ length: screen.skeletonCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Card key={index} data-testid="content-skeleton">
            <Skeleton variant="rectangular" height={160} />
            <CardContent>
              <Skeleton width="70%" />
              <Skeleton width="40%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  if (!data?.length) {
    return (
      <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
        {screen.emptyText}
      </Typography>
    );
  }
  return (
    <Box sx={grid(screen.cardMinWidth)}>
      {data.map((record) => (
        <ContentCard key={record.id} record={record} screen={screen} />
      ))}
    </Box>
  );
}

function ContentCard({ record, screen }: { record: RaRecord; screen: ContentScreen }) {
  const resource = useResourceContext();
  return (
    <Card data-testid="content-card" sx={{ display: 'flex', flexDirection: 'column', position: 'relative' }}>
      <Box sx={{ position: 'absolute', top: 8, left: 8, right: 8, display: 'flex', gap: 1, zIndex: 1 }}>
        {record.is_featured && <Chip size="small" color="warning" icon={<StarIcon />} label="Featured" />}
        <Chip size="small" label={`Order ${record.sort_order}`} sx={{ ml: 'auto', bgcolor: 'background.paper' }} />
      </Box>
      <Box sx={{ flex: 1 }}>{screen.card(record)}</Box>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <Button size="small" startIcon={<EditIcon />} component={Link} to={`/${resource}/${record.id}`}>
          Edit
        </Button>
        <DeleteWithConfirmButton
          record={record}
          mutationMode="pessimistic"
          redirect={false}
          confirmTitle={`Delete ${screen.noun}`}
          confirmContent={`Are you sure you want to delete this ${screen.noun}? This action cannot be undone.`}
          confirmColor="warning"
        />
      </CardActions>
    </Card>
  );
}

export function ContentList({ screen }: { screen: ContentScreen }) {
  const resource = useResourceContext();
  return (
    <ListBase sort={{ field: 'sort_order', order: 'ASC' }} perPage={48}>
      <Title title={screen.title} />
      <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
        <ScreenHeader
          title={screen.title}
          subtitle={screen.subtitle}
          actions={
            <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`/${resource}/create`}>
              {screen.addLabel}
            </Button>
          }
        />
        <ResourceStatCards toCards={screen.stats} />
        <ContentCards screen={screen} />
      </Stack>
      <Pagination rowsPerPageOptions={[24, 48, 96]} />
    </ListBase>
  );
}

/** A card's picture with its words underneath. */
export function CardPicture({ src, alt, height = 180 }: { src: string; alt: string; height?: number }) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      sx={{ width: '100%', height, objectFit: 'cover', display: 'block', bgcolor: 'grey.200' }}
    />
  );
}

/** Submit reads Create or Update, and Saving... while the server works. */
function SubmitButton({ label }: { label: string }) {
  const { saving } = useSaveContext();
  return (
    <SaveButton
      label={saving ? 'Saving...' : label}
      icon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
      alwaysEnable={false}
    />
  );
}

/** Browser-side checks with the server's own zod schema (common/content.ts), so both say the same thing. */
export function validateWith(schema: z.ZodObject) {
  return (values: Record<string, unknown>) => {
    const fields = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, values[key]]));
    const parsed = schema.safeParse(fields);
    const errors: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (key && !errors[key]) errors[key] = issue.message;
      }
    }
    return errors;
  };
}

/** Whole numbers from a number box; anything else falls back to 0, as the spec asks for sort order. */
export const wholeNumber = (value: unknown) => {
  const parsed = Number.parseInt(String(value ?? ''), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
};

export type ContentFormProps = {
  schema: z.ZodObject;
  children: ReactNode;
  defaults?: Record<string, unknown>;
};

/** The form page's heading, with a way back to the list that saves nothing. */
function FormHeading({ screen, heading }: { screen: ContentScreen; heading: string }) {
  const resource = useResourceContext();
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <Button component={Link} to={`/${resource}`} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        Back to {screen.title}
      </Button>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
    </Box>
  );
}

function ContentFormBody({ schema, children, defaults, submitLabel }: ContentFormProps & { submitLabel: string }) {
  const resource = useResourceContext();
  return (
    <SimpleForm
      validate={validateWith(schema)}
      defaultValues={defaults}
      toolbar={
        <Toolbar sx={{ gap: 1 }}>
          <SubmitButton label={submitLabel} />
          {/* Leaves without saving: the list is where staff came from. */}
          <Button component={Link} to={`/${resource}`} variant="outlined">
            Cancel
          </Button>
        </Toolbar>
      }
      sx={{ maxWidth: 720 }}
    >
      {children}
    </SimpleForm>
  );
}

/** New items go last: their sort order starts at the current number of items. */
export function ContentCreate({ screen, ...form }: ContentFormProps & { screen: ContentScreen }) {
  const resource = useResourceContext()!;
  const { total, isPending } = useGetList(resource, { pagination: { page: 1, perPage: 1 } });
  return (
    <Create title={screen.addLabel} redirect="list">
      <FormHeading screen={screen} heading={screen.addLabel} />
      {isPending ? (
        <Box sx={{ p: 3 }}>
          <CircularProgress size={24} />
        </Box>
      ) : (
        <ContentFormBody {...form} defaults={{ ...form.defaults, sort_order: total ?? 0 }} submitLabel="Create" />
      )}
    </Create>
  );
}

export function ContentEdit({ screen, ...form }: ContentFormProps & { screen: ContentScreen }) {
  return (
    <Edit title={`Edit ${screen.noun}`} mutationMode="pessimistic" redirect="list">
      <FormHeading screen={screen} heading={`Edit ${screen.noun}`} />
      <ContentFormBody {...form} submitLabel="Update" />
    </Edit>
  );
}

/** Uploads one image through POST /api/admin/media and returns its address. */
export function useMediaUpload() {
  const dataProvider = useDataProvider<StaffDataProvider>();
  return (file: File) => dataProvider.uploadMedia(file).then((media) => media.url);
}

export const IMAGE_TYPES = 'image/png,image/gif,image/jpeg,image/webp,image/bmp,image/x-icon';

/** An image address: typed as a URL, or filled in by uploading a file; shows a preview. */
export function ImageUrlInput({ source, label, isRequired }: { source: string; label: string; isRequired?: boolean }) {
  const { field, fieldState, id } = useInput({ source, isRequired });
  const value = field.value;
  const upload = useMediaUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      field.onChange(await upload(file));
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : 'Upload failed');
    } finally {
      setUploading(false);
    }
  }

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextField
          {...field}
          value={field.value ?? ''}
          id={id}
          label={label}
          required={isRequired}
          fullWidth
          size="small"
          margin="dense"
          error={fieldState.invalid}
          helperText={<InputHelperText error={fieldState.error?.message} helperText="Paste a link or upload a file" />}
        />
        <Button
          variant="outlined"
          startIcon={uploading ? <CircularProgress size={16} /> : <CloudUploadIcon />}
          onClick={() => fileInput.current?.click()}
          disabled={uploading}
          sx={{ mt: 1, whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES}
          hidden
          onChange={chooseFile}
          aria-label={`Upload ${label}`}
          data-testid={`upload-${source}`}
        />
      </Box>
      {uploadError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {uploadError}
        </Alert>
      )}
      {typeof value === 'string' && value && (
        <Box
          component="img"
          src={value}
          alt=""
          sx={{ maxWidth: 200, maxHeight: 120, borderRadius: 1, mb: 2, objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}
