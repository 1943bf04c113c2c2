"""Files the app keeps: atomic writes, data-only loading, autosave, the instance lock.

Qt-free. Every loader answers with a loaded value or a ``BadFileError`` naming
a ``FileProblem`` (a message code) and where the bad file was moved; nothing a
file holds can raise anything else.
"""
