"""What the tests, the benchmarks and the README's screenshots share: runs written by the real logger
(``runs``), real servers over them (``servers``), damaged copies (``damage``), a training loop to
kill (``crashing_run``), reference computations of attribution (``attribution_reference``) and
Debian's Chromium (``browsing``). pytest finds it through ``pytest.ini``'s ``pythonpath``; the
benchmarks and ``docs/screenshots.py`` through ``PYTHONPATH=tests`` (``make bench`` sets it)."""
