// Open days (/events on the site): staff list, add and edit them; the date and time are typed and shown in India
// time (IST) and stored in UTC; each row shows how many have registered and links to those registrations.
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import { Button, Card, Chip, Stack, type Theme, useMediaQuery } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  FunctionField,
  ListBase,
  ListToolbar,
  NumberInput,
  Pagination,
  type RaRecord,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  Title,
  useCanAccess,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { event, eventSchema } from '../../common/content';
import { CAMPUS_LABELS, CAMPUSES } from '../../common/enums';
import { formatKolkata, fromKolkataInput, toKolkataInput } from '../../common/kolkata';
import { ContentCreate, ContentEdit, wholeNumber } from '../shared/content-form';
import type { ContentScreen } from '../shared/content-list';
import { languageChoices, languageNote } from '../shared/languages';
import { DeleteRowButton, RowIconButton } from '../shared/RowActionButtons';
import { ScreenHeader } from '../shared/ScreenHeader';
import { ResourceStatCards, statValue } from '../shared/stats';
import { fieldText } from '../shared/submissions';

const screen: ContentScreen = {
  title: 'Open Days',
  subtitle: 'Campus open days listed on the website at /events, with their registrations.',
  noun: 'open day',
  addLabel: 'Add Open Day',
  emptyText: 'No open days yet.',
  skeletonCount: 0,
  cardMinWidth: 0,
  stats: (stats) => [
    { label: 'Open Days', value: statValue(stats, 'total') },
    { label: 'Upcoming', value: statValue(stats, 'upcoming') },
    { label: 'Upcoming and Published', value: statValue(stats, 'published_upcoming') },
    { label: 'Registrations', value: statValue(stats, 'registrations') },
  ],
  card: () => null,
};

const campusChoices = CAMPUSES.map((campus) => ({ id: campus, name: CAMPUS_LABELS[campus] }));
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search" />,
  <SelectInput key="campus" source="campus" label="Campus" choices={campusChoices} />,
];

/** "12 of 40", linking to the open day's registrations for those who may see them. */
function RegisteredCount({ record }: { record: RaRecord }) {
  const { canAccess } = useCanAccess({ resource: 'event_registrations', action: 'list' });
  const text = `${record.registered} of ${record.capacity}`;
  if (!canAccess) return <>{text}</>;
  const filter = encodeURIComponent(JSON.stringify({ q: record.title }));
  return (
    <Link to={`/event_registrations?filter=${filter}`} aria-label={`${text} registered: see the registrations`}>
      {text}
    </Link>
  );
}

function EventList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <ListBase sort={{ field: 'starts_at', order: 'DESC' }} perPage={25}>
      <Title title={screen.title} />
      <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
        <ScreenHeader
          title={screen.title}
          subtitle={screen.subtitle}
          actions={
            <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/events/create">
              {screen.addLabel}
            </Button>
          }
        />
        <ResourceStatCards toCards={screen.stats} />
      </Stack>
      <ListToolbar filters={filters} actions={false} />
      <Card sx={{ overflowX: 'auto' }}>
        {phone ? (
          <SimpleList
            primaryText={(record) => record.title}
            secondaryText={(record) =>
              [
                formatKolkata(record.starts_at),
                fieldText(event.fields.campus, record.campus),
                languageNote(record.language),
              ]
                .filter(Boolean)
                .join(' · ')
            }
            tertiaryText={(record) => `${record.registered}/${record.capacity}`}
            linkType="edit"
          />
        ) : (
          <Datagrid
            rowClick={false}
            bulkActionButtons={false}
            empty={<p style={{ padding: 24, textAlign: 'center' }}>{screen.emptyText}</p>}
          >
            <FunctionField
              source="title"
              label="Title"
              render={(record: RaRecord) => (
                <>
                  {record.title}
                  {record.language !== 'en' && (
                    <Chip size="small" variant="outlined" label={languageNote(record.language)} sx={{ ml: 1 }} />
                  )}
                </>
              )}
            />
            <FunctionField
              source="starts_at"
              label="Date and Time (IST)"
              render={(record: RaRecord) => formatKolkata(record.starts_at)}
            />
            <FunctionField
              source="campus"
              label="Campus"
              render={(record: RaRecord) => fieldText(event.fields.campus, record.campus)}
            />
            <FunctionField
              source="registered"
              label="Registered"
              render={(record: RaRecord) => <RegisteredCount record={record} />}
            />
            <FunctionField
              source="is_published"
              label="Status"
              render={(record: RaRecord) =>
                record.is_published ? (
                  <Chip size="small" color="success" label="Published" />
                ) : (
                  <Chip size="small" label="Draft" />
                )
              }
            />
            <EventRowActions label="Actions" />
          </Datagrid>
        )}
      </Card>
      <Pagination />
    </ListBase>
  );
}

function EventRowActions(_: { label?: string }) {
  return (
    <FunctionField
      render={(record: RaRecord) => (
        <span style={{ display: 'flex', gap: 4, justifyContent: 'flex-end' }}>
          <RowIconButton label="Edit" color="primary" component={Link} to={`/events/${record.id}`}>
            <EditIcon fontSize="small" />
          </RowIconButton>
          <DeleteRowButton
            confirmTitle="Delete open day"
            confirmContent="Are you sure you want to delete this open day and its registrations? This action cannot be undone."
          />
        </span>
      )}
    />
  );
}

const EventInputs = () => (
  <>
    <TextInput source="title" label="Title" isRequired fullWidth />
    <TextInput source="description" label="Description" fullWidth multiline minRows={3} />
    <TextInput
      source="starts_at"
      label="Date and time (India time, IST)"
      type="datetime-local"
      format={toKolkataInput}
      parse={fromKolkataInput}
      isRequired
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
    <SelectInput source="campus" label="Campus" choices={campusChoices} isRequired />
    <SelectInput
      source="language"
      label="Held in"
      helperText="The language the open day is held in; the website shows it beside the title"
      choices={languageChoices}
      isRequired
    />
    <NumberInput source="capacity" label="Capacity (seats)" parse={wholeNumber} step={1} min={1} isRequired />
    <BooleanInput source="is_published" label="Published on the website" />
  </>
);

const form = { schema: eventSchema };

export default {
  list: EventList,
  create: () => (
    <ContentCreate
      screen={screen}
      {...form}
      defaults={{ campus: 'siliguri', language: 'en', capacity: 50, is_published: true }}
    >
      <EventInputs />
    </ContentCreate>
  ),
  edit: () => (
    <ContentEdit screen={screen} {...form}>
      <EventInputs />
    </ContentEdit>
  ),
  icon: EventIcon,
  recordRepresentation: 'title',
};
