// The one rule for text anyone sends (staff content, visitor forms, counsellors' notes): control characters are
// stripped before any other check, so they never reach a row, a page, an e-mail or the RSS feed (issue 36, item 8).
import { z } from 'zod';

/**
 * C0 controls except tab, line feed and carriage return, DEL, and the non-characters U+FFFE/U+FFFF: nobody types
 * them, XML 1.0 cannot hold them (a title with U+0001 made rss.xml unreadable) and PostgreSQL text cannot hold NUL.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g;

/** `value` without the characters above. */
export const stripControls = (value: string): string => value.replace(CONTROL_CHARACTERS, '');

/** A zod string that strips control characters first, so `.trim()`, `.min()` and `.max()` see the stored text. */
export const plainString = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(stripControls);
