"""Validation generations as traces of split "val" (both trainers).

Both trainers hand ``_maybe_log_val_generations(inputs, outputs, scores)`` the texts of every
validation sample and its score, decoded with ``skip_special_tokens=True``: the prompt loses its
chat template's markers (``<|im_start|>``) and no token ids come with them. So while ``_validate``
runs, the trainer's tokenizer is tapped (:class:`DecodeTap`): each text it decodes is kept with the
ids it came from, and the validation traces get their tokens back, their prompt as the train split
shows it (special tokens kept) and their true length. A text the tap did not see stays a text-only
trace, as before.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

from tb_verl_logger.rows import token_bytes
from tb_verl_logger.verl.capture.trainer import active_target
from tb_verl_logger.verl.patching import report_once

VALIDATION = "validation"
"""Why a validation trace was recorded (the tab says how it came by it)."""


class DecodeTap:
    """Stands in for a tokenizer's ``decode`` and keeps the ids of each text decoded without
    special tokens (what verl does with validation prompts and responses)."""

    def __init__(self, decode: Callable[..., str]) -> None:
        self._decode = decode
        self.ids_of: dict[str, np.ndarray] = {}

    def __call__(self, token_ids: Any, *args: Any, **kwargs: Any) -> str:
        text = self._decode(token_ids, *args, **kwargs)
        if kwargs.get("skip_special_tokens"):
            try:
                ids = np.asarray(token_ids.tolist() if hasattr(token_ids, "tolist") else token_ids, dtype=np.int64)
                if ids.ndim == 1:
                    self.ids_of.setdefault(text, ids)
            except (TypeError, ValueError):
                pass  # not ids of one sequence: nothing to keep
        return text


@contextlib.contextmanager
def tapped(trainer: Any) -> Iterator[DecodeTap | None]:
    """The trainer's tokenizer tapped while the block runs (None when tb_verl records no
    validation traces: nothing is touched then)."""
    target = active_target()
    tokenizer = getattr(trainer, "tokenizer", None)
    if target is None or not target[1].enabled or target[1].val_samples == 0 or tokenizer is None:
        yield None
        return
    tap = DecodeTap(tokenizer.decode)
    tokenizer.decode = tap  # an instance attribute: shadows the class's method
    try:
        yield tap
    finally:
        with contextlib.suppress(AttributeError):
            del tokenizer.decode


def wrap_validate(original: Callable[..., Any]) -> Callable[..., Any]:
    """``_validate`` with the tokenizer tapped (:func:`tapped`); the tap rides on the trainer for
    :func:`capture_validation`, which verl calls inside."""

    def _validate(self: Any, *args: Any, **kwargs: Any) -> Any:
        with tapped(self) as tap:
            self._tb_verl_decode_tap = tap
            try:
                return original(self, *args, **kwargs)
            finally:
                self._tb_verl_decode_tap = None

    return _validate


def wrap_val_generations(original: Callable[..., Any]) -> Callable[..., Any]:
    """Both trainers hand ``_maybe_log_val_generations(inputs, outputs, scores)`` every validation
    sample's texts and score: record them as traces before verl's own logging."""

    def _maybe_log_val_generations(self: Any, inputs: Any, outputs: Any, scores: Any) -> Any:
        capture_validation(self, inputs, outputs, scores)
        return original(self, inputs, outputs, scores)

    return _maybe_log_val_generations


def capture_validation(trainer: Any, inputs: Any, outputs: Any, scores: Any) -> None:
    """Records up to ``val_samples`` validation generations (split "val"); never raises."""
    try:
        target = active_target()
        if target is None or not target[1].enabled or target[1].val_samples == 0:
            return
        logger, capture = target
        step = int(getattr(trainer, "global_steps", 0))
        tap: DecodeTap | None = getattr(trainer, "_tb_verl_decode_tap", None)
        count = min(capture.val_samples, len(inputs))
        records = [
            _record(
                trainer,
                tap,
                step,
                i,
                str(inputs[i]),
                str(outputs[i]),
                float(scores[i]) if scores is not None and i < len(scores) else None,
            )
            for i in range(count)
        ]
        logger.log_traces(step, records, batch_size=len(inputs), split="val")
    except Exception as error:
        report_once("val", "tb_verl: validation capture failed (%s: %s); training goes on", type(error).__name__, error)


def _record(
    trainer: Any, tap: DecodeTap | None, step: int, i: int, prompt: str, response: str, score: float | None
) -> Any:
    """One validation sample's trace: with its tokens when the tap saw both texts decoded, else
    its texts alone."""
    from tb_verl_plugin.format import codec

    prompt_ids = None if tap is None else tap.ids_of.get(prompt)
    response_ids = None if tap is None else tap.ids_of.get(response)
    tokenizer = getattr(trainer, "tokenizer", None)
    if prompt_ids is None or response_ids is None or tokenizer is None:
        return codec.HostTrace.of_texts(step, i, prompt, response, split="val", reason=VALIDATION, score=score)
    pad = getattr(tokenizer, "pad_token_id", None)
    prompt_ids, response_ids = _unpadded(prompt_ids, pad, both_ends=True), _unpadded(response_ids, pad, both_ends=False)
    decoded = tokenizer.decode(response_ids.tolist())
    return codec.HostTrace(
        step=step,
        sample_index=i,
        token_ids=response_ids,
        split="val",
        selected_because=[VALIDATION],
        prompt_ids=prompt_ids,
        prompt_text=tokenizer.decode(prompt_ids.tolist()),
        response_text=decoded,
        token_bytes=token_bytes.of(tokenizer).sequence(response_ids.tolist(), decoded),
        score=score,
    )


def _unpadded(ids: np.ndarray, pad: int | None, both_ends: bool) -> np.ndarray:
    """``ids`` without verl's padding: after the sequence (responses; v1's prompts too) and, for
    prompts, before it (v0 pads them on the left). Where the pad id is also the end-of-sequence
    id, a response's own last token goes with the padding."""
    if pad is None or not ids.size:
        return ids
    kept = np.flatnonzero(ids != pad)
    if not kept.size:
        return ids[:0]
    return ids[(kept[0] if both_ends else 0) : kept[-1] + 1]
