"""The files of a run directory and the thread that writes them: the event file, the trace store,
the index and block stores, each append-only and framed."""
