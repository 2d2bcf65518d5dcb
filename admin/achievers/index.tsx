// Achievers: students whose success the public Awards page shows.
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { companyPeopleResource } from '../shared/companyPeople';

export default companyPeopleResource(
  {
    title: 'Achievers',
    subtitle: 'Students shown on the Awards page.',
    noun: 'achiever',
    addLabel: 'Add Achiever',
    emptyText: 'No achievers found.',
  },
  EmojiEventsIcon,
);
