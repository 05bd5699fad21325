"""What verl 0.9.1 lacks to run its real trainer (``python -m verl.trainer.main_ppo``) on a CPU.

Test code only, never shipped: verl imports this package in every process (driver, TaskRunner,
Ray workers) because the test run sets ``VERL_USE_EXTERNAL_MODULES=verl_cpu`` with ``tests/`` on
``PYTHONPATH``. Importing it registers:

- a ``cpu`` platform (:mod:`.cpu_platform`, chosen with ``VERL_PLATFORM=cpu``);
- an ``hf`` rollout on ``transformers`` (:mod:`.rollout`, ``actor_rollout_ref.rollout.name=hf``);
- three mends where verl assumes an accelerator (:mod:`.patches`);
- where vLLM's CPU build is installed, two mends for verl's own vLLM rollout on it (:mod:`.vllm_cpu`);
- with ``TB_VERL_TEST_DUMP=<dir>``, a dump of what verl computed each step (:mod:`.dump`), for the
  tests to compare tb_verl's records against.

None of it touches the trainers' code or tb_verl's seams; the run itself is described in
:mod:`.run`.
"""

from __future__ import annotations

import wrapt

from verl_cpu import (
    cpu_platform,  # noqa: F401  (registers the "cpu" platform)
    dump,
    patches,
    vllm_cpu,
)

patches.register()
vllm_cpu.register()
dump.register()


def _register_rollout(module: object) -> None:
    import verl_cpu.rollout  # noqa: F401  (registers on import; a no-op when it is the importer)


# After verl's own registry exists; importing the rollout any earlier would import verl's workers
# while verl itself is still being imported.
wrapt.register_post_import_hook(_register_rollout, "verl.workers.rollout.replica")
