// Reports (issue 33, item 10; docs/leads.md): the funnel by source, campaign, course, campus or month, lost reasons
// and the counsellors' figures, for the applicants created in a range of India days. Each report is a chart, its
// table and a CSV download. Loaded on its own (React.lazy in App.tsx), so the charts never weigh on other screens.
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  MenuItem,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { type ReactNode, useState } from 'react';
import { Title, usePermissions } from 'react-admin';
import { dayInIndia } from '../../common/dates';
import { APPLICANT_STAGE_LABELS } from '../../common/leads';
import {
  type CounsellorsReport,
  conversion,
  FUNNEL_GROUP_LABELS,
  FUNNEL_GROUPS,
  FUNNEL_STEPS,
  type FunnelGroup,
  type FunnelReport,
  type FunnelRow,
  type LostReasonsReport,
  type ReportName,
} from '../../common/reports';
import type { StaffAccess } from '../../common/roles';
import { mayAccess } from '../authProvider';
import { API_URL, httpClient } from '../dataProvider';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useLoad } from '../shared/useLoad';

/** The panel's navy and amber, with steps between them, for the funnel's five steps. */
const STEP_COLOURS = ['#0b3d91', '#2f6fd1', '#7aa7ec', '#e0a526', '#b45309'];
const DAY_MS = 24 * 60 * 60 * 1000;

type Range = { from: string; to: string };

const reportUrl = (name: ReportName, range: Range, csv = false, by?: FunnelGroup) => {
  const params = new URLSearchParams(Object.entries({ ...range, by: by ?? '' }).filter(([, value]) => value !== ''));
  return `${API_URL}/reports/${name}${csv ? '.csv' : ''}?${params}`;
};

function useReport<T>(name: ReportName, range: Range, by?: FunnelGroup) {
  return useLoad(async () => (await httpClient(reportUrl(name, range, false, by))).json as T, [name, range, by]);
}

/** A chart's labels cut to fit beside the bars on a phone; the table has them whole. */
const short = (label: string) => (label.length > 16 ? `${label.slice(0, 15)}…` : label);
const percent = (value: number | null) => (value === null ? '–' : `${value}%`);
const minutes = (value: number | null) => (value === null ? '–' : String(value));

