"""The Python pixelmatch peer of napkin-bench: compare two PNGs, write the diff image.

Usage: python pixelmatch-compare.py a.png b.png diff.png
Prints the number of mismatched pixels (threshold 0.1, pixelmatch's default).
"""
import sys

from PIL import Image
from pixelmatch.contrib.PIL import pixelmatch

first = Image.open(sys.argv[1]).convert("RGBA")
second = Image.open(sys.argv[2]).convert("RGBA")
difference = Image.new("RGBA", first.size)
print(pixelmatch(first, second, difference, threshold=0.1))
difference.save(sys.argv[3])
