"""reportlab's paragraph with our typesetting and one cache: platypus is imported only by the
products that set paragraphs (sheets, cheat sheets, booklets), not by the decks."""

from __future__ import annotations

from reportlab.platypus import Paragraph as _Paragraph

from .typeset import typeset


class Paragraph(_Paragraph):
    """reportlab's paragraph, typeset (see :func:`typeset`) before it is measured."""

    def __init__(self, text: str | None, style=None, *args, **kwargs) -> None:
        # a split paragraph's halves come with their fragments and no text
        super().__init__(text if text is None else typeset(text), style, *args, **kwargs)

    def wrap(self, availWidth, availHeight):
        """As reportlab's; but asked again at the width (and style) it was just set at, the
        paragraph keeps its lines. Tables and columns ask each paragraph many times over:
        re-breaking the same lines was a fifth of the time of every sheet and booklet."""
        key = (availWidth, id(self.style))
        if key == getattr(self, "_wrapped", None) and "blPara" in self.__dict__:
            return self.width, self.height
        size = super().wrap(availWidth, availHeight)
        self._wrapped = key
        return size
