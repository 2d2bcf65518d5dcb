// Applicants (issue 17): the list, the board (/applicants/board), today's calls (/applicants/calls) and one
// applicant's page. Admins and counsellors.
import GroupsIcon from '@mui/icons-material/Groups';
import { Route } from 'react-router-dom';
import { ApplicantBoard } from './ApplicantBoard';
import { ApplicantList } from './ApplicantList';
import { ApplicantShow } from './ApplicantShow';
import { TodaysCalls } from './TodaysCalls';

export default {
  list: ApplicantList,
  show: ApplicantShow,
  icon: GroupsIcon,
  recordRepresentation: 'name',
  children: (
    <>
      <Route path="board" element={<ApplicantBoard />} />
      <Route path="calls" element={<TodaysCalls />} />
    </>
  ),
};
