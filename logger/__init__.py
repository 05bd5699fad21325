"""tb_verl_logger: log verl RL training (scalars and per-token decision traces) for TensorBoard."""

from tb_verl_logger.rows.selection import SelectionPolicy
from tb_verl_logger.trace_logger import TraceLogger

__all__ = ["SelectionPolicy", "TraceLogger"]
