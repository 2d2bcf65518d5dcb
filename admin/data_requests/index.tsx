import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { Alert, Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Create,
  CreateButton,
  Datagrid,
  FunctionField,
  ListBase,
  ListToolbar,
  Pagination,
  type RaRecord,
  SelectInput,
  Show,
  SimpleForm,
  SimpleList,
  TextInput,
  Title,
  useRecordContext,
} from 'react-admin';
import { DATA_REQUEST_TYPE_LABELS, DATA_REQUEST_TYPES, type DataRequestType } from '../../common/data-requests';
import { YOUR_DATA_VIA } from '../../common/your-data';
import { BackToList, usePostAction } from '../shared/record-page';
import { ScreenHeader } from '../shared/ScreenHeader';
import { type DetailLine, DetailLines, formatDateTime } from '../shared/submissions';
import { ErasureDialog } from './ErasureDialog';

const typeLabel = (type: string) => DATA_REQUEST_TYPE_LABELS[type as DataRequestType] ?? type;
const TYPE_CHOICES = DATA_REQUEST_TYPES.map((id) => ({ id, name: DATA_REQUEST_TYPE_LABELS[id] }));
const STATUS_CHOICES = [
  { id: 'open', name: 'Open' },
  { id: 'done', name: 'Done' },
  { id: 'refused', name: 'Refused' },
];

/** Who the request is about, or that the person was erased (the request keeps no contact after an erasure). */
const person = (record: RaRecord) => [record.email, record.phone].filter(Boolean).join(' · ') || 'Erased';

function StatusChip({ record }: { record: RaRecord }) {
  if (record.overdue) return <Chip size="small" label="Overdue" color="error" />;
  const name = STATUS_CHOICES.find((choice) => choice.id === record.status)?.name ?? record.status;
  return <Chip size="small" label={name} color={record.status === 'open' ? 'warning' : 'default'} variant="outlined" />;
}

const filters = [
  <SelectInput key="status" source="status" alwaysOn choices={STATUS_CHOICES} />,
  <SelectInput key="type" source="type" choices={TYPE_CHOICES} />,
];

function DataRequestList() {
  // The table (wide screens) and the list (phones) each show it when empty, only on their own screens.
  const empty = (display: Record<string, string>) => (
    <Typography sx={{ p: 3, textAlign: 'center', display }} color="text.secondary">
      No data requests.
    </Typography>
  );
  return (
    <ListBase sort={{ field: 'due_at', order: 'ASC' }} perPage={25}>
      <Title title="Data Requests" />
      <Box sx={{ mt: 2, mb: 2 }}>
        <ScreenHeader
          title="Data Requests"
          subtitle="Copies, corrections, withdrawals and erasures people asked for. Answer each within 90 days (the law's limit); one still open after 30 days is marked Overdue, so it is never left to the last week."
          actions={<CreateButton label="Record a request" />}
        />
      </Box>
      <ListToolbar filters={filters} actions={false} />
      <Card sx={{ overflowX: 'auto' }}>
        <Datagrid
          bulkActionButtons={false}
          rowClick="show"
          empty={empty({ xs: 'none', md: 'block' })}
          sx={{ display: { xs: 'none', md: 'block' } }}
        >
          <FunctionField label="Received" source="created_at" render={(record) => formatDateTime(record.created_at)} />
          <FunctionField label="Request" source="type" render={(record) => typeLabel(record.type)} />
          <FunctionField label="Person" render={person} />
          <FunctionField label="Due" source="due_at" render={(record) => formatDateTime(record.due_at)} />
          <FunctionField label="Status" source="status" render={(record) => <StatusChip record={record} />} />
          <FunctionField label="Handled by" render={(record) => record.handled_by_email ?? ''} />
        </Datagrid>
        <SimpleList
          sx={{ display: { xs: 'block', md: 'none' } }}
          primaryText={(record) => typeLabel(record.type)}
          secondaryText={(record) => person(record)}
          tertiaryText={(record) => (record.overdue ? 'Overdue' : record.status)}
          linkType="show"
          empty={empty({ xs: 'block', md: 'none' })}
        />
      </Card>
      <Pagination rowsPerPageOptions={[25, 50, 100]} />
    </ListBase>
  );
}

