#!/bin/sh
# The two tiny faces the language switch names Bengali and Hindi with on every page (site.css, "Language Names"):
# only the glyphs of "বাংলা" and "हिन्दी" (with the shaping rules that join them) cut from the Noto faces the site
# ships, about 1-2 KB each, so an English page shows the names without loading a whole Bengali or Devanagari face.
# Needs fontTools with brotli (Debian: python3-fonttools python3-brotli); rerun only when the names change.
set -e
cd "$(dirname "$0")/.."
files=node_modules/@fontsource
/usr/bin/python3 -m fontTools.subset "$files/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2" \
  --text="বাংলা" --layout-features='*' --flavor=woff2 --output-file=public-site/public/fonts/language-name-bn.woff2
/usr/bin/python3 -m fontTools.subset "$files/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2" \
  --text="हिन्दी" --layout-features='*' --flavor=woff2 --output-file=public-site/public/fonts/language-name-hi.woff2
