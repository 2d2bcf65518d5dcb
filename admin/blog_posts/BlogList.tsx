// Blog Management: the four stat cards and the All Blog Posts table.
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import StarIcon from '@mui/icons-material/Star';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardHeader,
  Chip,
  CircularProgress,
  Stack,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import {
  Datagrid,
  FilterButton,
  FunctionField,
  ListBase,
  ListToolbar,
  Pagination,
  type RaRecord,
  SearchInput,
  SelectInput,
  SimpleList,
  Title,
  TopToolbar,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import {
  BLOG_CATEGORIES,
  BLOG_CATEGORY_LABELS,
  BLOG_STATUS_LABELS,
  BLOG_STATUSES,
  type BlogCategory,
  type BlogStatus,
} from '../../common/enums';
import { formatKolkata } from '../../common/kolkata';
import { DeleteRowButton, RowIconButton } from '../shared/RowActionButtons';
import { ScreenHeader } from '../shared/ScreenHeader';
import { ResourceStatCards, statValue } from '../shared/stats';

const categoryLabel = (category: string) => BLOG_CATEGORY_LABELS[category as BlogCategory] ?? category;
export const localeDate = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00`).toLocaleDateString();

/** "Scheduled · 25 Nov 2026, 14:30 IST", or "Published" once a scheduled post's time has come. */
export function statusText(record: RaRecord, now = Date.now()): string {
  const status = record.status as BlogStatus;
  if (status !== 'scheduled' || !record.publish_at) return BLOG_STATUS_LABELS[status] ?? status;
  if (new Date(record.publish_at).getTime() <= now) return BLOG_STATUS_LABELS.published;
  return `${BLOG_STATUS_LABELS.scheduled} · ${formatKolkata(record.publish_at)}`;
}

const STATUS_COLORS = { draft: 'default', scheduled: 'info', published: 'success', unpublished: 'warning' } as const;

function StatusChip({ record }: { record: RaRecord }) {
  const text = statusText(record);
  const status = text === BLOG_STATUS_LABELS.published ? 'published' : (record.status as BlogStatus);
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status] ?? 'default'}
      label={text}
      // A scheduled post's time wraps under its state rather than widening the column.
      sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
    />
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={BLOG_STATUSES.map((status) => ({ id: status, name: BLOG_STATUS_LABELS[status] }))}
  />,
  <SelectInput
    key="category"
    source="category"
    label="Category"
    choices={BLOG_CATEGORIES.map((category) => ({ id: category, name: BLOG_CATEGORY_LABELS[category] }))}
  />,
  <SelectInput
    key="featured"
    source="is_featured"
    label="Featured"
    choices={[
      { id: true, name: 'Featured' },
      { id: false, name: 'Not featured' },
    ]}
  />,
];

function PostCell({ record }: { record: RaRecord }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 240, maxWidth: 420 }}>
      <Box
        component="img"
        src={record.image}
        alt=""
        sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'grey.200' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {record.title}
          </Typography>
          {record.is_featured && <Chip size="small" color="warning" icon={<StarIcon />} label="Featured" />}
        </Box>
        <Typography variant="body2" color="text.secondary" noWrap>
          {record.excerpt}
        </Typography>
      </Box>
    </Box>
  );
}

function RowActions() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      <RowIconButton label="Edit" color="primary" component={Link} to={`/blog_posts/${record.id}`}>
        <EditIcon fontSize="small" />
      </RowIconButton>
      <DeleteRowButton
        confirmTitle="Delete Blog Post"
        confirmContent="Are you sure you want to delete this blog post? This action cannot be undone."
      />
    </Box>
  );
}

function BlogTable() {
  const { isPending } = useListContext();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, p: 6 }}>
        <CircularProgress size={28} />
        <Typography>Loading blog posts...</Typography>
      </Box>
    );
  }
  const empty = (
    <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
      No blog posts found. Create your first post!
    </Typography>
  );
  if (phone) {
    return (
      <SimpleList
        leftAvatar={(record) => <Avatar variant="rounded" src={record.image} alt="" />}
        primaryText={(record) => record.title}
        secondaryText={(record) =>
          `${statusText(record)} · ${categoryLabel(record.category)} · ${record.views} views · ${record.likes} likes${record.is_featured ? ' · Featured' : ''}`
        }
        tertiaryText={(record) => localeDate(record.date)}
        linkType="edit"
        empty={empty}
      />
    );
  }
  return (
    <Datagrid rowClick={false} bulkActionButtons={false} empty={empty}>
      <FunctionField label="Post" source="title" render={(record: RaRecord) => <PostCell record={record} />} />
      <FunctionField
        label="Author"
        source="author"
        render={(record: RaRecord) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Avatar src={record.author_image ?? undefined} alt="" sx={{ width: 28, height: 28 }}>
              {String(record.author).charAt(0)}
            </Avatar>
            {record.author}
          </Box>
        )}
      />
      <FunctionField
        label="Category"
        source="category"
        render={(record: RaRecord) => <Chip size="small" variant="outlined" label={categoryLabel(record.category)} />}
      />
      <FunctionField
        label="Stats"
        source="views"
        render={(record: RaRecord) => (
          <Stack spacing={0.5}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <VisibilityIcon fontSize="small" color="action" /> {record.views.toLocaleString()}
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <FavoriteIcon fontSize="small" color="error" /> {record.likes.toLocaleString()}
            </Box>
          </Stack>
        )}
      />
      {/* The post's state under its date: one column less keeps Edit and Delete in view at 1366 px. */}
      <FunctionField
        label="Date"
        source="date"
        render={(record: RaRecord) => (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <span>{localeDate(record.date)}</span>
            <StatusChip record={record} />
          </Stack>
        )}
      />
      <FunctionField label="Actions" textAlign="right" render={() => <RowActions />} />
    </Datagrid>
  );
}

export function BlogList() {
  return (
    <ListBase sort={{ field: 'date', order: 'DESC' }} perPage={25}>
      <Title title="Blog Management" />
      <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
        <ScreenHeader
          title="Blog Management"
          subtitle="Manage your blog posts and content."
          actions={
            <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/blog_posts/create">
              New Post
            </Button>
          }
        />
        <ResourceStatCards
          toCards={(stats) => [
            { label: 'Total Posts', value: statValue(stats, 'total') },
            { label: 'Featured', value: statValue(stats, 'featured') },
            { label: 'Total Views', value: Number(statValue(stats, 'total_views')).toLocaleString() },
            { label: 'Total Likes', value: Number(statValue(stats, 'total_likes')).toLocaleString() },
          ]}
        />
      </Stack>
      <Card sx={{ overflowX: 'auto' }}>
        <CardHeader title="All Blog Posts" slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
        <ListToolbar
          filters={filters}
          actions={
            <TopToolbar>
              <FilterButton />
            </TopToolbar>
          }
          sx={{ px: 2 }}
        />
        <BlogTable />
      </Card>
      <Pagination />
    </ListBase>
  );
}
