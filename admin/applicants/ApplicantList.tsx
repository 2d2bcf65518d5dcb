// Applicants: the server-paged list with search, filters, the ready-made views, each member's saved views, bulk
// stage/owner changes of the ticked rows or of every row the filter matches (not just the page; BulkChange.tsx,
// with its undo) and the CSV with chosen columns.
// Its parts: ApplicantTable.tsx, ListFilters.tsx, ListViews.tsx (quick and saved views), ExportApplicants.tsx.
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { Button, Stack } from '@mui/material';
import { ListBase, Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { ScreenHeader } from '../shared/ScreenHeader';
import { ApplicantTable } from './ApplicantTable';

import { ExportApplicants } from './ExportApplicants';
import { OwnersProvider } from './shared';

export function ApplicantList() {
  return (
    <OwnersProvider>
      <ListBase resource="applicants" sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
        <Title title="Applicants" />
        <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
          <ScreenHeader
            title="Applicants"
            subtitle="Everyone who has enquired, one row per person, with their stage, owner and next follow-up."
            actions={
              <>
                <Button component={Link} to="/applicants/new" variant="contained" startIcon={<PersonAddIcon />}>
                  New applicant
                </Button>
                <Button component={Link} to="/applicants/import" variant="outlined" startIcon={<UploadFileIcon />}>
                  Import CSV
                </Button>
                <Button component={Link} to="/applicants/board" variant="outlined" startIcon={<ViewKanbanIcon />}>
                  Board
                </Button>
                <ExportApplicants />
              </>
            }
          />
        </Stack>
        <ApplicantTable />
      </ListBase>
    </OwnersProvider>
  );
}
