// The visitor forms, each loaded as its own download (with the zod schemas it validates with), so pages without a
// form never pay for them. The server renders them complete; the browser hydrates them once their code arrives.
import { lazySection } from '../lazySection';

export const RegistrationForm = lazySection(async () => ({
  default: (await import('./RegistrationForm')).RegistrationForm,
}));
export const ContactForm = lazySection(async () => ({ default: (await import('./ContactForm')).ContactForm }));
export const ApplicationForm = lazySection(async () => ({
  default: (await import('./ApplicationForm')).ApplicationForm,
}));
export const ProspectusModal = lazySection(async () => ({
  default: (await import('./ProspectusModal')).ProspectusModal,
}));
export const NewsletterForm = lazySection(async () => ({ default: (await import('./NewsletterForm')).NewsletterForm }));
export const EventRegistrationForm = lazySection(async () => ({
  default: (await import('./EventRegistrationForm')).EventRegistrationForm,
}));
