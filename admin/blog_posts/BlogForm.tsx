// Create New Blog Post / Edit Blog Post: the main column (title, excerpt, rich-text content) and the side sections.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Typography,
} from '@mui/material';
import { RichTextInput } from 'ra-input-rich-text';
import { type ReactNode, useState } from 'react';
import {
  Create,
  DeleteWithConfirmButton,
  Edit,
  Form,
  NumberInput,
  SaveButton,
  SelectInput,
  TextInput,
  useDataProvider,
  useInput,
  useNotify,
  useRecordContext,
  useSaveContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { blogPostEditorProblems, blogPostProblems, blogPostSchema, parseTags } from '../../common/content';
import { BLOG_CATEGORIES, BLOG_CATEGORY_LABELS, BLOG_STATUS_LABELS, BLOG_STATUSES } from '../../common/enums';
import { fromKolkataInput, toKolkataInput } from '../../common/kolkata';
import type { StaffDataProvider } from '../dataProvider';
import { validateWith } from '../shared/content-form';
import { KEEP_EDITS_ON_REFETCH } from '../shared/keep-edits';
import { ImageUrlInput } from '../shared/media-upload';
import { BlogEditorToolbar } from './EditorToolbar';
import { blogEditorOptions } from './editorExtensions';
import { BlogRevisions } from './Revisions';
import { SeoFields, SlugInput } from './SeoFields';
import { LanguageFields } from './Translations';

/** Views and likes: whole numbers from 0; anything that is not a number becomes 0, as the spec asks. */
const count = (value: unknown) => {
  const parsed = Number.parseInt(String(value ?? ''), 10);
  return Number.isNaN(parsed) || parsed < 0 ? 0 : parsed;
};

/** A day ('YYYY-MM-DD') as 10:00 that day in India, the time a post dated only by its day is taken to go live. */
const dayAtTen = (day: unknown) =>
  typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? fromKolkataInput(`${day}T10:00`) : null;

/** The form keeps tags as the comma-separated text staff type; the API wants the list. */
export const toBlogPayload = (values: Record<string, unknown>) => ({
  ...values,
  tags: typeof values.tags === 'string' ? parseTags(values.tags) : (values.tags ?? []),
  views: count(values.views),
  likes: count(values.likes),
  author_image: values.author_image || null,
  // A scheduled post needs a time of its own (the form says so); others dated only by a day go live at 10:00 IST.
  publish_at: values.publish_at || (values.status === 'scheduled' ? null : dayAtTen(values.date)),
  // One date field: the post's date is its publish time's day in India (the server says the same).
  ...(values.publish_at ? { date: toKolkataInput(values.publish_at as string).slice(0, 10) } : {}),
  // An emptied field comes back as null: the editor's answer for an empty one is "required", so say that.
  image_alt: values.image_alt ?? '',
  slug: values.slug || null,
  meta_title: values.meta_title || null,
  meta_description: values.meta_description || null,
  social_image: values.social_image || null,
});

const validateBlogPost = (values: Record<string, unknown>) => {
  const payload = toBlogPayload(values);
  return {
    ...validateWith(blogPostSchema)(payload),
    ...blogPostProblems(payload),
    ...blogPostEditorProblems(payload),
  };
};

/**
 * The one Publish Date: a day and time, typed and shown in India time whatever the browser's zone, stored in UTC.
 * The post's date on the site is that time's day; empty, a post saved as Published goes live (and is dated) now.
 */
function PublishDateInput() {
  const status = useWatch({ name: 'status' });
  const date = useWatch({ name: 'date' });
  return (
    <TextInput
      source="publish_at"
      label="Publish Date (India time, IST)"
      type="datetime-local"
      // A post saved before the single field (only a day) shows that day at 10:00 in India, and is saved so.
      format={(value: string | null) => toKolkataInput(value ?? (status === 'scheduled' ? null : dayAtTen(date)))}
      parse={fromKolkataInput}
      helperText={
        status === 'scheduled'
          ? 'The post goes live at this time'
          : status === 'draft'
            ? 'When it should go live (a draft stays hidden until published)'
            : 'Empty: it goes live and is dated when saved'
      }
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
}

const formatTags = (tags: unknown) => (Array.isArray(tags) ? tags.join(', ') : ((tags as string | undefined) ?? ''));

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Failed to save blog post';

function FeaturedCheckbox() {
  const { field } = useInput({ source: 'is_featured', defaultValue: false });
  return (
    <FormControlLabel
      control={<Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />}
      label="Featured Post"
    />
  );
}

function SideSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="subtitle1" gutterBottom sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * Opens the saved post as visitors will see it, through a signed link that works for a day (drafts included).
 * The tab opens at the click, before the link arrives, so no pop-up blocker stops it.
 */
function PreviewButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const dataProvider = useDataProvider<StaffDataProvider>();
  if (!record) return null;
  const open = async () => {
    const tab = window.open('about:blank', '_blank');
    try {
      const { url } = await dataProvider.previewLink(record.id);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      notify(errorText(error), { type: 'error' });
    }
  };
  return (
    <Button variant="outlined" startIcon={<VisibilityIcon />} onClick={open}>
      Preview
    </Button>
  );
}

function SubmitButton({ label }: { label: string }) {
  const { saving } = useSaveContext();
  return (
    <SaveButton
      label={saving ? 'Saving...' : label}
      icon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
      size="large"
      fullWidth
    />
  );
}

type BlogFormBodyProps = { heading: string; submitLabel: string; error: string | null; editing?: boolean };

function BlogFormBody({ heading, submitLabel, error, editing }: BlogFormBodyProps) {
  return (
    <Form validate={validateBlogPost} resetOptions={KEEP_EDITS_ON_REFETCH}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, my: 2 }}
      >
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: 24, sm: 32 } }}>
          {heading}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component={Link} to="/blog_posts" startIcon={<ArrowBackIcon />}>
            Back to Posts
          </Button>
          {editing && (
            <DeleteWithConfirmButton
              mutationMode="pessimistic"
              redirect="list"
              confirmTitle="Delete Blog Post"
              confirmContent="Are you sure you want to delete this blog post? This action cannot be undone."
              confirmColor="warning"
            />
          )}
        </Box>
      </Box>
      {error && (
        <Alert severity="error" variant="filled" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' },
        }}
      >
        <Card>
          <CardContent>
            <TextInput source="title" label="Title" isRequired fullWidth />
            <SlugInput />
            <TextInput source="excerpt" label="Excerpt" isRequired fullWidth multiline minRows={2} />
            <RichTextInput
              source="content"
              label="Content"
              isRequired
              editorOptions={blogEditorOptions}
              toolbar={<BlogEditorToolbar />}
              sx={{
                mb: '50px',
                '& .ProseMirror': { height: 400, overflowY: 'auto' },
                '& .ProseMirror iframe': { maxWidth: '100%' },
                '& .ProseMirror img': { maxWidth: '100%' },
              }}
            />
          </CardContent>
        </Card>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <SideSection title="Publish Settings">
            <SelectInput
              source="status"
              label="Status"
              isRequired
              fullWidth
              choices={BLOG_STATUSES.map((status) => ({ id: status, name: BLOG_STATUS_LABELS[status] }))}
            />
            <PublishDateInput />
            <SelectInput
              source="category"
              label="Category"
              isRequired
              fullWidth
              choices={BLOG_CATEGORIES.map((category) => ({ id: category, name: BLOG_CATEGORY_LABELS[category] }))}
            />
            <FeaturedCheckbox />
          </SideSection>
          <SideSection title="Language">
            <LanguageFields editing={editing} />
          </SideSection>
          <SideSection title="Author Info">
            <TextInput source="author" label="Author Name" isRequired fullWidth />
            <TextInput source="author_image" label="Author Image URL" type="url" fullWidth />
          </SideSection>
          <SideSection title="Featured Image">
            <ImageUrlInput source="image" label="Image URL" isRequired />
            <TextInput
              source="image_alt"
              label="Image alt text"
              isRequired
              fullWidth
              helperText="What the picture shows, for readers who cannot see it"
            />
          </SideSection>
          <SideSection title="Search & Social">
            <SeoFields />
          </SideSection>
          <SideSection title="Meta Info">
            <TextInput source="read_time" label="Read Time" placeholder="5 min read" fullWidth />
            <TextInput
              source="tags"
              label="Tags"
              helperText="Comma-separated, e.g. aviation, careers"
              format={formatTags}
              fullWidth
            />
            <NumberInput source="views" label="Views" min={0} step={1} parse={count} fullWidth />
            <NumberInput source="likes" label="Likes" min={0} step={1} parse={count} fullWidth />
          </SideSection>
        </Box>
      </Box>
      {/* Always in reach at the bottom of the screen, however long the post: Save was 2,000 px down on a phone. */}
      <Box
        data-sticky
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          mt: 2,
          py: 1.5,
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 1,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {editing && <PreviewButton />}
        <Box sx={{ width: { xs: '100%', sm: 340 } }}>
          <SubmitButton label={submitLabel} />
        </Box>
      </Box>
    </Form>
  );
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export function BlogCreate() {
  const [error, setError] = useState<string | null>(null);
  return (
    <Create
      title="Create New Blog Post"
      // Created, the post stays open (its Edit page) with Preview at hand.
      redirect="edit"
      transform={toBlogPayload}
      mutationOptions={{ onError: (failure) => setError(errorText(failure)), onMutate: () => setError(null) }}
      record={{
        date: today(),
        // The spec's Publish Date starts at today: now, to the minute, in India time.
        publish_at: fromKolkataInput(toKolkataInput(new Date())),
        category: 'aviation',
        views: 0,
        likes: 0,
        is_featured: false,
        status: 'draft',
        language: 'en',
        translation_of: null,
        tags: '',
        read_time: '5 min read',
        title: '',
        excerpt: '',
        content: '',
        author: '',
        image: '',
        image_alt: '',
        slug: '',
      }}
      component="div"
    >
      <BlogFormBody heading="Create New Blog Post" submitLabel="Create Post" error={error} />
    </Create>
  );
}

export function BlogEdit() {
  const [error, setError] = useState<string | null>(null);
  return (
    <Edit
      title="Edit Blog Post"
      redirect="list"
      mutationMode="pessimistic"
      transform={toBlogPayload}
      mutationOptions={{ onError: (failure) => setError(errorText(failure)), onMutate: () => setError(null) }}
      component="div"
    >
      <BlogFormBody heading="Edit Blog Post" submitLabel="Update Post" error={error} editing />
      <BlogRevisions />
    </Edit>
  );
}
