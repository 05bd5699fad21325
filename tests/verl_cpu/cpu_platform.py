"""A verl platform for a machine without an accelerator (verl 0.9 ships cuda, npu and rocm only).

Registered as ``cpu`` and chosen with ``VERL_PLATFORM=cpu``. verl asks its platform for a device
module shaped like ``torch.cuda``; :class:`CpuDeviceModule` answers the calls verl makes with what
they mean on a CPU (one device, nothing to synchronise or free). Ray still schedules workers on a
logical ``GPU`` resource (``ray_init.num_gpus=1``): verl's placement groups always ask for one.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import psutil
import torch
from verl.plugin.platform.platform_base import PlatformBase
from verl.plugin.platform.platform_manager import PlatformRegistry


class CpuDeviceModule:
    """What verl calls on ``get_torch_device()``: torch.cpu where it has the call, else the CPU
    meaning (memory figures come from the process, streams are torch.cpu's no-op streams)."""

    Stream = torch.cpu.Stream
    Event = torch.cpu.Event
    stream = staticmethod(torch.cpu.stream)
    current_stream = staticmethod(torch.cpu.current_stream)
    synchronize = staticmethod(torch.cpu.synchronize)

    @staticmethod
    def is_available() -> bool:
        return True

    @staticmethod
    def current_device() -> str:
        return "cpu"

    @staticmethod
    def device_count() -> int:
        return 1

    @staticmethod
    def set_device(device: Any) -> None:
        return None

    @staticmethod
    def get_device_name(device: Any = None) -> str:
        return "cpu"

    @staticmethod
    def empty_cache() -> None:
        return None

    @staticmethod
    def ipc_collect() -> None:
        return None

    @staticmethod
    def set_per_process_memory_fraction(fraction: float, device: Any = None) -> None:
        return None

    @staticmethod
    def mem_get_info(device: Any = None) -> tuple[int, int]:
        memory = psutil.virtual_memory()
        return memory.available, memory.total

    @staticmethod
    def memory_allocated(device: Any = None) -> int:
        return psutil.Process().memory_info().rss

    memory_reserved = max_memory_allocated = max_memory_reserved = memory_allocated

    @staticmethod
    def get_rng_state(device: Any = None) -> torch.Tensor:
        return torch.get_rng_state()

    @staticmethod
    def set_rng_state(state: torch.Tensor, device: Any = None) -> None:
        torch.set_rng_state(state)

    @staticmethod
    def manual_seed(seed: int) -> None:
        torch.manual_seed(seed)

    manual_seed_all = manual_seed


@PlatformRegistry.register(platform="cpu")
class CpuPlatform(PlatformBase):
    """verl on the CPU: gloo for collectives, no IPC, no profiler ranges."""

    @property
    def device_name(self) -> str:
        return "cpu"

    @property
    def vendor_name(self) -> str:
        return "cpu"

    @property
    def device_module(self) -> ModuleType:
        return CpuDeviceModule  # type: ignore[return-value]  # duck-typed like torch.cuda

    def is_available(self) -> bool:
        return True

    def current_device(self) -> str:  # type: ignore[override]
        # verl uses it as a device (``.to(get_device_id())``): an int would mean an accelerator.
        return "cpu"

    def device_count(self) -> int:
        return 1

    def set_device(self, device_index: int) -> None:
        return None

    def synchronize(self, device_index: int | None = None) -> None:
        return None

    def manual_seed(self, seed: int) -> None:
        torch.manual_seed(seed)

    def manual_seed_all(self, seed: int) -> None:
        torch.manual_seed(seed)

    def set_allocator_settings(self, settings: str) -> None:
        return None

    def empty_cache(self) -> None:
        return None

    def get_device_capability(self, device_index: int = 0) -> tuple[int | None, int | None]:
        return None, None

    def communication_backend_name(self) -> str:
        return "gloo"

    def visible_devices_envvar(self) -> str:
        # Ray sets it for the logical GPU; nothing on a CPU reads it.
        return "CUDA_VISIBLE_DEVICES"

    @contextlib.contextmanager
    def nvtx_range(self, msg: str) -> Iterator[None]:
        yield

    def profiler_start(self) -> None:
        return None

    def profiler_stop(self) -> None:
        return None

    def ray_resource_name(self) -> str:
        return "GPU"

    def ray_noset_envvars(self) -> list[str]:
        return []

    def is_ipc_supported(self) -> bool:
        return False

    def cudart(self) -> Any:
        return None
