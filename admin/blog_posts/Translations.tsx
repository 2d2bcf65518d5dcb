// The Language section of the blog editor: the language the post is written in, the English (or other) original it
// translates, and, on a saved post, its other versions with a link to add each missing one, pre-filled from this
// post (category, cover, author, date), so staff write the Bengali version beside the English one.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { AutocompleteInput, ReferenceInput, SelectInput, useDataProvider, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BlogTranslation } from '../../common/content';
import { BLOG_STATUS_LABELS } from '../../common/enums';
import { LANGUAGE_LABELS, SITE_LANGUAGES, type SiteLanguage } from '../../common/languages';
import type { StaffDataProvider } from '../dataProvider';
import { languageChoices } from '../shared/languages';

/** The create screen's address with a new translation of `post` pre-filled (react-admin reads `?source=`). */
const newTranslationLink = (post: Record<string, unknown>, originalId: number, language: SiteLanguage) =>
  `/blog_posts/create?source=${encodeURIComponent(
    JSON.stringify({
      language,
      translation_of: originalId,
      category: post.category,
      image: post.image,
      author: post.author,
      author_image: post.author_image,
      date: post.date,
      publish_at: post.publish_at,
      tags: Array.isArray(post.tags) ? post.tags.join(', ') : '',
    }),
  )}`;

function OtherVersions() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const [others, setOthers] = useState<BlogTranslation[] | null>(null);
  const id = record?.id;
  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    dataProvider
      .blogTranslations(id)
      .then((found) => current && setOthers(found))
      .catch(() => current && setOthers([]));
    return () => {
      current = false;
    };
  }, [dataProvider, id]);
  if (!record || others === null) return null;
  const originalId = (record.translation_of as number | null) ?? (record.id as number);
  const present = new Set<SiteLanguage>([record.language, ...others.map((other) => other.language)]);
  const missing = SITE_LANGUAGES.filter((language) => !present.has(language));
  return (
    <Box sx={{ mt: 1 }}>
      <Typography component="h3" variant="subtitle2" gutterBottom>
        Other versions
      </Typography>
      {others.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          None yet.
        </Typography>
      )}
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {others.map((other) => (
          <li key={other.id}>
            <MuiLink component={Link} to={`/blog_posts/${other.id}`}>
              {LANGUAGE_LABELS[other.language]}
              {other.is_original ? ' (original)' : ''}: {other.title}
            </MuiLink>{' '}
            <Chip size="small" label={BLOG_STATUS_LABELS[other.status]} />
          </li>
        ))}
      </Stack>
      {/* A translation's own translations are the original's: only an original adds them. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        {missing.map((language) => (
          <Button
            key={language}
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
            component={Link}
            to={newTranslationLink(record, originalId, language)}
          >
            Add {LANGUAGE_LABELS[language].split(' ')[0]} version
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

export function LanguageFields({ editing }: { editing?: boolean }) {
  return (
    <>
      <SelectInput source="language" label="Written in" choices={languageChoices} isRequired fullWidth />
      <ReferenceInput source="translation_of" reference="blog_posts" sort={{ field: 'date', order: 'DESC' }}>
        <AutocompleteInput
          label="Translation of"
          optionText="title"
          helperText="Empty for an original post; for a Bengali or Hindi version, the post it translates"
          filterToQuery={(q: string) => ({ q })}
          fullWidth
        />
      </ReferenceInput>
      {editing && <OtherVersions />}
    </>
  );
}
