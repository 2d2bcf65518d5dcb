// The Revisions section of Edit Blog Post: every save of the post, two compared (title, changed fields, and the
// text word by word: removed struck through in red, added underlined in green), and one restored.
import RestoreIcon from '@mui/icons-material/Restore';
import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { BLOG_CATEGORY_LABELS, BLOG_STATUS_LABELS, type BlogCategory, type BlogStatus } from '../../common/enums';
import { formatKolkata } from '../../common/kolkata';
import { LANGUAGE_LABELS, type SiteLanguage } from '../../common/languages';
import type { RevisionComparison, RevisionSummary } from '../../common/types';
import type { StaffDataProvider } from '../dataProvider';

const FIELD_LABELS: Record<string, string> = {
  excerpt: 'Excerpt',
  author: 'Author Name',
  author_image: 'Author Image URL',
  date: 'Publish Date',
  category: 'Category',
  image: 'Image URL',
  read_time: 'Read Time',
  is_featured: 'Featured',
  tags: 'Tags',
  status: 'Status',
  publish_at: 'Publish at',
  language: 'Language',
  translation_of: 'Translation of',
};

/** A field's value as staff read it elsewhere in the panel (labels, India time). */
function readable(field: string, value: string): string {
  if (!value) return '(empty)';
  if (field === 'status') return BLOG_STATUS_LABELS[value as BlogStatus] ?? value;
  if (field === 'category') return BLOG_CATEGORY_LABELS[value as BlogCategory] ?? value;
  if (field === 'publish_at') return formatKolkata(value);
  if (field === 'language') return LANGUAGE_LABELS[value as SiteLanguage] ?? value;
  if (field === 'translation_of') return `Post #${value}`;
  if (field === 'is_featured') return value === 'true' ? 'Yes' : 'No';
  return value;
}

const revisionLabel = (revision: RevisionSummary, index: number) =>
  `${index === 0 ? 'Current · ' : ''}${formatKolkata(revision.created_at)}${revision.staff_email ? ` · ${revision.staff_email}` : ''}`;

function Comparison({ comparison }: { comparison: RevisionComparison }) {
  const changed =
    comparison.title.changed || comparison.fields.length > 0 || comparison.text.some((p) => p.added || p.removed);
  return (
    <Box sx={{ mt: 2 }} aria-label="Comparison" role="region">
      {!changed && <Alert severity="info">These two revisions are the same.</Alert>}
      {comparison.title.changed && (
        <Typography sx={{ mb: 1 }}>
          <strong>Title:</strong> <del>{comparison.title.before}</del> → <ins>{comparison.title.after}</ins>
        </Typography>
      )}
      {comparison.fields.map((change) => (
        <Typography key={change.field} sx={{ mb: 1 }}>
          <strong>{FIELD_LABELS[change.field] ?? change.field}:</strong>{' '}
          <del>{readable(change.field, change.before)}</del> → <ins>{readable(change.field, change.after)}</ins>
        </Typography>
      ))}
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
        Text
      </Typography>
      <Box
        data-testid="revision-text"
        sx={{
          whiteSpace: 'pre-wrap',
          p: 1.5,
          bgcolor: 'grey.50',
          borderRadius: 1,
          '& del': { bgcolor: '#fde2e1', color: '#8a1c1c' },
          '& ins': { bgcolor: '#dcf5e3', color: '#14532d' },
        }}
      >
        {comparison.text.map((part, index) => {
          const key = `${index}-${part.value.length}`;
          if (part.removed) return <del key={key}>{part.value}</del>;
          if (part.added) return <ins key={key}>{part.value}</ins>;
          return <span key={key}>{part.value}</span>;
        })}
      </Box>
    </Box>
  );
}

export function BlogRevisions() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [revisions, setRevisions] = useState<RevisionSummary[]>([]);
  const [from, setFrom] = useState<number | ''>('');
  const [to, setTo] = useState<number | ''>('');
  const [comparison, setComparison] = useState<RevisionComparison | null>(null);
  const [restoring, setRestoring] = useState<RevisionSummary | null>(null);
  const postId = record?.id;
  const updatedAt = record?.updated_at;

  // Read again after every save (updated_at moves), so the list always ends with what was just saved.
  useEffect(() => {
    if (postId === undefined || updatedAt === undefined) return;
    let current = true;
    dataProvider.blogRevisions(postId).then(
      (list) => {
        if (!current) return;
        setRevisions(list);
        setTo(list[0]?.id ?? '');
        setFrom(list[1]?.id ?? list[0]?.id ?? '');
        setComparison(null);
      },
      (error: Error) => notify(error.message, { type: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, notify, postId, updatedAt]);

  if (postId === undefined) return null;
  const compare = async () => {
    if (from === '' || to === '') return;
    try {
      setComparison(await dataProvider.compareBlogRevisions(postId, from, to));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const restore = async () => {
    if (!restoring) return;
    try {
      await dataProvider.restoreBlogRevision(postId, restoring.id);
      notify('Revision restored', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    setRestoring(null);
  };
  const choices = revisions.map((revision, index) => (
    <MenuItem key={revision.id} value={revision.id}>
      {revisionLabel(revision, index)}
    </MenuItem>
  ));

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" gutterBottom sx={{ fontWeight: 700 }}>
          Revisions
        </Typography>
        {revisions.length === 0 && (
          <Typography color="text.secondary">No saved revisions yet: each save from now on keeps one.</Typography>
        )}
        <Box component="ol" sx={{ pl: 2.5, my: 1 }}>
          {revisions.map((revision, index) => (
            <Box component="li" key={revision.id} sx={{ py: 0.5 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <span>
                  {revisionLabel(revision, index)} — “{revision.title}”
                </span>
                {index > 0 && (
                  <Button
                    size="small"
                    startIcon={<RestoreIcon />}
                    onClick={() => setRestoring(revision)}
                    aria-label={`Restore the revision of ${formatKolkata(revision.created_at)}`}
                  >
                    Restore
                  </Button>
                )}
              </Box>
            </Box>
          ))}
        </Box>
        {revisions.length > 1 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {(
              [
                ['Compare', from, setFrom],
                ['with', to, setTo],
              ] as const
            ).map(([label, value, choose]) => (
              <TextField
                key={label}
                select
                size="small"
                label={label}
                value={value}
                onChange={(e) => choose(Number(e.target.value))}
                sx={{ minWidth: { xs: '100%', sm: 260 } }}
              >
                {choices}
              </TextField>
            ))}
            <Button variant="outlined" onClick={compare}>
              Compare
            </Button>
          </Box>
        )}
        {comparison && <Comparison comparison={comparison} />}
      </CardContent>
      <Confirm
        isOpen={restoring !== null}
        title="Restore Revision"
        content="The post goes back to this revision's title, text and fields. The current version stays in the list."
        confirm="Restore"
        onConfirm={restore}
        onClose={() => setRestoring(null)}
      />
    </Card>
  );
}
