// The visitor forms, each loaded as its own download (with the zod schemas it validates with), so pages without a
// form never pay for them. The server renders them complete; the browser hydrates them once their code arrives, with
// their messages in the page's language (messages.ts, pageMessages.ts): the newsletter box (on every
// blog post) only those all forms share, the pages' forms their own too.
import { addMessages } from '../../i18n/i18n';
import { lazySection } from '../lazySection';
import { FORM_MESSAGES } from './messages';

const withMessages = async <T>(code: Promise<T>, pageForm = true) =>
  (
    await Promise.all([
      code,
      addMessages(FORM_MESSAGES),
      pageForm && import('./pageMessages').then((part) => addMessages(part.FORM_PAGE_MESSAGES)),
    ])
  )[0];

export const RegistrationForm = lazySection(async () => ({
  default: (await withMessages(import('./RegistrationForm'))).RegistrationForm,
}));
export const ContactForm = lazySection(async () => ({
  default: (await withMessages(import('./ContactForm'))).ContactForm,
}));
export const ApplicationForm = lazySection(async () => ({
  default: (await withMessages(import('./ApplicationForm'))).ApplicationForm,
}));
export const ProspectusModal = lazySection(async () => ({
  default: (await withMessages(import('./ProspectusModal'))).ProspectusModal,
}));
// At the end of a blog post: its code and messages come when the visitor nears it (most readers never do).
export const NewsletterForm = lazySection(
  async () => ({ default: (await withMessages(import('./NewsletterForm'), false)).NewsletterForm }),
  { whenNear: '.newsletter' },
);
export const EventRegistrationForm = lazySection(async () => ({
  default: (await withMessages(import('./EventRegistrationForm'))).EventRegistrationForm,
}));
