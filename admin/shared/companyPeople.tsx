// Achievers and placements have the same shape: a student, their photo, the company and position.

import { Box, CardContent, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { BooleanInput, NumberInput, type RaRecord, TextInput } from 'react-admin';
import { achieverSchema } from '../../common/content';
import { ContentCreate, ContentEdit, wholeNumber } from './content-form';
import { CardPicture, ContentList, type ContentScreen } from './content-list';
import { ImageUrlInput } from './media-upload';
import { statValue } from './stats';

function PersonCard({ record }: { record: RaRecord }) {
  return (
    <>
      <CardPicture src={record.image} alt={record.name} height={220} />
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {record.name}
        </Typography>
        {record.position && <Typography variant="body2">{record.position}</Typography>}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          {record.company_logo && (
            <Box
              component="img"
              src={record.company_logo}
              alt=""
              sx={{ height: 24, maxWidth: 80, objectFit: 'contain' }}
            />
          )}
          <Typography variant="body2" color="text.secondary">
            {record.company_name}
          </Typography>
        </Box>
      </CardContent>
    </>
  );
}

function PersonInputs() {
  return (
    <>
      <TextInput source="name" label="Name" isRequired fullWidth />
      <ImageUrlInput source="image" label="Student Image URL" isRequired />
      <ImageUrlInput source="company_logo" label="Company Logo URL" />
      <TextInput source="position" label="Position" fullWidth />
      <TextInput source="company_name" label="Company Name" fullWidth />
      <NumberInput source="sort_order" label="Sort Order" parse={wholeNumber} step={1} />
      <BooleanInput source="is_featured" label="Featured" />
    </>
  );
}

export function companyPeopleResource(
  texts: Pick<ContentScreen, 'title' | 'subtitle' | 'noun' | 'addLabel' | 'emptyText'>,
  icon: ComponentType,
) {
  const screen: ContentScreen = {
    ...texts,
    skeletonCount: 8,
    cardMinWidth: 220,
    stats: (stats) => [
      { label: 'Total', value: statValue(stats, 'total') },
      { label: 'Featured', value: statValue(stats, 'featured') },
      { label: 'Companies', value: statValue(stats, 'companies') },
    ],
    card: (record) => <PersonCard record={record} />,
  };
  const form = { schema: achieverSchema, defaults: { is_featured: true } };
  return {
    list: () => <ContentList screen={screen} />,
    create: () => (
      <ContentCreate screen={screen} {...form}>
        <PersonInputs />
      </ContentCreate>
    ),
    edit: () => (
      <ContentEdit screen={screen} {...form}>
        <PersonInputs />
      </ContentEdit>
    ),
    icon,
    recordRepresentation: 'name',
  };
}
