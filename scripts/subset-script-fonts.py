#!/usr/bin/env python3
"""Rebuilds the two subset fonts in Fonts/ from Debian's packages, with fontTools (PyPI):

    apt-get install fonts-noto-color-emoji fonts-noto-cjk && pip install fonttools
    python3 scripts/subset-script-fonts.py

- NotoColorEmoji-Subset.ttf: the emoji listed in EMOJI below, from fonts-noto-color-emoji.
- NotoSansCJKsc-Subset.otf: the common characters of Chinese (GB 2312 level 1, 3755 hanzi),
  Japanese (JIS X 0208 level 1, 2965 kanji; hiragana and katakana) and Korean (KS X 1001,
  2350 Hangul syllables; compatibility jamo), CJK punctuation and full-width forms, from the
  Simplified Chinese face of fonts-noto-cjk.
"""
import subprocess

# Food and drink are three blocks: U+1F32D-1F37F, U+1F950-1F96F and U+1F9C0-1F9CB (cheese to
# bubble tea, with the ice cube DesignSystemKit's glass card shows).
EMOJI_RANGES = [(0x1F600, 0x1F64F), (0x1F32D, 0x1F37F), (0x1F950, 0x1F96F), (0x1F9C0, 0x1F9CB), (0x1F44A, 0x1F450),
                (0x1F493, 0x1F49F), (0x1F910, 0x1F92F), (0x1F970, 0x1F97A), (0x1F947, 0x1F949)]
EMOJI_SINGLES = [0x2764, 0x1F525, 0x2B50, 0x2705, 0x274C, 0x1F389, 0x1F680, 0x1F4AF, 0x2728, 0x1F31F,
                 0x263A, 0x2600, 0x2601, 0x26A1, 0x2614, 0x2615, 0x1F3C6, 0x1F44D, 0x1F44E, 0x1F64C,
                 0x1F64F, 0x1F381, 0x1F382, 0x1F388, 0x2B06, 0x27A1, 0x2B05, 0x2B07, 0x1F4F1, 0x1F4BB,
                 0x1F514, 0x1F4AC, 0x1F440, 0x1F4A1, 0x1F6A8, 0x26A0, 0x2714, 0x2716, 0x1F195, 0x1F44F,
                 0xFE0F, 0x200D]


def decoded(codec, rows, cells):
    chars = set()
    for row in rows:
        for cell in cells:
            try:
                chars.add(bytes([row, cell]).decode(codec))
            except UnicodeDecodeError:
                pass
    return chars


def main():
    emoji = {c for a, b in EMOJI_RANGES for c in range(a, b + 1)} | set(EMOJI_SINGLES)
    subprocess.run(["pyftsubset", "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
                    "--unicodes=" + ",".join("U+%04X" % c for c in sorted(emoji)),
                    "--layout-features=*", "--output-file=Fonts/NotoColorEmoji-Subset.ttf"], check=True)

    cells = range(0xA1, 0xFF)
    cjk = decoded("gb2312", range(0xB0, 0xD8), cells)              # GB 2312 level 1
    cjk |= decoded("euc_jp", range(0xB0, 0xD0), cells)             # JIS X 0208 level 1 (rows 16-47)
    cjk |= decoded("euc_kr", range(0xB0, 0xC9), cells)             # KS X 1001 Hangul
    extra = [*range(0x3000, 0x3100), *range(0x3130, 0x3190), *range(0xFF00, 0xFFF0)]
    cjk |= {chr(c) for c in extra}
    subprocess.run(["pyftsubset", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "--font-number=2",
                    "--text=" + "".join(sorted(cjk)), "--layout-features=*", "--no-hinting",
                    "--output-file=Fonts/NotoSansCJKsc-Subset.otf"], check=True)


main()
