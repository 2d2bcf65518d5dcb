// Achievers: students whose success the home page's achievers carousel shows (featured ones, by sort order).
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { companyPeopleResource } from '../shared/companyPeople';

export default companyPeopleResource(
  {
    title: 'Achievers',
    subtitle: 'Featured students appear in the achievers carousel on the home page.',
    noun: 'achiever',
    addLabel: 'Add Achiever',
    emptyText: 'No achievers found.',
  },
  EmojiEventsIcon,
);
