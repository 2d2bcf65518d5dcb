// WhatsApp templates (admins, by common/roles.ts): the message a counsellor's WhatsApp button opens with, one per
// language the site is in (an applicant gets the one of the language they wrote to us in, English where that one is
// missing), with placeholders filled in for each applicant; a preview shows it for a sample applicant.
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import {
  Datagrid,
  DateField,
  Edit,
  List,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  DEFAULT_TEMPLATE_LANGUAGE,
  fillWhatsAppTemplate,
  type TemplateLanguage,
  WHATSAPP_PLACEHOLDERS,
  whatsAppTemplateSchema,
} from '../../common/calls';
import { validateWith } from '../shared/content-form';
import { ScreenHeader } from '../shared/ScreenHeader';

const SAMPLE = { name: 'Riya Das', course: 'spam', campus: 'siliguri', counsellor: 'Asha Roy' };

function TemplateList() {
  return (
    <List
      title="WhatsApp templates"
      actions={false}
      pagination={false}
      exporter={false}
      empty={false}
      sx={{ '& .RaList-main': { mt: 2 } }}
    >
      <ScreenHeader
        title="WhatsApp templates"
        subtitle="The message a counsellor's WhatsApp button opens with, one per language."
      />
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="language_name" label="Language" sortable={false} />
        <TextField source="body" label="Message" sortable={false} />
        <DateField source="updated_at" label="Changed" showTime sortable={false} />
      </Datagrid>
    </List>
  );
}

/** The message as an applicant would receive it, from what is typed now. */
function Preview({ language }: { language: TemplateLanguage }) {
  const body = useWatch({ name: 'body' }) as string | undefined;
  return (
    <Card variant="outlined" sx={{ bgcolor: '#e7f8ee' }}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary">
          Preview (for {SAMPLE.name}, from {SAMPLE.counsellor})
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="whatsapp-preview">
          {fillWhatsAppTemplate(body ?? '', SAMPLE, language)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The placeholders, with what each reads when unknown in the template's language. */
function Placeholders({ language }: { language: TemplateLanguage }) {
  return (
    <Alert severity="info" sx={{ width: '100%' }}>
      <Typography variant="body2">Placeholders, filled in for each applicant:</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {Object.entries(WHATSAPP_PLACEHOLDERS).map(([key, { label, missing }]) => (
          <li key={key}>
            <code>{`{${key}}`}</code>: {label}{' '}
            {missing[language] ? `(when unknown: “${missing[language]}”)` : '(left out when unknown)'}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

function TemplateFields() {
  const record = useRecordContext<{ language: TemplateLanguage; language_name: string }>();
  const language = record?.language ?? DEFAULT_TEMPLATE_LANGUAGE;
  return (
    <>
      <ScreenHeader
        title={`WhatsApp template: ${record?.language_name ?? 'English'}`}
        subtitle="Saved changes apply to the next message a counsellor opens to an applicant in this language."
      />
      <TextInput source="body" label="Message" multiline minRows={4} fullWidth />
      <Placeholders language={language} />
      <Box sx={{ width: '100%' }}>
        <Preview language={language} />
      </Box>
    </>
  );
}

function TemplateEdit() {
  return (
    <Edit title="WhatsApp template" mutationMode="pessimistic" redirect="list" actions={false}>
      <SimpleForm
        validate={validateWith(whatsAppTemplateSchema)}
        toolbar={
          <Toolbar>
            <SaveButton label="Save template" alwaysEnable={false} />
          </Toolbar>
        }
        sx={{ maxWidth: 720, gap: 1 }}
      >
        <TemplateFields />
      </SimpleForm>
    </Edit>
  );
}

export default { list: TemplateList, edit: TemplateEdit, icon: WhatsAppIcon };
