// Imported before any schema is built. In a browser, zod must not compile parsers with `new Function`: the
// site's Content-Security-Policy forbids eval, and zod's probe for it would log a CSP violation on every page
// with a form. The server keeps the compiled (faster) parsers.
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
