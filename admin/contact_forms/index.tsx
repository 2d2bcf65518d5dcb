// Contacts: messages sent from the public site's Contact page.
import ContactMailIcon from '@mui/icons-material/ContactMail';
import { contactForm } from '../../common/forms';
import { statValue } from '../shared/stats';
import { fieldText, submissionResource } from '../shared/submissions';

export default submissionResource(
  {
    declaration: contactForm,
    title: 'Contact Forms',
    subtitle: 'Questions and messages sent through the contact form.',
    noun: 'contact form',
    nounPlural: 'contact forms',
    emptyText: 'No contact forms found.',
    summary: (record) => fieldText(contactForm.fields.course, record.course),
    stats: (stats) => [
      { label: 'Total Contacts', value: statValue(stats, 'total') },
      { label: 'This Month', value: statValue(stats, 'this_month') },
      { label: 'With Messages', value: statValue(stats, 'with_message') },
    ],
  },
  ContactMailIcon,
);
