"""Reading files that may come from someone else: only regular files, never more than a
limit, and never blocking (a named pipe or a device given as a roster, deck, template or
image would otherwise wait forever or read without end)."""

from __future__ import annotations

import os
import stat
from pathlib import Path


class NotRegular(OSError):
    """The path is a pipe, socket, device or other special file."""


def read_limited(path: Path, limit: int) -> bytes:
    """Up to ``limit`` + 1 bytes of the regular file ``path`` (one more than the limit
    says the file is too large). Raises :class:`NotRegular` for a special file, and the
    usual OSError subclasses (FileNotFoundError, IsADirectoryError...) otherwise."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    try:
        mode = os.fstat(descriptor).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(21, "Is a directory", str(path))
        if not stat.S_ISREG(mode):
            raise NotRegular(0, "not a regular file", str(path))
        chunks, left = [], limit + 1
        while left > 0:
            chunk = os.read(descriptor, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)
