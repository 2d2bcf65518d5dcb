// Route entry of /contact: one screen, static content and the message form.
import type { PageModule } from '../../page';
import { ContactPage } from './ContactPage';

const contact: PageModule = { Component: ContactPage };
export default contact;
