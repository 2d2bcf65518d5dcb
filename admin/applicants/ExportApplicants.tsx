// The applicant CSV with chosen columns, of the rows the list's filter matches.
import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
} from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useListContext } from 'react-admin';
import { APPLICANT_CSV_COLUMNS, type ApplicantCsvColumn, DEFAULT_APPLICANT_CSV_COLUMNS } from '../../common/leads';
import { applicantCsvUrl } from './api';
import { cleanFilter } from './BulkChange';

export function ExportApplicants() {
  const { filterValues } = useListContext();
  const { canAccess } = useCanAccess({ resource: 'applicants', action: 'export' });
  const [open, setOpen] = useState(false);
  const [columns, setColumns] = useState<ApplicantCsvColumn[]>(DEFAULT_APPLICANT_CSV_COLUMNS);
  if (!canAccess) return null;
  const keys = Object.keys(APPLICANT_CSV_COLUMNS) as ApplicantCsvColumn[];
  return (
    <>
      <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>
        Export CSV
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>Export applicants</DialogTitle>
        <DialogContent>
          <DialogContentText>Every applicant the current filter matches, with these columns:</DialogContentText>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
            {keys.map((key) => (
              <FormControlLabel
                key={key}
                label={APPLICANT_CSV_COLUMNS[key]}
                control={
                  <Checkbox
                    checked={columns.includes(key)}
                    onChange={(event) =>
                      setColumns(
                        event.target.checked
                          ? keys.filter((other) => other === key || columns.includes(other))
                          : columns.filter((other) => other !== key),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            component="a"
            href={applicantCsvUrl(cleanFilter(filterValues), columns)}
            disabled={!columns.length}
            onClick={() => setOpen(false)}
          >
            Download CSV
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
