// A newsletter box that really subscribes (POST /api/public/newsletter_subscriptions); used on the blog pages too.

export { NewsletterForm as NewsletterSignup } from './forms/index';
export type { NewsletterSignupProps } from './forms/NewsletterForm';
