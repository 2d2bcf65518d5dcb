// Audit Log (admins only): every sign-in, staff write, delete, export and staff change, filtered and exported
// as CSV by the server. Nothing here can edit or delete an entry: the database refuses that anyway.
import HistoryIcon from '@mui/icons-material/History';
import { Card, Stack, Typography } from '@mui/material';
import {
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  ListBase,
  ListToolbar,
  Pagination,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  Title,
} from 'react-admin';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_RESOURCE_LABELS,
  AUDIT_RESOURCES,
  type AuditAction,
} from '../../common/audit';
import { describeAuditDetails, resourceLabel } from '../../common/audit-details';
import { ScreenHeader } from '../shared/ScreenHeader';
import { ExportCsvButton } from '../shared/submissions';

const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Staff e-mail, record or address" />,
  <SelectInput
    key="action"
    source="action"
    alwaysOn
    choices={AUDIT_ACTIONS.map((action) => ({ id: action, name: AUDIT_ACTION_LABELS[action] }))}
  />,
  <SelectInput
    key="resource"
    source="resource"
    label="Concerning"
    choices={AUDIT_RESOURCES.map((resource) => ({ id: resource, name: AUDIT_RESOURCE_LABELS[resource] }))}
  />,
  <DateInput key="from" source="created_at_gte" label="From" />,
  <DateInput key="to" source="created_at_lte" label="To" />,
];

function AuditLogList() {
  const empty = (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      No audit entries found.
    </Typography>
  );
  return (
    <ListBase sort={{ field: 'created_at', order: 'DESC' }} perPage={50}>
      <Title title="Audit Log" />
      <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
        <ScreenHeader
          title="Audit Log"
          subtitle="Who did what, when and from where. Kept for at least a year; nobody can change it."
          actions={<ExportCsvButton />}
        />
      </Stack>
      <ListToolbar filters={filters} actions={false} />
      <Card sx={{ overflowX: 'auto' }}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={empty}
          sx={{ display: { xs: 'none', md: 'block' } }}
        >
          <DateField source="created_at" label="When" showTime />
          <TextField source="staff_email" label="Staff" emptyText="—" />
          <FunctionField label="Action" render={(record) => actionLabel(record.action)} />
          <FunctionField label="Concerning" source="resource" render={(record) => resourceLabel(record.resource)} />
          <TextField source="record_id" label="Record" emptyText="" />
          <TextField source="address" label="From" />
          <FunctionField
            label="Details"
            render={(record) => (
              <Typography variant="body2" sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>
                {describeAuditDetails(record)}
              </Typography>
            )}
          />
        </Datagrid>
        <SimpleList
          sx={{ display: { xs: 'block', md: 'none' } }}
          primaryText={(record) =>
            `${actionLabel(record.action)} · ${resourceLabel(record.resource)}${record.record_id ? ` #${record.record_id}` : ''}`
          }
          secondaryText={(record) =>
            [`${record.staff_email || '—'} from ${record.address}`, describeAuditDetails(record)]
              .filter(Boolean)
              .join(' · ')
          }
          tertiaryText={(record) => new Date(record.created_at).toLocaleString()}
          linkType={false}
          empty={empty}
        />
      </Card>
      <Pagination rowsPerPageOptions={[25, 50, 100]} />
    </ListBase>
  );
}

export default { list: AuditLogList, icon: HistoryIcon };
