#!/usr/bin/env python3
"""Writes Sources/Raster/Text/BidiTable.swift from Debian's unicode-data files:
extracted/DerivedBidiClass.txt (every scalar's Bidi_Class, defaults included) and
BidiBrackets.txt (the paired brackets of UAX #9's rule N0).

    python3 scripts/generate-bidi-table.py   # after `make deps`
"""
import re, sys

UNICODE = "/usr/share/unicode"
CLASSES = ["L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
           "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]

def version():
    with open(f"{UNICODE}/BidiCharacterTest.txt", encoding="utf-8") as f:
        return re.search(r"BidiCharacterTest-([0-9.]+)\.txt", f.readline()).group(1)

def classes():
    table = [CLASSES.index("L")] * 0x110000
    with open(f"{UNICODE}/extracted/DerivedBidiClass.txt", encoding="utf-8") as f:
        for line in f:
            line = line.split("#")[0].strip()
            if not line:
                continue
            cps, cls = [p.strip() for p in line.split(";")]
            lo, _, hi = cps.partition("..")
            for cp in range(int(lo, 16), int(hi or lo, 16) + 1):
                table[cp] = CLASSES.index(cls)
    ranges = []
    for cp, cls in enumerate(table):
        if not ranges or ranges[-1][1] != cls:
            ranges.append((cp, cls))
    return ranges

def brackets():
    pairs = []
    with open(f"{UNICODE}/BidiBrackets.txt", encoding="utf-8") as f:
        for line in f:
            line = line.split("#")[0].strip()
            if not line:
                continue
            cp, paired, kind = [p.strip() for p in line.split(";")]
            pairs.append((int(cp, 16), int(paired, 16), kind))
    return pairs

def main():
    ranges = classes()
    pairs = brackets()
    out = [f"// Generated from the Unicode {version()} Character Database by scripts/generate-bidi-table.py.",
           "// Do not edit: run `python3 scripts/generate-bidi-table.py` to rewrite it.", "",
           "/// Every scalar's ``BidiClass`` and the paired brackets of UAX #9.",
           "enum BidiTable {",
           f"    /// The version of Unicode whose data the table holds.",
           f"    static let unicodeVersion = \"{version()}\"", "",
           f"    /// {len(ranges)} ranges covering 0...0x10FFFF: each entry is the range's first scalar shifted",
           "    /// left by 8, or'ed with the raw value of the class of the scalars up to the next entry.",
           "    static let ranges: [UInt32] = ["]
    packed = [f"0x{(cp << 8) | cls:08X}" for cp, cls in ranges]
    for i in range(0, len(packed), 10):
        out.append("        " + ", ".join(packed[i:i + 10]) + ",")
    out += ["    ]", "",
            "    /// Opening brackets and their closing partners (Bidi_Paired_Bracket_Type Open).",
            "    static let openingPartner: [UInt32: UInt32] = ["]
    out += [f"        0x{cp:04X}: 0x{paired:04X}," for cp, paired, kind in pairs if kind == "o"]
    out += ["    ]", "",
            "    /// Closing brackets and their opening partners (Bidi_Paired_Bracket_Type Close).",
            "    static let closingPartner: [UInt32: UInt32] = ["]
    out += [f"        0x{cp:04X}: 0x{paired:04X}," for cp, paired, kind in pairs if kind == "c"]
    out += ["    ]", "}", ""]
    with open("Sources/Raster/Text/BidiTable.swift", "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    print(f"BidiTable.swift: {len(ranges)} ranges, {len(pairs)} brackets", file=sys.stderr)

main()
