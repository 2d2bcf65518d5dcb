// The applicant table: filters, views, ticked-row bulk changes and the rows (cards on a phone).
import { Box, Card, Checkbox, Chip, type Theme, Typography, useMediaQuery } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Datagrid,
  DateField,
  FilterButton,
  FunctionField,
  ListToolbar,
  Pagination,
  type RaRecord,
  SimpleList,
  TopToolbar,
  useListContext,
} from 'react-admin';
import {
  APPLICANT_SOURCE_LABELS,
  APPLICANT_STAGE_LABELS,
  type ApplicantSource,
  type ApplicantStage,
} from '../../common/leads';
import { CourseCode } from '../shared/CourseCode';
import { contactColumn } from '../shared/submissions';
import { useLoad } from '../shared/useLoad';
import { applicantsApi } from './api';
import { BulkChange, cleanFilter, LastBulkChange, SelectionBar } from './BulkChange';
import { FilterFormGeneration, useFilterInputs } from './ListFilters';
import { QuickViews, SavedViews, sameFilter } from './ListViews';
import { formatWhen, isOverdue, StageChip, useStaffName } from './shared';

const empty = (
  <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
    No applicants match.
  </Typography>
);

const FollowUpDate = ({ value }: { value: string | null }) =>
  value ? (
    <Box component="span" sx={{ color: isOverdue(value) ? 'error.main' : 'inherit', fontWeight: 500 }}>
      {formatWhen(value)}
      {isOverdue(value) ? ' (overdue)' : ''}
    </Box>
  ) : (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      None
    </Box>
  );

function DuplicateBadge() {
  return <Chip size="small" color="warning" variant="outlined" label="Possible duplicate" sx={{ ml: 1 }} />;
}

export function ApplicantTable() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const staffName = useStaffName();
  const ownerOf = (record: RaRecord) => staffName(record.owner_id, record.owner_name) ?? 'Nobody';
  const filters = useFilterInputs();
  // A picked saved view replaces the whole filter: the filter inputs start again from it (a search just typed
  // would otherwise stay in the box). They are remade once the list has the view's filter (it arrives through the
  // address, a render later): remade earlier, they would start from the old search and send it back. A search typed
  // just before the pick is still waiting to be sent (react-admin's filter form sends what is typed after 500 ms, and
  // does not cancel that when it is unmounted): the form of the generation before the pick may no longer set filters.
  const { filterValues, selectedIds, onToggleItem } = useListContext();
  const changes = useLoad(() => applicantsApi.bulkChanges(), []);
  const selection = <SelectionBar onApplied={changes.retry} />;
  const [filterForm, setFilterForm] = useState(0);
  const generation = useRef(0);
  const [picked, setPicked] = useState<Record<string, unknown> | null>(null);
  const pick = useCallback((filter: Record<string, unknown>) => {
    generation.current += 1;
    setPicked(cleanFilter(filter));
  }, []);
  useEffect(() => {
    if (picked && sameFilter(cleanFilter(filterValues), picked)) {
      setPicked(null);
      setFilterForm(generation.current);
    }
  }, [filterValues, picked]);
  return (
    <>
      <FilterFormGeneration key={filterForm} generation={filterForm} current={generation}>
        <ListToolbar
          filters={filters}
          actions={
            <TopToolbar>
              <FilterButton />
            </TopToolbar>
          }
        />
      </FilterFormGeneration>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <QuickViews />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <SavedViews onPicked={pick} />
          <BulkChange onApplied={changes.retry} />
        </Box>
      </Box>
      <LastBulkChange changes={changes} />
      {selection}
      <Card sx={{ overflowX: 'auto' }}>
        {phone ? (
          <SimpleList
            leftIcon={(record) => (
              <Checkbox
                edge="start"
                checked={selectedIds.includes(record.id)}
                slotProps={{ input: { 'aria-label': `Select ${record.name || `applicant ${record.id}`}` } }}
                // The row is a link to the applicant: ticking selects, it does not open.
                onClick={(event) => event.stopPropagation()}
                onChange={() => onToggleItem(record.id)}
              />
            )}
            primaryText={(record) => (
              <>
                {record.name || record.email || `Applicant ${record.id}`}
                {record.possible_duplicate_of ? <DuplicateBadge /> : null}
              </>
            )}
            secondaryText={(record) => `${APPLICANT_STAGE_LABELS[record.stage as ApplicantStage]} · ${ownerOf(record)}`}
            tertiaryText={(record) => (record.next_follow_up_at ? formatWhen(record.next_follow_up_at) : '')}
            linkType="show"
            empty={empty}
          />
        ) : (
          <Datagrid
            rowClick="show"
            // The row checkboxes; the bar for the ticked rows is the one above the card, on phones too (react-admin's
            // own would sit under the list's tools).
            bulkActionButtons={selection}
            bulkActionsToolbar={false}
            empty={empty}
          >
            <FunctionField
              source="name"
              label="Name"
              render={(record: RaRecord) =>
                record.name ? (
                  <Box component="span" sx={{ display: 'block', minWidth: 96 }}>
                    {record.name}
                    {record.possible_duplicate_of ? <DuplicateBadge /> : null}
                  </Box>
                ) : (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    No name given
                  </Box>
                )
              }
            />
            {contactColumn()}
            <FunctionField
              source="stage"
              label="Stage"
              render={(record: RaRecord) => <StageChip stage={record.stage} />}
            />
            <FunctionField source="owner_id" label="Owner" render={ownerOf} />
            <FunctionField
              source="next_follow_up_at"
              label="Next follow-up"
              render={(record: RaRecord) => <FollowUpDate value={record.next_follow_up_at} />}
            />
            <FunctionField
              label="Course"
              sortable={false}
              render={(record: RaRecord) => (record.course ? <CourseCode course={record.course} /> : '')}
            />
            <FunctionField
              label="Source"
              sortable={false}
              render={(record: RaRecord) => APPLICANT_SOURCE_LABELS[record.source as ApplicantSource] ?? ''}
            />
            <DateField source="created_at" label="Created" />
          </Datagrid>
        )}
      </Card>
      <Pagination />
    </>
  );
}
