"""The tiny CPU RL demo (``make demo``; also ``tb-verl demo``): see ``tb_verl_logger.commands.demo``."""

from tb_verl_logger.commands.demo import main

if __name__ == "__main__":
    main()
