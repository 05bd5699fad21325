"""A response's text token by token, as its tokenizer means it.

A trace keeps the bytes of each token (``DecisionTrace.token_bytes``, written by
``tb_verl_logger.rows.token_bytes``). One character (a user-perceived character: a grapheme cluster
such as 中, é written as e + U+0301, or the family emoji 👨‍👩‍👧 of five code points) may take
several tokens: a byte-level BPE splits a character it has no token for into tokens of its UTF-8
bytes. Shown token by token, each such piece would read U+FFFD. :func:`token_pieces` instead gives
each character once, at the token that holds its first byte, and says of every token that holds
only part of a character which bytes it holds and which character they help make. Every place
that shows token text (the tab's path, card and alternatives, ``tb-verl show``, exports) reads it
from here.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

import regex

from tb_verl_plugin.format import trace_pb2

_GRAPHEME = regex.compile(r"\X")
REPLACEMENT = "\ufffd"


@dataclasses.dataclass(frozen=True)
class TokenPiece:
    """What one token shows."""

    text: str
    """The characters whose first byte is in this token ("" when it only continues one)."""
    part: bytes | None = None
    """The token's bytes when it holds part of a character (at either end), else None."""
    of: str = ""
    """The characters it holds part of (U+FFFD for bytes that make no character)."""


def token_pieces(token_bytes: Sequence[bytes]) -> list[TokenPiece]:
    """Each token's share of the text its bytes make together (see the module docstring).

    Joined, the pieces' texts are the bytes decoded as UTF-8 with one U+FFFD for each stretch of
    bytes that makes no character (Unicode's "maximal subpart" rule, which the tokenizer's own
    decode of the whole sequence follows too)."""
    joined = b"".join(token_bytes)
    decoded, sizes = _decode_with_sizes(joined)
    ends, end = [], 0
    for data in token_bytes:
        end += len(data)
        ends.append(end)
    texts: list[list[str]] = [[] for _ in token_bytes]
    partial: list[list[str]] = [[] for _ in token_bytes]
    token, start, char = 0, 0, 0
    for match in _GRAPHEME.finditer(decoded):
        cluster = match.group()
        size = sum(map(abs, sizes[char : char + len(cluster)]))
        invalid = any(s < 0 for s in sizes[char : char + len(cluster)])
        char += len(cluster)
        while ends[token] <= start:
            token += 1
        texts[token].append(cluster)
        last = token
        while ends[last] < start + size:
            last += 1
        if last > token or invalid:
            for holder in range(token, last + 1):
                partial[holder].append(cluster)
        start += size
    return [
        TokenPiece("".join(texts[i]), token_bytes[i], "".join(partial[i]))
        if partial[i]
        else TokenPiece("".join(texts[i]))
        for i in range(len(token_bytes))
    ]


def _decode_with_sizes(data: bytes) -> tuple[str, list[int]]:
    """``data`` decoded as UTF-8 with U+FFFD for each maximal stretch that makes no character (the
    stretch Python's decoder reports), and the number of bytes behind each character of the text,
    negative for such a stretch."""
    out: list[str] = []
    sizes: list[int] = []
    position = 0
    while position < len(data):
        try:
            chunk, bad = data[position:].decode("utf-8"), 0
        except UnicodeDecodeError as error:
            chunk, bad = data[position : position + error.start].decode("utf-8"), error.end - error.start
        out.append(chunk)
        sizes.extend(len(c.encode("utf-8")) for c in chunk)
        position += len(chunk.encode("utf-8"))
        if bad:
            out.append(REPLACEMENT)
            sizes.append(-bad)
            position += bad
    return "".join(out), sizes


def byte_label(data: bytes) -> str:
    """A token's bytes as text: the characters they make, and any bytes that make none (part of a
    character split across tokens) as hex in ⟨⟩, e.g. ``' ⟨e5 8f⟩'``."""
    decoded, sizes = _decode_with_sizes(data)
    out, position = [], 0
    for char, size in zip(decoded, sizes):
        out.append(char if size > 0 else hex_bytes(data[position : position - size]))
        position += abs(size)
    return "".join(out)


def hex_bytes(data: bytes) -> str:
    """``⟨e5 8f⟩``: how a part of a character is written."""
    return "⟨" + data.hex(" ") + "⟩"


def vocabulary_labels(vocab_bytes: Mapping[int, bytes]) -> dict[int, str]:
    """Top-k alternatives' texts by id (:func:`byte_label`)."""
    return {token_id: byte_label(data) for token_id, data in vocab_bytes.items()}


def trace_pieces(trace: trace_pb2.DecisionTrace) -> list[TokenPiece]:
    """What each token of a stored trace shows: from its bytes (schema 4), else its stored text."""
    if trace.token_bytes:
        return token_pieces(list(trace.token_bytes))
    return [TokenPiece(token) for token in trace.token_text]


def trace_vocabulary(trace: trace_pb2.DecisionTrace) -> dict[int, str]:
    """The text of each top-k alternative of a stored trace, by id."""
    return vocabulary_labels(trace.vocab_bytes) if trace.vocab_bytes else dict(trace.vocab)


def attribution_prompt_texts(attribution: trace_pb2.TokenAttribution) -> list[str]:
    """The text of each prompt token of an attribution record, as :func:`trace_pieces` gives a
    response's."""
    if attribution.prompt_token_bytes:
        return [piece.text for piece in token_pieces(list(attribution.prompt_token_bytes))]
    return list(attribution.prompt_token_text)
