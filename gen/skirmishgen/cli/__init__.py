"""The command line: parse options, call one function, and report errors in one place.

One module per command (``deck.py``, ``validate.py``...), imported only when that command
runs or help lists it (``group.py``); ``common.py`` holds the options several commands
share, ``gameoptions.py`` the options games declare for their products, and ``run.py``
:func:`main`, where every error becomes its lines on stderr and an exit status. Heavy
imports (reportlab, pydantic, PyYAML) happen inside the commands, so ``skirmishgen --help``
starts fast.
"""

from ..errors import SHOWN
from .group import cli
from .run import main

__all__ = ["SHOWN", "cli", "main"]
