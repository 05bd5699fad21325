from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class SchemaVersion(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SCHEMA_VERSION_UNSPECIFIED: _ClassVar[SchemaVersion]
    SCHEMA_VERSION_1: _ClassVar[SchemaVersion]
    SCHEMA_VERSION_2: _ClassVar[SchemaVersion]
    SCHEMA_VERSION_3: _ClassVar[SchemaVersion]
    SCHEMA_VERSION_4: _ClassVar[SchemaVersion]
SCHEMA_VERSION_UNSPECIFIED: SchemaVersion
SCHEMA_VERSION_1: SchemaVersion
SCHEMA_VERSION_2: SchemaVersion
SCHEMA_VERSION_3: SchemaVersion
SCHEMA_VERSION_4: SchemaVersion

class Float16Array(_message.Message):
    __slots__ = ("fp16",)
    FP16_FIELD_NUMBER: _ClassVar[int]
    fp16: bytes
    def __init__(self, fp16: _Optional[bytes] = ...) -> None: ...

class Int32Array(_message.Message):
    __slots__ = ("int32",)
    INT32_FIELD_NUMBER: _ClassVar[int]
    int32: bytes
    def __init__(self, int32: _Optional[bytes] = ...) -> None: ...

class TopK(_message.Message):
    __slots__ = ("k", "token_ids", "log_probs")
    K_FIELD_NUMBER: _ClassVar[int]
    TOKEN_IDS_FIELD_NUMBER: _ClassVar[int]
    LOG_PROBS_FIELD_NUMBER: _ClassVar[int]
    k: int
    token_ids: Int32Array
    log_probs: Float16Array
    def __init__(self, k: _Optional[int] = ..., token_ids: _Optional[_Union[Int32Array, _Mapping]] = ..., log_probs: _Optional[_Union[Float16Array, _Mapping]] = ...) -> None: ...

class ToolCall(_message.Message):
    __slots__ = ("name", "arguments", "output", "status")
    class Status(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
        __slots__ = ()
        STATUS_UNSPECIFIED: _ClassVar[ToolCall.Status]
        STATUS_OK: _ClassVar[ToolCall.Status]
        STATUS_ERROR: _ClassVar[ToolCall.Status]
        STATUS_UNKNOWN_TOOL: _ClassVar[ToolCall.Status]
        STATUS_BAD_ARGUMENTS: _ClassVar[ToolCall.Status]
    STATUS_UNSPECIFIED: ToolCall.Status
    STATUS_OK: ToolCall.Status
    STATUS_ERROR: ToolCall.Status
    STATUS_UNKNOWN_TOOL: ToolCall.Status
    STATUS_BAD_ARGUMENTS: ToolCall.Status
    NAME_FIELD_NUMBER: _ClassVar[int]
    ARGUMENTS_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    name: str
    arguments: str
    output: str
    status: ToolCall.Status
    def __init__(self, name: _Optional[str] = ..., arguments: _Optional[str] = ..., output: _Optional[str] = ..., status: _Optional[_Union[ToolCall.Status, str]] = ...) -> None: ...

class Span(_message.Message):
    __slots__ = ("kind", "start", "end", "turn", "tool_calls")
    class Kind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
        __slots__ = ()
        KIND_UNSPECIFIED: _ClassVar[Span.Kind]
        KIND_POLICY: _ClassVar[Span.Kind]
        KIND_TOOL: _ClassVar[Span.Kind]
        KIND_OBSERVATION: _ClassVar[Span.Kind]
    KIND_UNSPECIFIED: Span.Kind
    KIND_POLICY: Span.Kind
    KIND_TOOL: Span.Kind
    KIND_OBSERVATION: Span.Kind
    KIND_FIELD_NUMBER: _ClassVar[int]
    START_FIELD_NUMBER: _ClassVar[int]
    END_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    TOOL_CALLS_FIELD_NUMBER: _ClassVar[int]
    kind: Span.Kind
    start: int
    end: int
    turn: int
    tool_calls: _containers.RepeatedCompositeFieldContainer[ToolCall]
    def __init__(self, kind: _Optional[_Union[Span.Kind, str]] = ..., start: _Optional[int] = ..., end: _Optional[int] = ..., turn: _Optional[int] = ..., tool_calls: _Optional[_Iterable[_Union[ToolCall, _Mapping]]] = ...) -> None: ...

class DecisionTrace(_message.Message):
    __slots__ = ("schema_version", "step", "sample_index", "group_id", "data_source", "split", "selected_because", "wall_time", "batch_size", "prompt_text", "prompt_ids", "token_ids", "token_text", "token_bytes", "response_text", "vocab", "vocab_bytes", "response_mask", "spans", "num_turns", "log_prob", "entropy", "top_k", "value", "token_reward", "advantage", "returns", "ref_log_prob", "kl", "score", "extra_token", "extra_sample", "token_fields", "truncated")
    class VocabEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: int
        value: str
        def __init__(self, key: _Optional[int] = ..., value: _Optional[str] = ...) -> None: ...
    class VocabBytesEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: int
        value: bytes
        def __init__(self, key: _Optional[int] = ..., value: _Optional[bytes] = ...) -> None: ...
    class ExtraTokenEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: Float16Array
        def __init__(self, key: _Optional[str] = ..., value: _Optional[_Union[Float16Array, _Mapping]] = ...) -> None: ...
    class ExtraSampleEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: float
        def __init__(self, key: _Optional[str] = ..., value: _Optional[float] = ...) -> None: ...
    class TokenFieldsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: Float16Array
        def __init__(self, key: _Optional[str] = ..., value: _Optional[_Union[Float16Array, _Mapping]] = ...) -> None: ...
    SCHEMA_VERSION_FIELD_NUMBER: _ClassVar[int]
    STEP_FIELD_NUMBER: _ClassVar[int]
    SAMPLE_INDEX_FIELD_NUMBER: _ClassVar[int]
    GROUP_ID_FIELD_NUMBER: _ClassVar[int]
    DATA_SOURCE_FIELD_NUMBER: _ClassVar[int]
    SPLIT_FIELD_NUMBER: _ClassVar[int]
    SELECTED_BECAUSE_FIELD_NUMBER: _ClassVar[int]
    WALL_TIME_FIELD_NUMBER: _ClassVar[int]
    BATCH_SIZE_FIELD_NUMBER: _ClassVar[int]
    PROMPT_TEXT_FIELD_NUMBER: _ClassVar[int]
    PROMPT_IDS_FIELD_NUMBER: _ClassVar[int]
    TOKEN_IDS_FIELD_NUMBER: _ClassVar[int]
    TOKEN_TEXT_FIELD_NUMBER: _ClassVar[int]
    TOKEN_BYTES_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_TEXT_FIELD_NUMBER: _ClassVar[int]
    VOCAB_FIELD_NUMBER: _ClassVar[int]
    VOCAB_BYTES_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_MASK_FIELD_NUMBER: _ClassVar[int]
    SPANS_FIELD_NUMBER: _ClassVar[int]
    NUM_TURNS_FIELD_NUMBER: _ClassVar[int]
    LOG_PROB_FIELD_NUMBER: _ClassVar[int]
    ENTROPY_FIELD_NUMBER: _ClassVar[int]
    TOP_K_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    TOKEN_REWARD_FIELD_NUMBER: _ClassVar[int]
    ADVANTAGE_FIELD_NUMBER: _ClassVar[int]
    RETURNS_FIELD_NUMBER: _ClassVar[int]
    REF_LOG_PROB_FIELD_NUMBER: _ClassVar[int]
    KL_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    EXTRA_TOKEN_FIELD_NUMBER: _ClassVar[int]
    EXTRA_SAMPLE_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELDS_FIELD_NUMBER: _ClassVar[int]
    TRUNCATED_FIELD_NUMBER: _ClassVar[int]
    schema_version: SchemaVersion
    step: int
    sample_index: int
    group_id: str
    data_source: str
    split: str
    selected_because: _containers.RepeatedScalarFieldContainer[str]
    wall_time: float
    batch_size: int
    prompt_text: str
    prompt_ids: Int32Array
    token_ids: Int32Array
    token_text: _containers.RepeatedScalarFieldContainer[str]
    token_bytes: _containers.RepeatedScalarFieldContainer[bytes]
    response_text: str
    vocab: _containers.ScalarMap[int, str]
    vocab_bytes: _containers.ScalarMap[int, bytes]
    response_mask: bytes
    spans: _containers.RepeatedCompositeFieldContainer[Span]
    num_turns: int
    log_prob: Float16Array
    entropy: Float16Array
    top_k: TopK
    value: Float16Array
    token_reward: Float16Array
    advantage: Float16Array
    returns: Float16Array
    ref_log_prob: Float16Array
    kl: Float16Array
    score: float
    extra_token: _containers.MessageMap[str, Float16Array]
    extra_sample: _containers.ScalarMap[str, float]
    token_fields: _containers.MessageMap[str, Float16Array]
    truncated: bool
    def __init__(self, schema_version: _Optional[_Union[SchemaVersion, str]] = ..., step: _Optional[int] = ..., sample_index: _Optional[int] = ..., group_id: _Optional[str] = ..., data_source: _Optional[str] = ..., split: _Optional[str] = ..., selected_because: _Optional[_Iterable[str]] = ..., wall_time: _Optional[float] = ..., batch_size: _Optional[int] = ..., prompt_text: _Optional[str] = ..., prompt_ids: _Optional[_Union[Int32Array, _Mapping]] = ..., token_ids: _Optional[_Union[Int32Array, _Mapping]] = ..., token_text: _Optional[_Iterable[str]] = ..., token_bytes: _Optional[_Iterable[bytes]] = ..., response_text: _Optional[str] = ..., vocab: _Optional[_Mapping[int, str]] = ..., vocab_bytes: _Optional[_Mapping[int, bytes]] = ..., response_mask: _Optional[bytes] = ..., spans: _Optional[_Iterable[_Union[Span, _Mapping]]] = ..., num_turns: _Optional[int] = ..., log_prob: _Optional[_Union[Float16Array, _Mapping]] = ..., entropy: _Optional[_Union[Float16Array, _Mapping]] = ..., top_k: _Optional[_Union[TopK, _Mapping]] = ..., value: _Optional[_Union[Float16Array, _Mapping]] = ..., token_reward: _Optional[_Union[Float16Array, _Mapping]] = ..., advantage: _Optional[_Union[Float16Array, _Mapping]] = ..., returns: _Optional[_Union[Float16Array, _Mapping]] = ..., ref_log_prob: _Optional[_Union[Float16Array, _Mapping]] = ..., kl: _Optional[_Union[Float16Array, _Mapping]] = ..., score: _Optional[float] = ..., extra_token: _Optional[_Mapping[str, Float16Array]] = ..., extra_sample: _Optional[_Mapping[str, float]] = ..., token_fields: _Optional[_Mapping[str, Float16Array]] = ..., truncated: bool = ...) -> None: ...

class TokenAttribution(_message.Message):
    __slots__ = ("schema_version", "step", "sample_index", "split", "method", "top_n", "sources", "weights", "prompt_token_text", "prompt_token_bytes", "checkpoint", "attention_top_n", "attention")
    SCHEMA_VERSION_FIELD_NUMBER: _ClassVar[int]
    STEP_FIELD_NUMBER: _ClassVar[int]
    SAMPLE_INDEX_FIELD_NUMBER: _ClassVar[int]
    SPLIT_FIELD_NUMBER: _ClassVar[int]
    METHOD_FIELD_NUMBER: _ClassVar[int]
    TOP_N_FIELD_NUMBER: _ClassVar[int]
    SOURCES_FIELD_NUMBER: _ClassVar[int]
    WEIGHTS_FIELD_NUMBER: _ClassVar[int]
    PROMPT_TOKEN_TEXT_FIELD_NUMBER: _ClassVar[int]
    PROMPT_TOKEN_BYTES_FIELD_NUMBER: _ClassVar[int]
    CHECKPOINT_FIELD_NUMBER: _ClassVar[int]
    ATTENTION_TOP_N_FIELD_NUMBER: _ClassVar[int]
    ATTENTION_FIELD_NUMBER: _ClassVar[int]
    schema_version: SchemaVersion
    step: int
    sample_index: int
    split: str
    method: str
    top_n: int
    sources: Int32Array
    weights: Float16Array
    prompt_token_text: _containers.RepeatedScalarFieldContainer[str]
    prompt_token_bytes: _containers.RepeatedScalarFieldContainer[bytes]
    checkpoint: str
    attention_top_n: int
    attention: _containers.RepeatedCompositeFieldContainer[LayerAttention]
    def __init__(self, schema_version: _Optional[_Union[SchemaVersion, str]] = ..., step: _Optional[int] = ..., sample_index: _Optional[int] = ..., split: _Optional[str] = ..., method: _Optional[str] = ..., top_n: _Optional[int] = ..., sources: _Optional[_Union[Int32Array, _Mapping]] = ..., weights: _Optional[_Union[Float16Array, _Mapping]] = ..., prompt_token_text: _Optional[_Iterable[str]] = ..., prompt_token_bytes: _Optional[_Iterable[bytes]] = ..., checkpoint: _Optional[str] = ..., attention_top_n: _Optional[int] = ..., attention: _Optional[_Iterable[_Union[LayerAttention, _Mapping]]] = ...) -> None: ...

class LayerAttention(_message.Message):
    __slots__ = ("layer", "sources", "weights")
    LAYER_FIELD_NUMBER: _ClassVar[int]
    SOURCES_FIELD_NUMBER: _ClassVar[int]
    WEIGHTS_FIELD_NUMBER: _ClassVar[int]
    layer: int
    sources: Int32Array
    weights: Float16Array
    def __init__(self, layer: _Optional[int] = ..., sources: _Optional[_Union[Int32Array, _Mapping]] = ..., weights: _Optional[_Union[Float16Array, _Mapping]] = ...) -> None: ...

class SampleSummary(_message.Message):
    __slots__ = ("sample_index", "group_id", "data_source", "score", "length", "mean_entropy", "mean_kl", "mean_log_prob", "selected_because", "split", "offset", "length_bytes", "prompt_hash", "turns", "tools", "tool_calls", "tool_failures", "extra_sample", "max_mismatch", "rejected_share", "truncated", "stats")
    class ExtraSampleEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: float
        def __init__(self, key: _Optional[str] = ..., value: _Optional[float] = ...) -> None: ...
    class StatsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: float
        def __init__(self, key: _Optional[str] = ..., value: _Optional[float] = ...) -> None: ...
    SAMPLE_INDEX_FIELD_NUMBER: _ClassVar[int]
    GROUP_ID_FIELD_NUMBER: _ClassVar[int]
    DATA_SOURCE_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    LENGTH_FIELD_NUMBER: _ClassVar[int]
    MEAN_ENTROPY_FIELD_NUMBER: _ClassVar[int]
    MEAN_KL_FIELD_NUMBER: _ClassVar[int]
    MEAN_LOG_PROB_FIELD_NUMBER: _ClassVar[int]
    SELECTED_BECAUSE_FIELD_NUMBER: _ClassVar[int]
    SPLIT_FIELD_NUMBER: _ClassVar[int]
    OFFSET_FIELD_NUMBER: _ClassVar[int]
    LENGTH_BYTES_FIELD_NUMBER: _ClassVar[int]
    PROMPT_HASH_FIELD_NUMBER: _ClassVar[int]
    TURNS_FIELD_NUMBER: _ClassVar[int]
    TOOLS_FIELD_NUMBER: _ClassVar[int]
    TOOL_CALLS_FIELD_NUMBER: _ClassVar[int]
    TOOL_FAILURES_FIELD_NUMBER: _ClassVar[int]
    EXTRA_SAMPLE_FIELD_NUMBER: _ClassVar[int]
    MAX_MISMATCH_FIELD_NUMBER: _ClassVar[int]
    REJECTED_SHARE_FIELD_NUMBER: _ClassVar[int]
    TRUNCATED_FIELD_NUMBER: _ClassVar[int]
    STATS_FIELD_NUMBER: _ClassVar[int]
    sample_index: int
    group_id: str
    data_source: str
    score: float
    length: int
    mean_entropy: float
    mean_kl: float
    mean_log_prob: float
    selected_because: _containers.RepeatedScalarFieldContainer[str]
    split: str
    offset: int
    length_bytes: int
    prompt_hash: int
    turns: int
    tools: _containers.RepeatedScalarFieldContainer[str]
    tool_calls: int
    tool_failures: int
    extra_sample: _containers.ScalarMap[str, float]
    max_mismatch: float
    rejected_share: float
    truncated: bool
    stats: _containers.ScalarMap[str, float]
    def __init__(self, sample_index: _Optional[int] = ..., group_id: _Optional[str] = ..., data_source: _Optional[str] = ..., score: _Optional[float] = ..., length: _Optional[int] = ..., mean_entropy: _Optional[float] = ..., mean_kl: _Optional[float] = ..., mean_log_prob: _Optional[float] = ..., selected_because: _Optional[_Iterable[str]] = ..., split: _Optional[str] = ..., offset: _Optional[int] = ..., length_bytes: _Optional[int] = ..., prompt_hash: _Optional[int] = ..., turns: _Optional[int] = ..., tools: _Optional[_Iterable[str]] = ..., tool_calls: _Optional[int] = ..., tool_failures: _Optional[int] = ..., extra_sample: _Optional[_Mapping[str, float]] = ..., max_mismatch: _Optional[float] = ..., rejected_share: _Optional[float] = ..., truncated: bool = ..., stats: _Optional[_Mapping[str, float]] = ...) -> None: ...

class StepIndex(_message.Message):
    __slots__ = ("schema_version", "step", "samples", "batch_size", "trace_file", "split", "wall_time", "rows")
    SCHEMA_VERSION_FIELD_NUMBER: _ClassVar[int]
    STEP_FIELD_NUMBER: _ClassVar[int]
    SAMPLES_FIELD_NUMBER: _ClassVar[int]
    BATCH_SIZE_FIELD_NUMBER: _ClassVar[int]
    TRACE_FILE_FIELD_NUMBER: _ClassVar[int]
    SPLIT_FIELD_NUMBER: _ClassVar[int]
    WALL_TIME_FIELD_NUMBER: _ClassVar[int]
    ROWS_FIELD_NUMBER: _ClassVar[int]
    schema_version: SchemaVersion
    step: int
    samples: _containers.RepeatedCompositeFieldContainer[SampleSummary]
    batch_size: int
    trace_file: str
    split: str
    wall_time: float
    rows: RowTable
    def __init__(self, schema_version: _Optional[_Union[SchemaVersion, str]] = ..., step: _Optional[int] = ..., samples: _Optional[_Iterable[_Union[SampleSummary, _Mapping]]] = ..., batch_size: _Optional[int] = ..., trace_file: _Optional[str] = ..., split: _Optional[str] = ..., wall_time: _Optional[float] = ..., rows: _Optional[_Union[RowTable, _Mapping]] = ...) -> None: ...

class RowTable(_message.Message):
    __slots__ = ("sample_index", "score", "length", "stats", "extra_sample", "turns", "tool_calls", "tool_failures", "group_id", "data_source", "tools", "recorded", "offset", "length_bytes", "prompt_hash", "selected_because", "truncated")
    class StatsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: bytes
        def __init__(self, key: _Optional[str] = ..., value: _Optional[bytes] = ...) -> None: ...
    class ExtraSampleEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: bytes
        def __init__(self, key: _Optional[str] = ..., value: _Optional[bytes] = ...) -> None: ...
    SAMPLE_INDEX_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    LENGTH_FIELD_NUMBER: _ClassVar[int]
    STATS_FIELD_NUMBER: _ClassVar[int]
    EXTRA_SAMPLE_FIELD_NUMBER: _ClassVar[int]
    TURNS_FIELD_NUMBER: _ClassVar[int]
    TOOL_CALLS_FIELD_NUMBER: _ClassVar[int]
    TOOL_FAILURES_FIELD_NUMBER: _ClassVar[int]
    GROUP_ID_FIELD_NUMBER: _ClassVar[int]
    DATA_SOURCE_FIELD_NUMBER: _ClassVar[int]
    TOOLS_FIELD_NUMBER: _ClassVar[int]
    RECORDED_FIELD_NUMBER: _ClassVar[int]
    OFFSET_FIELD_NUMBER: _ClassVar[int]
    LENGTH_BYTES_FIELD_NUMBER: _ClassVar[int]
    PROMPT_HASH_FIELD_NUMBER: _ClassVar[int]
    SELECTED_BECAUSE_FIELD_NUMBER: _ClassVar[int]
    TRUNCATED_FIELD_NUMBER: _ClassVar[int]
    sample_index: bytes
    score: bytes
    length: bytes
    stats: _containers.ScalarMap[str, bytes]
    extra_sample: _containers.ScalarMap[str, bytes]
    turns: bytes
    tool_calls: bytes
    tool_failures: bytes
    group_id: Strings
    data_source: Strings
    tools: StringLists
    recorded: bytes
    offset: bytes
    length_bytes: bytes
    prompt_hash: bytes
    selected_because: StringLists
    truncated: bytes
    def __init__(self, sample_index: _Optional[bytes] = ..., score: _Optional[bytes] = ..., length: _Optional[bytes] = ..., stats: _Optional[_Mapping[str, bytes]] = ..., extra_sample: _Optional[_Mapping[str, bytes]] = ..., turns: _Optional[bytes] = ..., tool_calls: _Optional[bytes] = ..., tool_failures: _Optional[bytes] = ..., group_id: _Optional[_Union[Strings, _Mapping]] = ..., data_source: _Optional[_Union[Strings, _Mapping]] = ..., tools: _Optional[_Union[StringLists, _Mapping]] = ..., recorded: _Optional[bytes] = ..., offset: _Optional[bytes] = ..., length_bytes: _Optional[bytes] = ..., prompt_hash: _Optional[bytes] = ..., selected_because: _Optional[_Union[StringLists, _Mapping]] = ..., truncated: _Optional[bytes] = ...) -> None: ...

class Strings(_message.Message):
    __slots__ = ("values", "codes")
    VALUES_FIELD_NUMBER: _ClassVar[int]
    CODES_FIELD_NUMBER: _ClassVar[int]
    values: _containers.RepeatedScalarFieldContainer[str]
    codes: bytes
    def __init__(self, values: _Optional[_Iterable[str]] = ..., codes: _Optional[bytes] = ...) -> None: ...

class StringLists(_message.Message):
    __slots__ = ("values", "codes", "ends")
    VALUES_FIELD_NUMBER: _ClassVar[int]
    CODES_FIELD_NUMBER: _ClassVar[int]
    ENDS_FIELD_NUMBER: _ClassVar[int]
    values: _containers.RepeatedScalarFieldContainer[str]
    codes: bytes
    ends: bytes
    def __init__(self, values: _Optional[_Iterable[str]] = ..., codes: _Optional[bytes] = ..., ends: _Optional[bytes] = ...) -> None: ...

class IndexBlock(_message.Message):
    __slots__ = ("steps", "wall_times", "batch_sizes", "split", "rows_end", "record_offsets", "record_lengths", "trace_file", "rows")
    STEPS_FIELD_NUMBER: _ClassVar[int]
    WALL_TIMES_FIELD_NUMBER: _ClassVar[int]
    BATCH_SIZES_FIELD_NUMBER: _ClassVar[int]
    SPLIT_FIELD_NUMBER: _ClassVar[int]
    ROWS_END_FIELD_NUMBER: _ClassVar[int]
    RECORD_OFFSETS_FIELD_NUMBER: _ClassVar[int]
    RECORD_LENGTHS_FIELD_NUMBER: _ClassVar[int]
    TRACE_FILE_FIELD_NUMBER: _ClassVar[int]
    ROWS_FIELD_NUMBER: _ClassVar[int]
    steps: bytes
    wall_times: bytes
    batch_sizes: bytes
    split: Strings
    rows_end: bytes
    record_offsets: bytes
    record_lengths: bytes
    trace_file: str
    rows: RowTable
    def __init__(self, steps: _Optional[bytes] = ..., wall_times: _Optional[bytes] = ..., batch_sizes: _Optional[bytes] = ..., split: _Optional[_Union[Strings, _Mapping]] = ..., rows_end: _Optional[bytes] = ..., record_offsets: _Optional[bytes] = ..., record_lengths: _Optional[bytes] = ..., trace_file: _Optional[str] = ..., rows: _Optional[_Union[RowTable, _Mapping]] = ...) -> None: ...

class SessionStart(_message.Message):
    __slots__ = ("step", "wall_time")
    STEP_FIELD_NUMBER: _ClassVar[int]
    WALL_TIME_FIELD_NUMBER: _ClassVar[int]
    step: int
    wall_time: float
    def __init__(self, step: _Optional[int] = ..., wall_time: _Optional[float] = ...) -> None: ...

class IndexRecord(_message.Message):
    __slots__ = ("step", "block", "session")
    STEP_FIELD_NUMBER: _ClassVar[int]
    BLOCK_FIELD_NUMBER: _ClassVar[int]
    SESSION_FIELD_NUMBER: _ClassVar[int]
    step: StepIndex
    block: IndexBlock
    session: SessionStart
    def __init__(self, step: _Optional[_Union[StepIndex, _Mapping]] = ..., block: _Optional[_Union[IndexBlock, _Mapping]] = ..., session: _Optional[_Union[SessionStart, _Mapping]] = ...) -> None: ...

class PluginMetadata(_message.Message):
    __slots__ = ("schema_version", "kind")
    class Kind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
        __slots__ = ()
        KIND_UNSPECIFIED: _ClassVar[PluginMetadata.Kind]
        KIND_STEP_INDEX: _ClassVar[PluginMetadata.Kind]
        KIND_STEP_MARKER: _ClassVar[PluginMetadata.Kind]
    KIND_UNSPECIFIED: PluginMetadata.Kind
    KIND_STEP_INDEX: PluginMetadata.Kind
    KIND_STEP_MARKER: PluginMetadata.Kind
    SCHEMA_VERSION_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    schema_version: SchemaVersion
    kind: PluginMetadata.Kind
    def __init__(self, schema_version: _Optional[_Union[SchemaVersion, str]] = ..., kind: _Optional[_Union[PluginMetadata.Kind, str]] = ...) -> None: ...
