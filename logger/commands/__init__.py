"""What runs apart from a user's training: the ``tb-verl`` command (:mod:`.cli`: demo, import,
recover, export, attribute) and token attribution from a checkpoint (:mod:`.attribution`). The
demo's training program is ``tb_verl_logger.demo``, whose source lives in ``examples/tiny_rl/``
(shipped in the package so that ``tb-verl demo`` works from a plain install)."""