function ReportCard({
  title,
  name,
  range,
  by,
  controls,
  help,
  loaded,
  empty = 'No applicants were created in these days.',
  children,
}: {
  title: string;
  name: ReportName;
  range: Range;
  by?: FunnelGroup;
  controls?: ReactNode;
  help: string;
  empty?: string;
  loaded: { error: Error | undefined; loading: boolean; data: { rows: unknown[] } | undefined };
  children: ReactNode;
}) {
  const headingId = `report-${name}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2', id: headingId } }} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {controls}
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            // The server's Content-Disposition names the file (report_funnel_by_source_YYYY-MM-DD.csv).
            href={reportUrl(name, range, true, by)}
            component="a"
            aria-label={`Download CSV: ${title}`}
          >
            Download CSV
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {help}
        </Typography>
        {loaded.error ? (
          <Alert severity="error" role="alert">
            {loaded.error.message}
          </Alert>
        ) : loaded.data === undefined ? (
          <Skeleton variant="rounded" height={220} aria-label={`Loading ${title}`} />
        ) : loaded.data.rows.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

/** A table that scrolls sideways inside its card on a narrow screen. */
function ReportTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {head.map((cell, index) => (
              <TableCell key={cell} align={index === 0 ? 'left' : 'right'} sx={{ fontWeight: 700 }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are shown in the server's order, never reordered
            <TableRow key={rowIndex}>
              {row.map((cell, index) => (
                <TableCell
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns
                  key={index}
                  align={index === 0 ? 'left' : 'right'}
                  component={index === 0 ? 'th' : 'td'}
                  scope={index === 0 ? 'row' : undefined}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

type BarSeries = { dataKey: string; label: string; color: string }[];

/** Horizontal bars, one band per row (its label cut to fit beside them), as tall as the rows need. */
function Bars({ rows, series, perRow }: { rows: { label: string }[]; series: BarSeries; perRow: number }) {
  return (
    <BarChart
      dataset={rows.map((row) => ({ ...row, short: short(row.label) }))}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', dataKey: 'short', width: 110 }]}
      // Counts of people: whole numbers on the axis.
      xAxis={[{ tickMinStep: 1 }]}
      series={series}
      height={Math.max(160, 70 + rows.length * perRow)}
      margin={{ left: 0, right: 16 }}
      hideLegend={series.length === 1}
    />
  );
}

function FunnelSection({ range }: { range: Range }) {
  const [by, setBy] = useState<FunnelGroup>('source');
  const loaded = useReport<FunnelReport>('funnel', range, by);
  const report = loaded.data;
  const stepHead = FUNNEL_STEPS.flatMap((step, at) =>
    at === 0 ? [APPLICANT_STAGE_LABELS[step]] : [APPLICANT_STAGE_LABELS[step], '%'],
  );
  const cells = (row: FunnelRow) => [
    row.label,
    ...FUNNEL_STEPS.flatMap((step, at) => (at === 0 ? [row[step]] : [row[step], percent(conversion(row, step))])),
    row.lost,
  ];
  return (
    <ReportCard
      title={`Funnel by ${FUNNEL_GROUP_LABELS[by].toLowerCase()}`}
      name="funnel"
      range={range}
      by={by}
      loaded={loaded}
      help="Each step counts the applicants who reached it: New is every enquiry. A lost applicant counts at every step it reached before it was lost, and under Lost. % is the share of the step before."
      controls={
        <TextField
          select
          size="small"
          label="Group by"
          value={by}
          onChange={(event) => setBy(event.target.value as FunnelGroup)}
          sx={{ width: 180 }}
        >
          {FUNNEL_GROUPS.map((group) => (
            <MenuItem key={group} value={group}>
              {FUNNEL_GROUP_LABELS[group]}
            </MenuItem>
          ))}
        </TextField>
      }
    >
      {report && (
        <>
          <Bars
            rows={report.rows}
            series={FUNNEL_STEPS.map((step, at) => ({
              dataKey: step,
              label: APPLICANT_STAGE_LABELS[step],
              color: STEP_COLOURS[at],
            }))}
            perRow={70}
          />
          <ReportTable
            label={`Funnel by ${FUNNEL_GROUP_LABELS[report.by].toLowerCase()}`}
            head={[FUNNEL_GROUP_LABELS[report.by], ...stepHead, 'Lost']}
            rows={[...report.rows, report.total].map(cells)}
          />
        </>
      )}
    </ReportCard>
  );
}

function LostReasonsSection({ range }: { range: Range }) {
  const loaded = useReport<LostReasonsReport>('lost_reasons', range);
  const report = loaded.data;
  return (
    <ReportCard
      title="Lost reasons"
      name="lost_reasons"
      range={range}
      loaded={loaded}
      help="Applicants created in these days who are lost now, by the reason given."
      empty="No applicant created in these days is lost."
    >
      {report && (
        <>
          <Bars
            rows={report.rows}
            series={[{ dataKey: 'count', label: 'Applicants', color: STEP_COLOURS[4] }]}
            perRow={36}
          />
          <ReportTable
            label="Lost reasons"
            head={['Lost reason', 'Applicants']}
            rows={[...report.rows.map((row) => [row.label, row.count]), ['All', report.total]]}
          />
        </>
      )}
    </ReportCard>
  );
}

function CounsellorsSection({ range }: { range: Range }) {
  const loaded = useReport<CounsellorsReport>('counsellors', range);
  const report = loaded.data;
  return (
    <ReportCard
      title="Counsellors"
      name="counsellors"
      range={range}
      loaded={loaded}
      help="Per owner, of the applicants created in these days: minutes from enquiry to first contact (median and 90th percentile), leads still open (not enrolled or lost) and enrolled; and the calls each member logged on these days, whoever's leads they called."
    >
      {report && (
        <>
          <Bars
            rows={report.rows}
            series={[
              { dataKey: 'median_minutes', label: 'Median minutes', color: STEP_COLOURS[0] },
              { dataKey: 'p90_minutes', label: '90th percentile', color: STEP_COLOURS[3] },
            ]}
            perRow={44}
          />
          <ReportTable
            label="Counsellors"
            head={['Counsellor', 'Leads', 'Open', 'Enrolled', 'Contacted', 'Calls', 'Median min', '90th pct min']}
            rows={report.rows.map((row) => [
              row.label,
              row.leads,
              row.open,
              row.enrolled,
              row.contacted,
              row.calls,
              minutes(row.median_minutes),
              minutes(row.p90_minutes),
            ])}
          />
        </>
      )}
    </ReportCard>
  );
}

/** The last 90 days in India, today included. */
function defaultRange(): Range {
  const now = Date.now();
  return { from: dayInIndia(now - 89 * DAY_MS), to: dayInIndia(now) };
}

export default function ReportsPage() {
  const { permissions } = usePermissions<StaffAccess | null>();
  const [range, setRange] = useState<Range>(defaultRange);
  const own = permissions?.role === 'counsellor';
  // An editor who types the address: the server would refuse every report (403), so say so once instead.
  if (permissions && !mayAccess(permissions, 'reports'))
    return (
      <Alert severity="warning" sx={{ my: 2 }}>
        Your role does not give access to reports.
      </Alert>
    );
  const dateField = (key: keyof Range, label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={range[key]}
      onChange={(event) => setRange((current) => ({ ...current, [key]: event.target.value }))}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: 165 }}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, py: 2, minWidth: 0 }}>
      <Title title="Reports" />
      <ScreenHeader
        title="Reports"
        subtitle={`${own ? 'Your own leads' : 'All leads'}, by the day they were created (India time)`}
        actions={
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            {dateField('from', 'Created from')}
            {dateField('to', 'Created to')}
          </Box>
        }
      />
      <FunnelSection range={range} />
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <LostReasonsSection range={range} />
        <CounsellorsSection range={range} />
      </Box>
    </Box>
  );
}
