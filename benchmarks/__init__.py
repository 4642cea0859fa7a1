"""The benchmarks: scripts (``.venv/bin/python benchmarks/<name>.py``), importable as modules too
(``benchmarks.bot_load``) so that tests run them in their smallest form without loading files by path.
They share helpers with the tests through ``tests.support``, never by importing a test module."""
