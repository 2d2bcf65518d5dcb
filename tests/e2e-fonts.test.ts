// The browser tests draw text only with the faces the project ships (e2e/fonts/fonts.conf, which
// playwright.config.ts hands to Chromium as FONTCONFIG_FILE): the machine's own fonts are invisible to them, so
// installing Debian's fonts-noto-core (or removing DejaVu) cannot change a screenshot. Asked of fontconfig itself,
// the library Chromium resolves `system-ui`, `sans-serif` and `Arial` through on Linux.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { FONTCONFIG_FILE } from '../playwright.config';

const root = path.resolve(import.meta.dirname, '..');
const fontconfig = (command: string, ...args: string[]) =>
  execFileSync(command, args, { env: { ...process.env, FONTCONFIG_FILE }, encoding: 'utf8' });

test('the tests see no font but the project’s own', () => {
  const files = fontconfig('fc-list', '-f', '%{file}\n').trim().split('\n').sort();
  const shipped = [
    path.join(root, 'node_modules/dejavu-fonts-ttf/ttf') + path.sep,
    path.join(root, 'e2e/fonts/liberation') + path.sep,
  ];
  expect(files.length).toBeGreaterThanOrEqual(10);
  expect(files.filter((file) => !shipped.some((folder) => file.startsWith(folder)))).toEqual([]);
  expect(files.some((file) => file.startsWith('/usr/share/fonts'))).toBe(false);
});

test.each([
  // The public site's stack (public-site/styles/site.css), each family as Chromium asks for it.
  ['system\\-ui', 'DejaVuSans.ttf'],
  ['Segoe UI', 'DejaVuSans.ttf'],
  ['Roboto', 'DejaVuSans.ttf'],
  ['Noto Sans', 'DejaVuSans.ttf'],
  ['sans\\-serif', 'DejaVuSans.ttf'],
  ['sans\\-serif:bold', 'DejaVuSans-Bold.ttf'],
  ['sans\\-serif:italic', 'DejaVuSans-Oblique.ttf'],
  ['serif', 'DejaVuSerif.ttf'],
  ['monospace', 'DejaVuSansMono.ttf'],
  // The staff panel's (MUI: Roboto, Helvetica, Arial, sans-serif).
  ['Arial', 'LiberationSans-Regular.ttf'],
  ['Arial:bold', 'LiberationSans-Bold.ttf'],
])('%s is drawn with %s', (family, file) => {
  expect(path.basename(fontconfig('fc-match', '-f', '%{file}', family))).toBe(file);
});

test('text is drawn as on a Debian desktop: antialiased, slight hinting', () => {
  expect(fontconfig('fc-match', '-f', '%{antialias} %{hinting} %{hintstyle}', 'sans\\-serif')).toBe('True True 1');
});
