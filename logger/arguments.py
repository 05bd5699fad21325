"""Checking what a caller hands :class:`~tb_verl_logger.TraceLogger`, before anything is recorded:
misuse (a shape, a dtype, a missing field: a bug in the caller's code) raises ``ValueError`` naming
the argument and what it must be; what passes comes back as the tensors and per-row values the
logger records (on the batch's device; per-row values on the host)."""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from tb_verl_logger.rows.batch_data import RowSummaries, RowValues, StepTensors, truncated_rows
from tb_verl_logger.rows.row_statistics import ROW_SHAPE, missing_stats
from tb_verl_logger.rows.selection import GroupIds
from tb_verl_logger.rows.summaries import LaterRowStatistics, unrecorded_rows
from tb_verl_logger.statistics import exploration, layout
from tb_verl_plugin.format import fields, metadata, turns
from tb_verl_plugin.format.numbers import is_integer, is_number

if TYPE_CHECKING:
    import torch

    from tb_verl_logger.rows.deferred_index import IndexDeferral, PendingSummaries


def check_step(step: Any) -> int:
    if not is_integer(step):
        raise ValueError(f"'step' must be an int, got {type(step).__name__}")
    if step < 0:
        raise ValueError(f"'step' must be >= 0, got {step}")
    return int(step)


def metric_value(value: Any, name: str) -> float:
    """A metric as a float: Python and numpy numbers, one-element tensors; ValueError naming the
    metric otherwise (a bool is not a number here)."""
    if hasattr(value, "numel") and hasattr(value, "item"):  # a torch tensor
        if value.numel() != 1:
            raise ValueError(f"metric {name!r} is a tensor of shape {tuple(value.shape)}: log a number")
        value = value.item()
    if not is_number(value):
        raise ValueError(f"metric {name!r} must be a number, got {type(value).__name__}")
    return float(value)


@dataclasses.dataclass(frozen=True)
class Preselected:
    """Rows the caller chose before ``log_decisions`` (verl's TransferQueue capture reads only
    those): their rows in the batch, why each was chosen, and the whole batch's tensors that index
    the others (None: the others are not indexed)."""

    rows: list[int]
    reasons: list[list[str]]
    whole_batch: Mapping[str, Any] | None


@dataclasses.dataclass(frozen=True)
class CheckedDecisions:
    """``log_decisions``' keywords, checked (:func:`check_decisions`): what the logger records of
    one step's ``[B, R]`` batch."""

    step: int
    split: str
    tensors: StepTensors
    values: RowValues
    """Per row, on the host: scores, groups, sources, reward parts, tool calls, truncation."""
    prompt_texts: list[str] | None
    turn_counts: list[int] | None
    batch_size: int | None
    """The batch's rows when ``tensors`` hold some of them (``preselected``); None: all."""
    preselected: Preselected | None
    end_ids: frozenset[int]
    """The ids a response may end with, by which truncation is judged (none: not judged)."""
    max_response_length: int | None


def check_decisions(
    step: Any,
    *,
    split: str,
    responses: Any,
    response_mask: Any,
    token_fields: Mapping[str, Any],
    logits: Any = None,
    top_k_ids: Any = None,
    top_k_log_probs: Any = None,
    scores: Any = None,
    uid: GroupIds | None = None,
    data_source: Sequence[str] | None = None,
    prompts: Any = None,
    prompt_mask: Any = None,
    prompt_text: Sequence[str] | None = None,
    extra_token: Mapping[str, Any] | None = None,
    extra_sample: Mapping[str, Any] | None = None,
    sample_indices: Sequence[int] | None = None,
    batch_size: int | None = None,
    selected_because: Sequence[Sequence[str]] | None = None,
    tool_calls: Sequence[Any] | None = None,
    num_turns: Sequence[int] | None = None,
    whole_batch: Mapping[str, Any] | None = None,
    end_ids: frozenset[int] = frozenset(),
    max_response_length: int | None = None,
) -> CheckedDecisions:
    """``TraceLogger.log_decisions``' keywords (its docstring says what each is) as one checked
    value; ValueError naming the first bad one, before anything is queued."""
    step = check_step(step)
    metadata.check_split(split)
    tensors, (batch, _) = check_step_tensors(
        responses, response_mask, token_fields, extra_token, logits, top_k_ids, top_k_log_probs, prompts, prompt_mask
    )
    values = row_values(
        batch,
        responses,
        scores=scores,
        uid=uid,
        data_source=data_source,
        extra_sample=extra_sample,
        tool_calls=tool_calls,
        truncated=truncated_rows(responses, response_mask, end_ids, max_response_length),
    )
    check_preselected(batch, sample_indices, whole_batch)
    preselected = None
    if sample_indices is not None:
        reasons = [list(r) for r in selected_because] if selected_because else [["preselected"]] * batch
        preselected = Preselected([int(r) for r in sample_indices], reasons, whole_batch)
    return CheckedDecisions(
        step=step,
        split=split,
        tensors=tensors,
        values=values,
        prompt_texts=None if prompt_text is None else row_strings("prompt_text", prompt_text, batch),
        turn_counts=None
        if num_turns is None
        else [int(v) for v in row_floats("num_turns", num_turns, batch, tensors.mask).cpu().tolist()],
        batch_size=batch_size,
        preselected=preselected,
        end_ids=end_ids,
        max_response_length=max_response_length,
    )


