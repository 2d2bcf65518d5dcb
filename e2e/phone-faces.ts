// A browser with Noto Sans Bengali and Noto Sans Devanagari installed as its own, as Android phones have them:
// the site's own files from the build, turned into TrueType by Debian's woff2_decompress (package woff2; Chromium
// draws a face found by local() with FreeType, which reads no WOFF2), in a fontconfig of their own.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCRIPT_FONTS_PATH, scriptFontFiles } from '../common/script-fonts';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Writes the faces and a fontconfig naming them beside `base` (another fontconfig file, by default the machine's),
 * and returns the fontconfig's path for Chromium's FONTCONFIG_FILE.
 */
export function phoneFacesFontconfig(base = '/etc/fonts/fonts.conf'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skyline-phone-faces-'));
  for (const { file } of scriptFontFiles()) {
    const copy = path.join(dir, file);
    copyFileSync(path.join(ROOT, 'dist/client', SCRIPT_FONTS_PATH, file), copy);
    execFileSync('woff2_decompress', [copy], { stdio: 'ignore' });
    rmSync(copy);
  }
  const fontconfig = path.join(dir, 'fonts.conf');
  writeFileSync(
    fontconfig,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n` +
      `<fontconfig><include>${base}</include><dir>${dir}</dir><cachedir>${path.join(dir, 'cache')}</cachedir></fontconfig>\n`,
  );
  return fontconfig;
}
