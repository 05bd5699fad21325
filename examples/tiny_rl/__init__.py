"""The demo's training program (``make demo``, ``tb-verl demo``): a tiny policy trained on CPU with
verl's own algorithms (:mod:`.training`) on two tasks built in code (:mod:`.tasks`), logged with
tb_verl. An example of using the logger, installed as ``tb_verl_logger.demo``."""