def check_step_tensors(
    responses: Any,
    response_mask: Any,
    token_fields: Mapping[str, Any],
    extra_token: Mapping[str, Any] | None,
    logits: Any,
    top_k_ids: Any,
    top_k_log_probs: Any,
    prompts: Any,
    prompt_mask: Any,
) -> tuple[StepTensors, tuple[int, int]]:
    """``log_decisions``' tensors checked against ``responses`` ``[B, R]``; ValueError naming the
    first bad one (an unknown keyword included: it is a per-token field verl does not have)."""
    import torch

    if not isinstance(responses, torch.Tensor) or responses.ndim != 2:
        raise ValueError("'responses' must be a [B, R] tensor of token ids")
    if responses.is_floating_point():
        raise ValueError(f"'responses' must hold integer token ids, got {responses.dtype}")
    batch, length = responses.shape
    mask = check_tensor("response_mask", response_mask, (batch, length)).bool()
    known = fields.by_argument()
    unknown = sorted(set(token_fields) - set(known))
    if unknown:
        raise ValueError(
            f"unknown argument(s) {unknown}: per-token fields are {sorted(known)}; put fields of your "
            "own in extra_token={name: [B, R] tensor}"
        )
    per_token = {
        known[argument].name: check_tensor(argument, tensor, (batch, length), floating=True)
        for argument, tensor in token_fields.items()
        if tensor is not None
    }
    extra = {
        name: check_tensor(f"extra_token[{name!r}]", tensor, (batch, length), floating=True)
        for name, tensor in (extra_token or {}).items()
    }
    if logits is not None:
        check_tensor("logits", logits, (batch, length, None), floating=True)
    if (top_k_ids is None) != (top_k_log_probs is None):
        raise ValueError("'top_k_ids' and 'top_k_log_probs' must be given together")
    if top_k_ids is not None:
        if logits is not None:
            raise ValueError("give either 'logits' or 'top_k_ids'/'top_k_log_probs', not both")
        check_tensor("top_k_ids", top_k_ids, (batch, length, None))
        check_tensor("top_k_log_probs", top_k_log_probs, tuple(top_k_ids.shape), floating=True)
        if top_k_ids.is_floating_point():
            raise ValueError(f"'top_k_ids' must hold integer token ids, got {top_k_ids.dtype}")
    if prompts is not None:
        if not isinstance(prompts, torch.Tensor) or prompts.ndim != 2 or prompts.shape[0] != batch:
            raise ValueError(f"'prompts' must be a [B={batch}, P] tensor of token ids")
        if prompt_mask is not None:
            check_tensor("prompt_mask", prompt_mask, tuple(prompts.shape))
    elif prompt_mask is not None:
        raise ValueError("'prompt_mask' was given without 'prompts'")
    tensors = StepTensors(
        responses=responses,
        mask=mask,
        token_fields=per_token,
        extra_token=extra,
        logits=logits,
        top_k_ids=top_k_ids,
        top_k_log_probs=top_k_log_probs,
        prompts=prompts,
        prompt_mask=prompt_mask,
    )
    return tensors, (batch, length)


def row_values(
    batch: int,
    like: torch.Tensor,
    *,
    scores: Any = None,
    uid: GroupIds | None = None,
    data_source: Sequence[str] | None = None,
    extra_sample: Mapping[str, Any] | None = None,
    tool_calls: Sequence[Any] | None = None,
    truncated: np.ndarray | None = None,
    where: str = "",
) -> RowValues:
    """``log_decisions``' per-row arguments checked against ``batch`` rows, on the host
    (``where`` prefixes their names in errors: ``whole_batch``); ``truncated``: already judged
    (:func:`truncated_rows`)."""
    return RowValues(
        truncated=truncated,
        scores=None if scores is None else row_floats(f"{where}scores", scores, batch, like).float().cpu().numpy(),
        groups=None if uid is None else row_strings(f"{where}uid", uid, batch),
        data_sources=None if data_source is None else row_strings(f"{where}data_source", data_source, batch),
        extra_sample={
            name: row_floats(f"{where}extra_sample[{name!r}]", value, batch, like).float().cpu().numpy()
            for name, value in (extra_sample or {}).items()
        },
        tool_calls=None if tool_calls is None else row_calls(tool_calls, batch),
    )


