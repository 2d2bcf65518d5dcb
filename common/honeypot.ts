// The hidden honeypot field of every visitor form: real visitors leave it empty; bots that fill it are answered
// as if accepted. Its own module, so the public site's forms render it without loading the schemas (and zod).
export const HONEYPOT_FIELD = 'website';
