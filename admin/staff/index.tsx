// Staff (admins only): list, add with a role, edit name/role/export grant and the lead flags (takes leads, away),
// deactivate or reactivate, make a one-time password link, and reset a member's two-factor sign-in. The server enforces all of it; this screen only offers it.
import BadgeIcon from '@mui/icons-material/Badge';
import KeyIcon from '@mui/icons-material/Key';
import { Alert, Button, Card, Chip, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import {
  BooleanInput,
  Create,
  CreateButton,
  Datagrid,
  DateField,
  Edit,
  email,
  FunctionField,
  ListBase,
  type RaRecord,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  Title,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../common/enums';
import { ROLE_DESCRIPTIONS } from '../../common/roles';
import { httpClient } from '../dataProvider';
import { KEEP_EDITS_ON_REFETCH } from '../shared/keep-edits';
import { ScreenHeader } from '../shared/ScreenHeader';
import { type PasswordLink, PasswordLinkDialog } from './PasswordLinkDialog';
import { TwoFactorResetButton } from './TwoFactorResetButton';

const roleChoices = STAFF_ROLES.map((role) => ({ id: role, name: STAFF_ROLE_LABELS[role] }));

const RoleChip = ({ record }: { record: RaRecord }) => (
  <Chip size="small" label={STAFF_ROLE_LABELS[record.role as keyof typeof STAFF_ROLE_LABELS] ?? record.role} />
);

const StatusChip = ({ record }: { record: RaRecord }) =>
  record.active ? (
    <Chip size="small" color="success" label="Active" />
  ) : (
    <Chip size="small" variant="outlined" label="Deactivated" />
  );

/** Whether new applicants are assigned to the member round-robin (and not while they are away). */
const LeadsChip = ({ record }: { record: RaRecord }) =>
  record.takes_leads ? (
    <Chip size="small" color={record.away ? 'warning' : 'info'} label={record.away ? 'Away' : 'Takes leads'} />
  ) : record.away ? (
    <Chip size="small" variant="outlined" label="Away" />
  ) : (
    '—'
  );

/** The role picker, with what the chosen role can do under it. */
const RoleInput = () => {
  const role = useWatch({ name: 'role' }) as StaffRole | undefined;
  return (
    <SelectInput
      source="role"
      choices={roleChoices}
      validate={required()}
      helperText={(role && ROLE_DESCRIPTIONS[role]) || 'What the member may reach in this panel.'}
      sx={{ maxWidth: 560 }}
    />
  );
};

/** On the add form: counsellors take leads by default, other roles not (the admin may still change it). */
const TakesLeadsFollowsRole = () => {
  const role = useWatch({ name: 'role' }) as StaffRole | undefined;
  const { setValue } = useFormContext();
  const first = useRef(true);
  useEffect(() => {
    // The first render keeps the form's defaults; only a change of role moves the switch.
    if (first.current) {
      first.current = false;
      return;
    }
    setValue('takes_leads', role === 'counsellor', { shouldDirty: true });
  }, [role, setValue]);
  return null;
};

/** The two lead flags, on the add and edit forms. */
const LeadFlags = () => (
  <>
    <BooleanInput
      source="takes_leads"
      label="Takes leads"
      helperText="New applicants are assigned round-robin among the members who take leads."
    />
    <BooleanInput source="away" label="Away" helperText="While away, the member gets no new applicants." />
  </>
);

function StaffList() {
  return (
    <ListBase sort={{ field: 'name', order: 'ASC' }} perPage={1000}>
      <Title title="Staff" />
      <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
        <ScreenHeader
          title="Staff"
          subtitle="Who can sign in to this panel, and what each person may do."
          actions={<CreateButton variant="contained" label="Add staff member" />}
        />
      </Stack>
      <Card sx={{ overflowX: 'auto' }}>
        <Datagrid rowClick="edit" bulkActionButtons={false} sx={{ display: { xs: 'none', md: 'block' } }}>
          <TextField source="name" emptyText="—" />
          <TextField source="email" label="E-mail" />
          <FunctionField label="Role" render={(record) => <RoleChip record={record} />} />
          <FunctionField
            label="CSV export"
            render={(record) => (record.role === 'admin' || record.can_export ? 'Yes' : 'No')}
          />
          <FunctionField label="Leads" render={(record) => <LeadsChip record={record} />} />
          <FunctionField label="Status" render={(record) => <StatusChip record={record} />} />
          <DateField source="last_login_at" label="Last sign-in" showTime emptyText="Never" />
        </Datagrid>
        <SimpleList
          sx={{ display: { xs: 'block', md: 'none' } }}
          primaryText={(record) => record.name || record.email}
          secondaryText={(record) =>
            [record.name ? record.email : '', STAFF_ROLE_LABELS[record.role as keyof typeof STAFF_ROLE_LABELS]]
              .filter(Boolean)
              .join(' · ')
          }
          tertiaryText={(record) => (record.active ? '' : 'Deactivated')}
          linkType="edit"
        />
      </Card>
    </ListBase>
  );
}

function StaffCreate() {
  const [added, setAdded] = useState<{ email: string; link: PasswordLink } | null>(null);
  const redirect = useRedirect();
  return (
    <>
      <Create
        title="Add a staff member"
        redirect={false}
        mutationOptions={{
          onSuccess: (data: RaRecord) => setAdded({ email: data.email, link: data.password_link as PasswordLink }),
        }}
      >
        <SimpleForm defaultValues={{ role: 'counsellor', can_export: false, takes_leads: true, away: false }}>
          <TextInput source="name" validate={required()} fullWidth />
          <TextInput source="email" label="E-mail" type="email" validate={[required(), email()]} fullWidth />
          <RoleInput />
          <BooleanInput source="can_export" label="May export CSV (counsellors)" />
          <LeadFlags />
          <TakesLeadsFollowsRole />
          <Alert severity="info">
            After saving you get a one-time link for the new member to choose their password.
          </Alert>
        </SimpleForm>
      </Create>
      <PasswordLinkDialog
        link={added?.link ?? null}
        email={added?.email ?? ''}
        onClose={() => {
          setAdded(null);
          redirect('list', 'staff');
        }}
      />
    </>
  );
}

function PasswordLinkButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const [link, setLink] = useState<PasswordLink | null>(null);
  if (!record) return null;
  const make = async () => {
    try {
      const { json } = await httpClient(`/api/admin/staff/${record.id}/password_link`, { method: 'POST', body: '{}' });
      setLink(json as PasswordLink);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button startIcon={<KeyIcon />} onClick={make} variant="outlined">
        Reset password
      </Button>
      <PasswordLinkDialog link={link} email={record.email} onClose={() => setLink(null)} />
    </>
  );
}

const EditToolbar = () => (
  <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
    <SaveButton />
    <PasswordLinkButton />
    <TwoFactorResetButton />
  </Toolbar>
);

function StaffEdit() {
  return (
    <Edit title="Edit staff member" mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<EditToolbar />} resetOptions={KEEP_EDITS_ON_REFETCH}>
        <Stack sx={{ width: '100%', maxWidth: 560 }}>
          <TextField source="email" label="E-mail" sx={{ mb: 2 }} />
          <TextInput source="name" validate={required()} fullWidth />
          <RoleInput />
          <BooleanInput source="can_export" label="May export CSV (counsellors)" />
          <LeadFlags />
          <BooleanInput
            source="active"
            label="Active"
            helperText="Turning this off signs the member out everywhere at once; they cannot sign in until reactivated."
          />
        </Stack>
      </SimpleForm>
    </Edit>
  );
}

export default {
  list: StaffList,
  create: StaffCreate,
  edit: StaffEdit,
  icon: BadgeIcon,
  recordRepresentation: 'email',
};
