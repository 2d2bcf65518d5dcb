// Applicants (issue 17): the list, the board (/applicants/board), today's calls (/applicants/calls), likely
// duplicates (/applicants/duplicates) and one applicant's page. Admins and counsellors.
import GroupsIcon from '@mui/icons-material/Groups';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { ApplicantList } from './ApplicantList';
import { ApplicantShow } from './ApplicantShow';
import { LikelyDuplicates } from './LikelyDuplicates';
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
      <Route path="duplicates" element={<LikelyDuplicates />} />
    </>
  ),
};
