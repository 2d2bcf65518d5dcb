// The pattern shared by the visitor-submission screens: header with Export CSV, stat cards, a server-paged table,
// View Details (modal on the row, a page of its own on a phone), Delete and bulk delete behind a confirmation.
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
import { type ReactElement, type ReactNode, useState } from 'react';
import {
  BulkDeleteWithConfirmButton,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  FilterButton,
  FunctionField,
  ListBase,
  ListToolbar,
  Pagination,
  type RaRecord,
  SearchInput,
  Show,
  SimpleList,
  Title,
  TopToolbar,
  useCanAccess,
  useListContext,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { exportCsvUrl, type ResourceStats } from '../dataProvider';
import { DeleteRowButton, RowIconButton } from './RowActionButtons';
import { ScreenHeader } from './ScreenHeader';
import { ResourceStatCards, type StatCard } from './stats';

export type DetailLine = { label: string; value: (record: RaRecord) => ReactNode };

export type SubmissionScreen = {
  title: string;
  subtitle: string;
  /** What one row is called in confirmations: "registration", "contact form"… */
  noun: string;
  nounPlural: string;
  emptyText: string;
  stats: (stats: ResourceStats | undefined) => StatCard[];
  details: DetailLine[];
  /** The person's name on the row. */
  name: (record: RaRecord) => string;
  /** One line under the name on a phone. */
  summary: (record: RaRecord) => ReactNode;
  filters?: ReactElement[];
};

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

function ContactLinks({ record }: { record: RaRecord }) {
  return (
    <>
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
        <DialogTitle id="details-title">{screen.name(record)}</DialogTitle>
        <DialogContent dividers>
          <DetailLines details={screen.details} record={record} />
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

/** The list screen; `columns` are the table's own columns, the row actions are added here. */
export function SubmissionList({ screen, columns }: { screen: SubmissionScreen; columns: ReactNode }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const empty = (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {screen.emptyText}
    </Typography>
  );
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search" />, ...(screen.filters ?? [])];
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
          screen.filters?.length ? (
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
            primaryText={(record) => screen.name(record)}
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
            {columns}
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
function BreakableEmail({ email }: { email: string }) {
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

function RowActions({ screen }: { screen: SubmissionScreen; label?: string }) {
  return (
    <Box component="span" sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      <ViewDetailsButton screen={screen} />
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
        {screen.name(record)}
      </Typography>
      <DetailLines details={screen.details} record={record} />
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
