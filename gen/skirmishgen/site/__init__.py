"""``skirmishgen site``: the roster builder as a static folder any web host can serve.

The builder's pages run skirmishgen itself in the browser (Pyodide, in a web worker):
the same checks, findings and PDFs as the command line, with no server of ours.
:mod:`.worker` answers the pages' requests inside the browser; :mod:`.wheels` and
:mod:`.runtime` gather what the browser installs; :mod:`.folder` writes the folder.
"""
