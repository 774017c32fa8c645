#!/usr/bin/env bash
# The Sinhala and Tamil fonts of the public pages (issue 42): Noto Sans at weight 400, subset to
# their script (and the joiners and the dotted circle their shaping uses), woff2. Run by hand when
# the range changes; the files are committed and the build never downloads a font.
#   apt-get install fonts-noto-core python3-fonttools python3-brotli
set -euo pipefail
cd "$(dirname "$0")/../src/i18n/fonts"
noto=/usr/share/fonts/truetype/noto
subset() { # <font> <unicodes> <out>
  /usr/bin/python3 -m fontTools.subset "$noto/$1" --unicodes="$2" --layout-features='*' \
    --flavor=woff2 --no-hinting --desubroutinize --output-file="$3"
}
subset NotoSansSinhala-Regular.ttf 'U+0D80-0DFF,U+200C-200D,U+25CC' noto-sans-sinhala-400.woff2
subset NotoSansTamil-Regular.ttf 'U+0B80-0BFF,U+200C-200D,U+25CC' noto-sans-tamil-400.woff2
ls -l ./*.woff2