const FIELD_NAMES: Record<string, string> = { name: 'name', phone: 'phone', email: 'e-mail' };

/** What a request from the Your Data page did: the fields corrected, the news withdrawn, the copy's format. */
function requestDetails(record: RaRecord): string {
  const details = (record.details ?? {}) as Record<string, unknown>;
  if (Array.isArray(details.fields))
    return `Corrected their ${details.fields.map((field) => FIELD_NAMES[String(field)] ?? String(field)).join(', ')}`;
  if (typeof details.subscriptions === 'number')
    return `Newsletter subscriptions removed: ${details.subscriptions}; news boxes unticked: ${details.unticked ?? 0}`;
  if (typeof details.format === 'string') return `Downloaded a copy (${details.format.toUpperCase()})`;
  return '—';
}

const DETAILS: DetailLine[] = [
  { label: 'Request', value: (record) => typeLabel(record.type) },
  { label: 'Person', value: person },
  { label: 'Status', value: (record) => <StatusChip record={record} /> },
  { label: 'Received', value: (record) => formatDateTime(record.created_at) },
  {
    label: 'From',
    value: (record) =>
      record.details?.via === YOUR_DATA_VIA ? 'The person, on the Your Data page' : 'Recorded by staff',
  },
  { label: 'What', value: requestDetails },
  { label: 'Due', value: (record) => formatDateTime(record.due_at) },
  {
    label: 'Handled',
    value: (record) =>
      record.handled_at
        ? `${formatDateTime(record.handled_at)} by ${record.handled_by_email ?? (record.details?.via === YOUR_DATA_VIA ? 'the person, on the Your Data page' : '—')}`
        : '—',
  },
];

function Actions({ record }: { record: RaRecord }) {
  const post = usePostAction();
  const [confirming, setConfirming] = useState(false);
  if (record.status !== 'open') return null;
  const call = (path: string, body: object, done: string) =>
    post(`/api/admin/data_requests/${record.id}/${path}`, body, done);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {record.type === 'erasure' && (
        <>
          <Button
            color="error"
            variant="contained"
            startIcon={<DeleteForeverIcon />}
            onClick={() => setConfirming(true)}
          >
            Erase this person
          </Button>
          <ErasureDialog
            requestId={record.id}
            open={confirming}
            onClose={() => setConfirming(false)}
            onErase={async (include) => {
              setConfirming(false);
              await call('erase', { include }, 'The person was erased');
            }}
          />
        </>
      )}
      {record.type !== 'erasure' && (
        <Button variant="outlined" onClick={() => call('status', { status: 'done' }, 'Marked done')}>
          Mark done
        </Button>
      )}
      <Button variant="outlined" onClick={() => call('status', { status: 'refused' }, 'Refused')}>
        Refuse
      </Button>
    </Stack>
  );
}

function DataRequestPage() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <BackToList to="/data_requests" label="Back to Data Requests" />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {typeLabel(record.type)} request #{record.id}
      </Typography>
      {record.overdue && <Alert severity="error">Overdue: it arrived more than 30 days ago.</Alert>}
      <DetailLines details={DETAILS} record={record} />
      <Actions record={record} />
    </Stack>
  );
}

function DataRequestCreate() {
  return (
    <Create title="Record a request" redirect="show">
      <SimpleForm defaultValues={{ type: 'erasure' }}>
        <SelectInput source="type" label="Request" choices={TYPE_CHOICES} />
        <TextInput source="email" label="Email" type="email" />
        <TextInput source="phone" label="Phone" />
      </SimpleForm>
    </Create>
  );
}

export default {
  list: DataRequestList,
  show: () => (
    <Show title="Data Requests" actions={false}>
      <DataRequestPage />
    </Show>
  ),
  create: DataRequestCreate,
  icon: PrivacyTipIcon,
  recordRepresentation: (record: RaRecord) => typeLabel(record.type),
};