WHOLE_BATCH_ROW_KEYS = ("scores", "uid", "data_source", "extra_sample", "tool_calls")
WHOLE_BATCH_RESPONSES = "responses"
"""``whole_batch``'s optional ``[B, R]`` token ids, by which the rows cut at the length limit are
told (:func:`truncated_rows`)."""
WHOLE_BATCH_STATS = "index_stats"
"""``whole_batch``'s optional entry of the index statistics already computed for every row (by
name, as ``to_host(index_stats(...))`` gives them): verl's TransferQueue capture ranks the
rows by them before it reads the chosen ones, and they are not computed a second time."""


def check_preselected(batch: int, sample_indices: Sequence[int] | None, whole_batch: Mapping[str, Any] | None) -> None:
    """``log_decisions``' rows chosen beforehand: one batch row number per response given, and
    ``whole_batch`` only with them."""
    if sample_indices is not None and len(sample_indices) != batch:
        raise ValueError(f"'sample_indices' must hold one row number per response ({batch})")
    if whole_batch is not None and sample_indices is None:
        raise ValueError("'whole_batch' goes with 'sample_indices': without them the batch given is the whole batch")


def rest_of_batch(
    whole: Mapping[str, Any],
    recorded: list[int],
    batch_size: int | None,
    deferral: IndexDeferral,
    end_ids: Collection[int] = (),
    limit: int | None = None,
) -> RowSummaries | PendingSummaries | LaterRowStatistics | None:
    """The summaries of the rows of ``whole`` (``log_decisions``' ``whole_batch``) outside
    ``recorded`` (None: there are none); ValueError naming a bad entry. The statistics its
    ``index_stats`` lacks are computed from its tensors, on the writer thread when ``deferral``
    can hold them; with its ``responses``, the rows cut at ``limit`` without one of ``end_ids``
    are told (:func:`truncated_rows`)."""
    import torch

    known = fields.by_argument()
    unknown = sorted(
        set(whole) - {"response_mask", WHOLE_BATCH_STATS, WHOLE_BATCH_RESPONSES, *WHOLE_BATCH_ROW_KEYS, *known}
    )
    if unknown:
        raise ValueError(
            f"unknown key(s) {unknown} in 'whole_batch': it takes 'response_mask', {WHOLE_BATCH_RESPONSES!r}, "
            f"{list(WHOLE_BATCH_ROW_KEYS)}, {WHOLE_BATCH_STATS!r} and the per-token fields {sorted(known)}"
        )
    mask = whole.get("response_mask")
    if not isinstance(mask, torch.Tensor) or mask.ndim != 2:
        raise ValueError("whole_batch['response_mask'] must be a [B, R] tensor of the whole batch")
    batch = layout.row_count(mask)
    if batch_size is not None and batch != batch_size:
        raise ValueError(f"whole_batch['response_mask'] has {batch} rows, 'batch_size' says {batch_size}")
    if any(not 0 <= r < batch for r in recorded):
        raise ValueError(f"'sample_indices' {recorded} must be rows of whole_batch's {batch}")
    per_token = {
        known[argument].name: check_like_mask(f"whole_batch[{argument!r}]", tensor, mask, floating=True)
        for argument, tensor in whole.items()
        if argument in known and tensor is not None
    }
    truncated = None
    if whole.get(WHOLE_BATCH_RESPONSES) is not None:
        responses = check_like_mask(f"whole_batch[{WHOLE_BATCH_RESPONSES!r}]", whole[WHOLE_BATCH_RESPONSES], mask)
        truncated = truncated_rows(responses, mask, end_ids, limit)
        per_token[fields.TOKEN_IDS] = responses  # the row statistics' input
    values = row_values(
        batch,
        mask,
        where="whole_batch:",
        truncated=truncated,
        **{k: whole[k] for k in WHOLE_BATCH_ROW_KEYS if k in whole},
    )
    stats = _given_stats(whole[WHOLE_BATCH_STATS], batch) if WHOLE_BATCH_STATS in whole else {}
    if len(set(recorded)) == batch:
        return None  # every row recorded: nothing left to summarize
    held = deferral.hold(mask, per_token) if missing_stats(stats, per_token) else None
    return (
        held.later(stats, recorded, values)
        if held
        else unrecorded_rows(mask, per_token, stats, recorded, values, calling_thread=True)
    )


