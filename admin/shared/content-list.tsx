// The list screen shared by the curated-content screens (achievers, placements, gallery images and videos):
// header with an Add button, stat cards, and a card grid with skeletons. Their add/edit form is content-form.tsx.
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DeleteWithConfirmButton,
  ListBase,
  Pagination,
  type RaRecord,
  Title,
  useListContext,
  useResourceContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceStats } from '../dataProvider';
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
