// The pattern shared by the visitor-submission screens: header with Export CSV, stat cards, a server-paged table,
// View Details (modal on the row, a page of its own on a phone), Delete and bulk delete behind a confirmation.

import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Box,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { type ComponentType, Fragment, type ReactElement, type ReactNode, useState } from 'react';
import {
  BulkDeleteWithConfirmButton,
  Datagrid,
  DateField,
  DateInput,
  DeleteWithConfirmButton,
  FilterButton,
  FunctionField,
  ListBase,
  ListToolbar,
  Pagination,
  type RaRecord,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  TextField,
  Title,
  TopToolbar,
  useCanAccess,
  useListContext,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { type Declaration, type FieldMeta, listColumns } from '../../common/declaration';
import { exportCsvUrl, type ResourceStats } from '../dataProvider';
import { CourseCode, CourseTypeBadge } from './CourseCode';
import { DeleteRowButton, RowIconButton } from './RowActionButtons';
import { ScreenHeader } from './ScreenHeader';
import { ResourceStatCards, type StatCard } from './stats';

export type DetailLine = { label: string; value: (record: RaRecord) => ReactNode };

export type SubmissionScreen = {
  /** The form's declaration (common/forms.ts): the details, table columns and filters come from it. */
  declaration: Declaration;
  title: string;
  subtitle: string;
  /** What one row is called in confirmations: "registration", "contact form"… */
  noun: string;
  nounPlural: string;
  emptyText: string;
  stats: (stats: ResourceStats | undefined) => StatCard[];
  /** One line under the name on a phone. */
  summary: (record: RaRecord) => ReactNode;
  /** Lines after the declared fields for what the server adds (a newsletter's confirmation). */
  extraDetails?: DetailLine[];
};

/** The field a row is called by: the visitor's name, or the first field (a newsletter's e-mail). */
export const nameField = ({ fields }: Declaration) =>
  Object.keys(fields).find((name) => fields[name].list === 'name') ?? Object.keys(fields)[0];
const rowName = (screen: SubmissionScreen, record: RaRecord) => String(record[nameField(screen.declaration)] ?? '');

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A stored value as staff read it: a code by its name, an empty value by what it means. */
export function fieldText(meta: FieldMeta, value: unknown): string {
  if (isEmpty(value)) return meta.empty ?? '';
  const text = String(value);
  return meta.labels?.[text] ?? text;
}

function detailValue(meta: FieldMeta, value: unknown): ReactNode {
  if (isEmpty(value)) return meta.empty ?? '';
  if (meta.format === 'date') return formatDate(String(value));
  if (meta.format === 'date-time') return formatDateTime(String(value));
  if (meta.format === 'percent') return `${value}%`;
  if (meta.format === 'course-type') return <CourseTypeBadge courseType={String(value)} />;
  return fieldText(meta, value);
}

/** The details screen's lines: every declared field, then when it was sent. */
export const detailLines = ({ fields, created }: Declaration): DetailLine[] => [
  ...Object.entries(fields).map(([name, meta]) => ({
    label: meta.label,
    value: (record: RaRecord) => detailValue(meta, record[name]),
  })),
  { label: created.label, value: (record: RaRecord) => formatDateTime(record.created_at) },
];

/** A select per declared filter, then the date range every submission list has. */
export const submissionFilters = ({ fields }: Declaration): ReactElement[] => [
  ...Object.entries(fields).flatMap(([name, meta]) =>
    Array.isArray(meta.filter)
      ? [
          <SelectInput
            key={name}
            source={name}
            label={meta.label}
            choices={meta.filter.map((value) => ({ id: value, name: meta.labels?.[value] ?? value }))}
          />,
        ]
      : [],
  ),
  <DateInput key="from" source="created_at_gte" label="From" />,
  <DateInput key="to" source="created_at_lte" label="To" />,
];

/** The table's own columns, as each field declares (`list`); the row actions are added by SubmissionList. */
export const submissionColumns = (declaration: Declaration): ReactNode[] =>
  listColumns(declaration).map(({ source, kind, meta }) => {
    switch (kind) {
      case 'name':
        return nameColumn(source);
      case 'contact':
        return contactColumn();
      case 'message':
        return messageColumn();
      case 'marks':
        return marksColumn(declaration);
      case 'course':
        return (
          <FunctionField
            key={source}
            source={source}
            label={meta.label}
            render={(record: RaRecord) =>
              isEmpty(record[source]) ? meta.empty : <CourseCode course={record[source]} />
            }
          />
        );
      case 'course-type':
        return (
          <FunctionField
            key={source}
            source={source}
            label={meta.label}
            render={(record: RaRecord) => <CourseTypeBadge courseType={record[source]} />}
          />
        );
      case 'label':
        return (
          <FunctionField
            key={source}
            source={source}
            label={meta.label}
            render={(record: RaRecord) => fieldText(meta, record[source])}
          />
        );
      default:
        return <TextField key={source} source={source} label={meta.label} />;
    }
  });

/** A submission resource for App.tsx: list and show, both from the screen's declaration. */
export const submissionResource = (screen: SubmissionScreen, icon: ComponentType) => ({
  list: () => <SubmissionList screen={screen} />,
  show: () => <SubmissionShow screen={screen} />,
  icon,
  recordRepresentation: nameField(screen.declaration),
});

export const formatDate = (value: string | null | undefined) => (value ? new Date(value).toLocaleDateString() : '');
export const formatDateTime = (value: string | null | undefined) => (value ? new Date(value).toLocaleString() : '');

/** Downloads the server's CSV export, filtered like the list on screen; the file name comes from the server. */
export function ExportCsvButton() {
  const resource = useResourceContext()!;
  const { filterValues } = useListContext();
  // A counsellor without the export grant gets no button (the server would answer 403).
  const { canAccess } = useCanAccess({ resource, action: 'export' });
  if (!canAccess) return null;
  return (
    <Button
      variant="contained"
      startIcon={<DownloadIcon />}
      // No `download` attribute: the server's Content-Disposition names the file (registrations_YYYY-MM-DD.csv).
      href={exportCsvUrl(resource, filterValues)}
      component="a"
    >
      Export CSV
    </Button>
  );
}

export function DetailLines({ details, record }: { details: DetailLine[]; record: RaRecord }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1, m: 0 }}>
      {details.map((line) => (
        <Box key={line.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
            {line.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {line.value(record) ?? ''}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The applicant this submission belongs to (issue 17): their stage, owner, follow-ups and whole history. */
const applicantPath = (record: RaRecord) => `/applicants/${record.applicant_id}/show`;

function ApplicantRowLink() {
  const record = useRecordContext();
  if (!record?.applicant_id) return null;
  return (
    <RowIconButton label="Open applicant" color="primary" component={Link} to={applicantPath(record)}>
      <AccountCircleIcon fontSize="small" />
    </RowIconButton>
  );
}

function ContactLinks({ record }: { record: RaRecord }) {
  return (
    <>
      {record.applicant_id && (
        <Button startIcon={<AccountCircleIcon />} component={Link} to={applicantPath(record)}>
          Applicant
        </Button>
      )}
      <Button startIcon={<EmailIcon />} href={`mailto:${record.email}`} component="a">
        Email
      </Button>
      {record.phone && (
        <Button startIcon={<PhoneIcon />} href={`tel:${String(record.phone).replace(/[^\d+]/g, '')}`} component="a">
          Call
        </Button>
      )}
    </>
  );
}

function ViewDetailsButton({ screen }: { screen: SubmissionScreen }) {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <RowIconButton label="View Details" color="primary" onClick={() => setOpen(true)}>
        <VisibilityIcon fontSize="small" />
      </RowIconButton>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="details-title">
        <DialogTitle id="details-title">{rowName(screen, record)}</DialogTitle>
        <DialogContent dividers>
          <DetailLines details={[...detailLines(screen.declaration), ...(screen.extraDetails ?? [])]} record={record} />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <ContactLinks record={record} />
          <Button onClick={() => setOpen(false)} variant="contained">
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function BulkDelete({ screen }: { screen: SubmissionScreen }) {
  return (
    <BulkDeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle={`Delete ${screen.nounPlural}`}
      confirmContent={`Are you sure you want to delete these %{smart_count} ${screen.nounPlural}? This action cannot be undone.`}
      confirmColor="warning"
    />
  );
}

/** The list screen: the declared columns, then the date and the row actions. */
export function SubmissionList({ screen }: { screen: SubmissionScreen }) {
  const filterInputs = submissionFilters(screen.declaration);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const empty = (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {screen.emptyText}
    </Typography>
  );
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search" />, ...filterInputs];
  return (
    <ListBase sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <Title title={screen.title} />
      <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
        <ScreenHeader title={screen.title} subtitle={screen.subtitle} actions={<ExportCsvButton />} />
        <ResourceStatCards toCards={screen.stats} />
      </Stack>
      <ListToolbar
        filters={filters}
        actions={
          filterInputs.length ? (
            <TopToolbar>
              <FilterButton />
            </TopToolbar>
          ) : (
            false
          )
        }
      />
      <Card sx={{ overflowX: 'auto' }}>
        {phone ? (
          <SimpleList
            primaryText={(record) => rowName(screen, record)}
            secondaryText={(record) => screen.summary(record)}
            tertiaryText={(record) => formatDate(record.created_at)}
            linkType="show"
            empty={empty}
          />
        ) : (
          <Datagrid
            bulkActionButtons={<BulkDelete screen={screen} />}
            rowClick={false}
            empty={empty}
            sx={{
              '& td': { whiteSpace: 'nowrap' },
              // Row actions stay in view when a wide table scrolls sideways.
              '& td:last-of-type, & th:last-of-type': {
                position: 'sticky',
                right: 0,
                bgcolor: 'background.paper',
                boxShadow: '-6px 0 6px -6px rgba(0,0,0,0.25)',
              },
            }}
          >
            {submissionColumns(screen.declaration)}
            <DateField source="created_at" label="Date" />
            <RowActions screen={screen} />
          </Datagrid>
        )}
      </Card>
      <Pagination />
    </ListBase>
  );
}

// Table columns shared by the submission screens, shaped so a whole table fits a 1366 px screen: two short lines
// (e-mail over phone, a message clamped to two lines) instead of one wide one, and long names wrap.

/** The visitor's name; a long one wraps rather than pushing the table wider than the screen. */
export const nameColumn = (source: string) => (
  <FunctionField
    key="name"
    source={source}
    label="Name"
    render={(record: RaRecord) => (
      <Box component="span" sx={{ display: 'block', whiteSpace: 'normal', minWidth: 96 }}>
        {record[source]}
      </Box>
    )}
  />
);

/** An e-mail address that may wrap before its @ and after its dots, rather than widen the table. */
export function BreakableEmail({ email }: { email: string }) {
  const pieces = email.split(/(?=@)|(?<=[._-])/);
  return (
    <>
      {pieces.map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string
        <span key={index}>
          {index > 0 && <wbr />}
          {piece}
        </span>
      ))}
    </>
  );
}

/** E-mail over phone: two short lines instead of two wide columns. */
export const contactColumn = () => (
  <FunctionField
    key="contact"
    source="email"
    label="Contact"
    render={(record: RaRecord) => {
      return (
        <>
          <Box component="span" sx={{ display: 'block', whiteSpace: 'normal' }}>
            <BreakableEmail email={String(record.email ?? '')} />
          </Box>
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {record.phone}
          </Box>
        </>
      );
    }}
  />
);

/** The message, at most two lines here; View Details shows all of it. */
export const messageColumn = () => (
  <FunctionField
    key="message"
    source="message"
    label="Message"
    sortable={false}
    render={(record: RaRecord) => (
      <Box
        component="span"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          whiteSpace: 'normal',
          minWidth: 120,
          maxWidth: 220,
        }}
      >
        {record.message || 'No message'}
      </Box>
    )}
  />
);

/** Several marks in one column: two short lines rather than one long one, so the table fits a 1366 px screen. */
const marksColumn = ({ fields }: Declaration) => {
  const marks = Object.entries(fields).filter(([, meta]) => meta.list === 'marks');
  return (
    <FunctionField
      key="marks"
      label="Marks"
      sortable={false}
      render={(record: RaRecord) =>
        marks.map(([name, meta], index) => (
          <Fragment key={name}>
            {index > 0 && <br />}
            {meta.label.replace(/ %$/, '')}: {record[name]}%
          </Fragment>
        ))
      }
    />
  );
};

function RowActions({ screen }: { screen: SubmissionScreen; label?: string }) {
  return (
    <Box component="span" sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      <ViewDetailsButton screen={screen} />
      <ApplicantRowLink />
      <DeleteRowButton
        confirmTitle={`Delete ${screen.noun}`}
        confirmContent={`Are you sure you want to delete this ${screen.noun}? This action cannot be undone.`}
      />
    </Box>
  );
}

/** One submission on a page of its own: what a phone opens from the list, and a link staff can share. */
export function SubmissionShow({ screen }: { screen: SubmissionScreen }) {
  return (
    <Show title={screen.title} actions={false}>
      <ShowBody screen={screen} />
    </Show>
  );
}

function ShowBody({ screen }: { screen: SubmissionScreen }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Box>
        <Button component={Link} to={`/${resource}`} startIcon={<ArrowBackIcon />} size="small">
          Back to {screen.title}
        </Button>
      </Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {rowName(screen, record)}
      </Typography>
      <DetailLines details={[...detailLines(screen.declaration), ...(screen.extraDetails ?? [])]} record={record} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <ContactLinks record={record} />
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          confirmTitle={`Delete ${screen.noun}`}
          confirmContent={`Are you sure you want to delete this ${screen.noun}? This action cannot be undone.`}
          confirmColor="warning"
        />
      </Box>
    </Stack>
  );
}
