"""What a session's index store and block store point at: the offsets of the traces they index,
by trace store. Both the reader (which lists steps from them, :mod:`tb_verl_plugin.reader.steptable`)
and the logger's recovery (which indexes the traces nothing points at) stand on this layer; the
recovery needs no more of the reader's tables than which records are already indexed.

Each step's rows are written twice (its record in the index store, again in a block of the block
store), so a trace is indexed when either copy is readable: a record or block that cannot be
decoded is skipped and said (``problems``), and what only it pointed at reads as unindexed.
"""

from __future__ import annotations

from collections.abc import Callable

from google.protobuf import message

from tb_verl_plugin.format import metadata, records, rowtable, storage, trace_pb2


def block_store_of(index_store: str) -> str:
    """The block store beside an index store (same session)."""
    return _beside(index_store, metadata.block_file_name)


def recorded_store_of(index_store: str) -> str:
    """The recorded store beside an index store (same session)."""
    return _beside(index_store, metadata.recorded_file_name)


def _beside(index_store: str, file_name: Callable[[str], str]) -> str:
    """The session's file named by ``file_name`` (of its id), in the index store's directory."""
    name = storage.basename(index_store)
    session = name[len(metadata.INDEX_FILE_PREFIX) : -len(metadata.TRACE_FILE_SUFFIX)]
    return index_store[: len(index_store) - len(name)] + file_name(session)


def indexed_offsets(index_store: str) -> tuple[dict[str, set[int]], list[str]]:
    """``({trace store name: offsets of the traces indexed}, problems)`` over the session's index
    store (``index_store``) and block store."""
    indexed: dict[str, set[int]] = {}
    problems: list[str] = []
    for path in (index_store, block_store_of(index_store)):
        try:
            with storage.from_offset(path, 0) as (buffer, _):
                for start, end in records.iter_frames(buffer):
                    try:
                        record = trace_pb2.IndexRecord.FromString(records.unframe_record(buffer[start:end]))
                        _add(indexed, record)
                    except (ValueError, message.DecodeError) as error:
                        problems.append(f"{storage.basename(path)} at byte {start}: {error}")
        except FileNotFoundError:
            continue  # no block yet: a session's first steps
        except ValueError as error:  # a damaged header: lengths past it cannot be trusted
            problems.append(f"{storage.basename(path)}: {error}")
    return indexed, problems


def _add(indexed: dict[str, set[int]], record: trace_pb2.IndexRecord) -> None:
    if record.HasField("step") and record.step.HasField("rows"):
        trace_file, rows = record.step.trace_file, record.step.rows
    elif record.HasField("block"):
        trace_file, rows = record.block.trace_file, record.block.rows
    else:
        return
    indexed.setdefault(trace_file, set()).update(rowtable.Columns(rows).offset.tolist())
