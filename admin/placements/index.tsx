// Placements: students placed with companies, shown on the public Placements page.
import WorkIcon from '@mui/icons-material/Work';
import { companyPeopleResource } from '../shared/companyPeople';

export default companyPeopleResource(
  {
    title: 'Placements',
    subtitle: 'Students shown on the Placements page.',
    noun: 'placement',
    addLabel: 'Add Placement',
    emptyText: 'No placements found.',
  },
  WorkIcon,
);
