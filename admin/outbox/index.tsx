import OutboxIcon from '@mui/icons-material/Outbox';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Datagrid,
  DateField,
  FunctionField,
  ListBase,
  ListToolbar,
  Pagination,
  type RaRecord,
  SelectInput,
  Show,
  SimpleList,
  TextField,
  Title,
  useRecordContext,
} from 'react-admin';
import { dataProvider } from '../dataProvider';
import { BackToList, usePostAction } from '../shared/record-page';
import { ScreenHeader } from '../shared/ScreenHeader';
import { type DetailLine, DetailLines, formatDateTime } from '../shared/submissions';

const STATUS = {
  pending: { label: 'Waiting', color: 'warning' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
} as const;
type Status = keyof typeof STATUS;

const KINDS: Record<string, string> = {
  enquiry_alert: 'New enquiry alert',
  acknowledgement: 'Acknowledgement',
  newsletter_confirmation: 'Newsletter confirmation',
  password_link: 'Password link',
  two_factor_reset: 'Two-factor reset',
  followup_digest: 'Follow-up digest',
  applicant_assigned: 'Applicants assigned',
  guardian_consent: "Guardian's confirmation",
};

const StatusChip = ({ status }: { status: string }) => {
  const shown = STATUS[status as Status] ?? { label: status, color: 'default' as const };
  return <Chip size="small" label={shown.label} color={shown.color} variant="outlined" />;
};

/** Whether this server sends (SMTP_URL set): without it, the e-mails wait here to be read. */
function SendingNote() {
  const [sending, setSending] = useState<boolean>();
  useEffect(() => {
    dataProvider.getStats('outbox').then(
      (stats) => setSending(Boolean(stats.sending)),
      () => setSending(undefined),
    );
  }, []);
  if (sending !== false) return null;
  return (
    <Alert severity="info">
      No SMTP server is configured (SMTP_URL), so e-mails are not sent: they wait here, and you can read each one.
    </Alert>
  );
}

const filters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={Object.entries(STATUS).map(([id, { label }]) => ({ id, name: label }))}
  />,
  <SelectInput
    key="template"
    source="template"
    label="Kind"
    choices={Object.entries(KINDS).map(([id, name]) => ({ id, name }))}
  />,
];

function OutboxList() {
  const empty = (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      No e-mails found.
    </Typography>
  );
  return (
    <ListBase sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <Title title="Outbox" />
      <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
        <ScreenHeader title="Outbox" subtitle="Every e-mail the website sends: waiting, sent and failed." />
        <SendingNote />
      </Stack>
      <ListToolbar filters={filters} actions={false} />
      <Card sx={{ overflowX: 'auto' }}>
        <Datagrid bulkActionButtons={false} rowClick="show" empty={empty} sx={{ display: { xs: 'none', md: 'block' } }}>
          <DateField source="created_at" label="Queued" showTime />
          <TextField source="to" label="To" sortable={false} />
          <TextField source="subject" label="Subject" sortable={false} />
          <FunctionField
            label="Kind"
            source="template"
            render={(record) => KINDS[record.template] ?? record.template}
          />
          <FunctionField label="Status" source="status" render={(record) => <StatusChip status={record.status} />} />
          <TextField source="attempts" label="Tries" />
          <FunctionField
            label="Problem"
            render={(record) => (
              <Typography variant="body2" sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
                {record.last_error ?? ''}
              </Typography>
            )}
          />
        </Datagrid>
        <SimpleList
          sx={{ display: { xs: 'block', md: 'none' } }}
          primaryText={(record) => record.subject}
          secondaryText={(record) => `To ${record.to} · ${STATUS[record.status as Status]?.label ?? record.status}`}
          tertiaryText={(record) => new Date(record.created_at).toLocaleString()}
          linkType="show"
          empty={empty}
        />
      </Card>
      <Pagination rowsPerPageOptions={[25, 50, 100]} />
    </ListBase>
  );
}

const DETAILS: DetailLine[] = [
  { label: 'To', value: (record) => record.to },
  { label: 'Kind', value: (record) => KINDS[record.template] ?? record.template },
  { label: 'Status', value: (record) => <StatusChip status={record.status} /> },
  { label: 'Queued', value: (record) => formatDateTime(record.created_at) },
  { label: 'Sent', value: (record) => formatDateTime(record.sent_at) || '—' },
  { label: 'Tries', value: (record) => String(record.attempts) },
  { label: 'Problem', value: (record) => record.last_error ?? '—' },
];

function RetryButton({ record }: { record: RaRecord }) {
  const post = usePostAction();
  if (record.status !== 'failed') return null;
  return (
    <Button
      variant="outlined"
      startIcon={<ReplayIcon />}
      onClick={() => post(`/api/admin/outbox/${record.id}/retry`, {}, 'The e-mail is queued again')}
    >
      Send again
    </Button>
  );
}

function OutboxMail() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <BackToList to="/outbox" label="Back to Outbox" />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {record.subject}
      </Typography>
      <DetailLines details={DETAILS} record={record} />
      <Box>
        <RetryButton record={record} />
      </Box>
      {/* The e-mail as its recipient sees it; sandboxed, so nothing in it can run or reach the panel. */}
      <Box
        component="iframe"
        title="The e-mail"
        sandbox=""
        srcDoc={record.html}
        sx={{ width: '100%', maxWidth: 640, height: 560, border: '1px solid', borderColor: 'divider', borderRadius: 1 }}
      />
      <details>
        <summary>Plain-text version</summary>
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontSize: 14 }}>
          {record.text}
        </Box>
      </details>
    </Stack>
  );
}

export default {
  list: OutboxList,
  show: () => (
    <Show title="Outbox" actions={false}>
      <OutboxMail />
    </Show>
  ),
  icon: OutboxIcon,
  recordRepresentation: 'subject',
};
