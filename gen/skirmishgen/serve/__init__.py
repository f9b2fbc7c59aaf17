"""``skirmishgen serve``: a roster builder in the browser, on this machine only.

:mod:`.builder` and :mod:`.products` are the pure parts (check a roster, make its
PDFs); :mod:`.app` is the Starlette app with its guards; :mod:`.run` starts it.
"""
