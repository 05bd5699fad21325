"""The tiny CPU RL demo (``make demo``; also ``tb-verl demo``): see ``tiny_rl/training.py``
(installed as ``tb_verl_logger.demo``)."""

from tb_verl_logger.demo.training import main

if __name__ == "__main__":
    main()
