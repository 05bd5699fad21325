"""What the writer (``tb_verl_logger``) and the reader (the plugin) must agree on: the trace schema
(``trace.proto``), the field table, encoding and decoding, and the files on disk. It imports nothing
else of ours, so both sides can depend on it."""