def _given_stats(given: Any, batch: int) -> dict[str, np.ndarray]:
    """``whole_batch``'s index statistics, checked: known names, one number per row each."""
    where = f"whole_batch[{WHOLE_BATCH_STATS!r}]"
    if not isinstance(given, Mapping):
        raise ValueError(f"{where} must map statistic names to one number per row, got {type(given).__name__}")
    known = [*fields.index_stat_names(), *ROW_SHAPE]
    unknown = sorted(set(given) - set(known))
    if unknown:
        raise ValueError(f"unknown statistic(s) {unknown} in {where}: the index keeps {sorted(known)}")
    stats = {name: np.asarray(values, dtype=np.float32) for name, values in given.items()}
    for name, values in stats.items():
        if values.shape != (batch,):
            raise ValueError(
                f"{where}[{name!r}] must hold one number per row of the batch ({batch}), got shape {list(values.shape)}"
            )
    return stats


def check_like_mask(name: str, tensor: Any, mask: torch.Tensor, floating: bool = False) -> torch.Tensor:
    """A ``[B, R]`` field checked against the batch's mask: its shape when padded, its rows'
    lengths when jagged (:mod:`.statistics.layout`)."""
    if layout.is_jagged(mask):
        layout.check_same_rows(name, tensor, mask, floating)
        return tensor  # type: ignore[no-any-return]
    return check_tensor(name, tensor, tuple(mask.shape), floating)


def check_tensor(name: str, tensor: Any, shape: tuple[int | None, ...], floating: bool = False) -> torch.Tensor:
    import torch

    if not isinstance(tensor, torch.Tensor):
        raise ValueError(f"{name!r} must be a torch.Tensor, got {type(tensor).__name__}")
    if tensor.ndim != len(shape) or any(want is not None and got != want for got, want in zip(tensor.shape, shape)):
        expected = "[" + ", ".join("*" if s is None else str(s) for s in shape) + "]"
        raise ValueError(f"{name!r} has shape {list(tensor.shape)}, expected {expected} like 'responses'")
    if floating and not tensor.is_floating_point():
        raise ValueError(f"{name!r} must be a floating-point tensor, got {tensor.dtype}")
    return tensor


def row_floats(name: str, value: Any, batch: int, like: torch.Tensor) -> torch.Tensor:
    import torch

    tensor = value if isinstance(value, torch.Tensor) else torch.as_tensor(np.asarray(value, dtype=np.float32))
    if tensor.ndim != 1 or tensor.shape[0] != batch:
        raise ValueError(f"{name!r} must hold one number per response ({batch}), got shape {list(tensor.shape)}")
    return tensor.to(like.device)


def row_calls(value: Sequence[Any], batch: int) -> list[list[turns.ToolCall]]:
    """Each row's tool calls, checked (see ``log_decisions``)."""
    if len(value) != batch:
        raise ValueError(f"'tool_calls' must hold one list of calls per response ({batch}), got {len(value)}")
    return [
        [
            c if isinstance(c, turns.ToolCall) else turns.ToolCall.from_mapping(c, f"tool_calls[{row}]")
            for c in (calls or [])
        ]
        for row, calls in enumerate(value)
    ]


def row_strings(name: str, value: Sequence[Any] | np.ndarray, batch: int) -> list[str]:
    if len(value) != batch:
        raise ValueError(f"{name!r} must hold one entry per response ({batch}), got {len(value)}")
    return [str(v) for v in value]


def exploration_batch(
    response_mask: Any,
    *,
    uid: GroupIds | None,
    scores: Any,
    tool_calls: Sequence[Any] | None,
    turn_limit: int | None,
    **tensors: torch.Tensor | None,
) -> exploration.ExplorationBatch:
    """``log_exploration``'s arguments checked (``tensors``: ``[B, R]`` like ``response_mask``,
    padded or jagged as it is; ``responses`` ids, the others floats) as the batch the statistics
    read."""
    if not hasattr(response_mask, "ndim") or response_mask.ndim != 2:
        raise ValueError("'response_mask' must be a [B, R] tensor")
    for name, tensor in tensors.items():
        if tensor is not None:
            check_like_mask(name, tensor, response_mask, floating=name != "responses")
    rows = layout.row_count(response_mask)
    return exploration.ExplorationBatch(
        response_mask=response_mask,
        **tensors,
        uid=None if uid is None else row_strings("uid", uid, rows),
        scores=None if scores is None else row_floats("scores", scores, rows, response_mask),
        tool_calls=None if tool_calls is None else row_calls(tool_calls, rows),
        turn_limit=turn_limit,
    )
