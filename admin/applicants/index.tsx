// Applicants (issue 17): the list, the board (/applicants/board), today's calls (/applicants/calls), a new
// applicant entered by staff (/applicants/new), the CSV import (/applicants/import), likely duplicates
// (/applicants/duplicates) and one applicant's page. Admins and counsellors.
import GroupsIcon from '@mui/icons-material/Groups';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { ApplicantList } from './ApplicantList';
import { ApplicantShow } from './ApplicantShow';
import { ImportApplicants } from './ImportApplicants';
import { LikelyDuplicates } from './LikelyDuplicates';
import { NewApplicant } from './NewApplicant';
import { TodaysCalls } from './TodaysCalls';

// The board (its drag and drop and cards) loads only when it is opened.
const ApplicantBoard = lazy(() => import('./ApplicantBoard').then((module) => ({ default: module.ApplicantBoard })));

export default {
  list: ApplicantList,
  show: ApplicantShow,
  icon: GroupsIcon,
  recordRepresentation: 'name',
  children: (
    <>
      <Route path="board" element={<ApplicantBoard />} />
      <Route path="calls" element={<TodaysCalls />} />
      <Route path="new" element={<NewApplicant />} />
      <Route path="import" element={<ImportApplicants />} />
      <Route path="duplicates" element={<LikelyDuplicates />} />
    </>
  ),
};
