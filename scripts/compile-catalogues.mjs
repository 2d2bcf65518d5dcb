// The `lingui compile` step: public-site/locales/<lang>/messages.po → messages.ts, each message compiled by Lingui's
// own compiler (@lingui/message-utils, ICU plurals and all) into what @lingui/core reads at run time without a
// message parser; the pages' own messages go to <page>.ts beside it (PAGE_PARTS: home.ts, courses.ts…), the forms'
// to form-*.ts (FORM_PARTS). It stands in for `lingui compile`: the project stays on Lingui 5, the last major that
// supports Node 20 (6 declares Node ≥ 22.19, and npm warns on every install), and needs nothing else of its CLI. The
// PO files are read with pofile-ts, the parser Lingui 6's own PO format uses. Run by the build (scripts/build.mjs) and by `npm run i18n:compile`; the compiled
// modules are committed so a fresh clone type-checks and tests before building, and tests/i18n-catalogues.test.ts
// fails when one is stale. `--check` only reports stale modules (exit 1).
import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { parsePo } from 'pofile-ts';

const root = path.resolve(import.meta.dirname, '..');
const localesDir = path.join(root, 'public-site', 'locales');
const HEADER = '// Compiled from messages.po by scripts/compile-catalogues.mjs (npm run i18n:compile): do not edit.\n';

/**
 * The pages whose own messages (keys `<page>.…`) are a module of their own, downloaded with the page's code (the
 * page module's `messages`, e.g. public-site/pages/courses/index.tsx), and `course-card`, the course cards' texts,
 * which the home page and the courses page both load; every other message is in messages.ts, which every page loads.
 */
const PAGE_PARTS = [
  'home',
  'courses',
  'course-card',
  'contact',
  'legal',
  'about',
  'awards',
  'register',
  'placements',
  'your-data',
  'events',
  'gallery',
  'blogs',
  'blog-post',
];

/**
 * The visitor forms' messages (`forms.…`), downloaded with a form's code (public-site/components/forms/index.ts), in
 * three modules by key prefix (the longest that matches): what every form shows (consent box, notice, the newsletter
 * box a blog post carries: form-texts.ts), what only the pages' own forms show (form-page-texts.ts), and the validation
 * errors, which come with the zod rules when a visitor first focuses a form (form-errors.ts).
 */
const FORM_PARTS = {
  'forms.': 'form-texts.ts',
  'forms.contact.': 'form-page-texts.ts',
  'forms.application.': 'form-page-texts.ts',
  'forms.registration.': 'form-page-texts.ts',
  'forms.event.': 'form-page-texts.ts',
  'forms.prospectus.': 'form-page-texts.ts',
  'forms.error.': 'form-errors.ts',
};
const FORM_PREFIXES = Object.keys(FORM_PARTS).sort((a, b) => b.length - a.length);

/** The module a message goes to, by its key. */
function moduleOf(key) {
  const page = key.split('.')[0];
  if (PAGE_PARTS.includes(page)) return `${page}.ts`;
  const prefix = FORM_PREFIXES.find((start) => key.startsWith(start));
  return prefix ? FORM_PARTS[prefix] : 'messages.ts';
}

const moduleText = (messages) => {
  const sorted = Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
  return `${HEADER}import type { Messages } from '@lingui/core';\n\nexport const messages: Messages = JSON.parse(${JSON.stringify(JSON.stringify(sorted))});\n`;
};

/** The compiled modules of one language's PO catalogue, as text by file name (messages.ts, home.ts). */
export function compileCatalogue(poText) {
  const parts = {
    'messages.ts': {},
    ...Object.fromEntries(PAGE_PARTS.map((page) => [`${page}.ts`, {}])),
    ...Object.fromEntries(Object.values(FORM_PARTS).map((file) => [file, {}])),
  };
  for (const item of parsePo(poText).items) {
    if (!item.msgid || item.obsolete) continue;
    const text = item.msgstr.join('');
    if (!text) throw new Error(`message ${item.msgid} has no translation`);
    parts[moduleOf(item.msgid)][item.msgid] = compileMessageOrThrow(text);
  }
  return Object.fromEntries(Object.entries(parts).map(([file, messages]) => [file, moduleText(messages)]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const language of fs.readdirSync(localesDir)) {
    const po = path.join(localesDir, language, 'messages.po');
    if (!fs.existsSync(po)) continue;
    for (const [file, compiled] of Object.entries(compileCatalogue(fs.readFileSync(po, 'utf8')))) {
      const target = path.join(localesDir, language, file);
      const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
      if (current === compiled) continue;
      stale += 1;
      if (check) console.error(`stale: ${path.relative(root, target)}`);
      else fs.writeFileSync(target, compiled);
    }
  }
  if (check && stale) process.exit(1);
}
