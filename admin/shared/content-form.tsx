// The add/edit form shared by the curated-content screens (content-list.tsx): a heading with a way back,
// checks with the server's own schema, and Create/Update and Cancel buttons.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Create,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useGetList,
  useResourceContext,
  useSaveContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { ContentScreen } from './content-list';
import { KEEP_EDITS_ON_REFETCH } from './keep-edits';

/** Submit reads Create or Update, and Saving... while the server works. */
function SubmitButton({ label }: { label: string }) {
  const { saving } = useSaveContext();
  return (
    <SaveButton
      label={saving ? 'Saving...' : label}
      icon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
      alwaysEnable={false}
    />
  );
}

/** Browser-side checks with the server's own zod schema (common/content.ts), so both say the same thing. */
export function validateWith(schema: z.ZodObject) {
  return (values: Record<string, unknown>) => {
    const fields = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, values[key]]));
    const parsed = schema.safeParse(fields);
    const errors: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (key && !errors[key]) errors[key] = issue.message;
      }
    }
    return errors;
  };
}

/** Whole numbers from a number box; anything else falls back to 0, as the spec asks for sort order. */
export const wholeNumber = (value: unknown) => {
  const parsed = Number.parseInt(String(value ?? ''), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
};

export type ContentFormProps = {
  schema: z.ZodObject;
  children: ReactNode;
  defaults?: Record<string, unknown>;
};

/** The form page's heading, with a way back to the list that saves nothing. */
function FormHeading({ screen, heading }: { screen: ContentScreen; heading: string }) {
  const resource = useResourceContext();
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <Button component={Link} to={`/${resource}`} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        Back to {screen.title}
      </Button>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
    </Box>
  );
}

function ContentFormBody({ schema, children, defaults, submitLabel }: ContentFormProps & { submitLabel: string }) {
  const resource = useResourceContext();
  return (
    <SimpleForm
      validate={validateWith(schema)}
      defaultValues={defaults}
      resetOptions={KEEP_EDITS_ON_REFETCH}
      toolbar={
        <Toolbar sx={{ gap: 1 }}>
          <SubmitButton label={submitLabel} />
          {/* Leaves without saving: the list is where staff came from. */}
          <Button component={Link} to={`/${resource}`} variant="outlined">
            Cancel
          </Button>
        </Toolbar>
      }
      sx={{ maxWidth: 720 }}
    >
      {children}
    </SimpleForm>
  );
}

/** New items go last: their sort order starts at the current number of items. */
export function ContentCreate({ screen, ...form }: ContentFormProps & { screen: ContentScreen }) {
  const resource = useResourceContext()!;
  const { total, isPending } = useGetList(resource, { pagination: { page: 1, perPage: 1 } });
  return (
    <Create title={screen.addLabel} redirect="list">
      <FormHeading screen={screen} heading={screen.addLabel} />
      {isPending ? (
        <Box sx={{ p: 3 }}>
          <CircularProgress size={24} />
        </Box>
      ) : (
        <ContentFormBody {...form} defaults={{ ...form.defaults, sort_order: total ?? 0 }} submitLabel="Create" />
      )}
    </Create>
  );
}

export function ContentEdit({ screen, ...form }: ContentFormProps & { screen: ContentScreen }) {
  return (
    <Edit title={`Edit ${screen.noun}`} mutationMode="pessimistic" redirect="list">
      <FormHeading screen={screen} heading={`Edit ${screen.noun}`} />
      <ContentFormBody {...form} submitLabel="Update" />
    </Edit>
  );
}
