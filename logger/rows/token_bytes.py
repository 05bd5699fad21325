"""The bytes each token stands for, as its tokenizer's decoder makes them.

Decoding one token on its own (``tokenizer.decode([id])``) is not the token's text: a byte-level
BPE (GPT-2, Llama 3, Qwen, SmolLM) or a byte-fallback vocabulary (``<0xE5>``: Llama 2, Mistral,
Gemma) splits a character it has no token for into tokens of one or two of its UTF-8 bytes, and
each of those decodes alone to U+FFFD. A SentencePiece-style decoder also strips a word's leading
space when the token stands alone. So traces keep each token's bytes in its sequence
(``DecisionTrace.token_bytes``) and the reader puts the characters together
(:mod:`tb_verl_plugin.format.text`).

The bytes come from the tokenizer's own decoder description (a Hugging Face fast tokenizer's
``backend_tokenizer``, or a ``tokenizers.Tokenizer``): its steps are replayed on each token's
vocabulary string without the final, lossy conversion to text. The steps understood are the ones
generative tokenizers use: ``ByteLevel``, ``ByteFallback``, ``Replace``, ``Metaspace``, ``Fuse``
and ``Strip``. Any other decoder, or a tokenizer with no such description, gets the old per-token
``decode`` (its text's UTF-8); so does a sequence whose replayed bytes do not decode to what the
tokenizer itself decodes, which is reported once.
"""

from __future__ import annotations

import json
import logging
import re
import weakref
from collections.abc import Callable, Sequence
from typing import Any

from tb_verl_logger import reporting

_BYTE_TOKEN = re.compile(r"<0x([0-9A-Fa-f]{2})>")
_SEQUENCE_STEPS = ("Strip", "Metaspace")
_cache: weakref.WeakKeyDictionary[Any, TokenBytes] = weakref.WeakKeyDictionary()
_report = reporting.ReportOnce()


def of(tokenizer: Any) -> TokenBytes:
    """The (cached) byte reader of ``tokenizer``."""
    try:
        reader = _cache.get(tokenizer)
    except TypeError:  # not weakly referable: no cache
        return TokenBytes(tokenizer)
    if reader is None:
        reader = _cache[tokenizer] = TokenBytes(tokenizer)
    return reader


class TokenBytes:
    """Each token's bytes for one tokenizer (see the module docstring)."""

    def __init__(self, tokenizer: Any) -> None:
        self._tokenizer = tokenizer
        self._by_id: dict[int, bytes] = {}
        backend = getattr(tokenizer, "backend_tokenizer", tokenizer)
        self._id_to_token: Callable[[int], str | None] | None = getattr(backend, "id_to_token", None)
        self._steps = _decoder_steps(backend)
        self._added = {int(i): t.content for i, t in (getattr(tokenizer, "added_tokens_decoder", None) or {}).items()}
        self._byte_decoder: dict[str, int] | None = None
        if self._steps is not None and any(step["type"] == "ByteLevel" for step in self._steps):
            self._byte_decoder = _byte_level_decoder()
            if self._byte_decoder is None:
                self._steps = None

    @property
    def exact(self) -> bool:
        """Whether bytes come from the decoder's steps (else from decoding each token alone)."""
        return self._steps is not None

    def sequence(self, token_ids: Sequence[int], decoded: str) -> list[bytes]:
        """The bytes of each token of one sequence, in order. ``decoded`` is the tokenizer's own
        decode of the whole sequence: the bytes must make that text, or the tokens fall back to
        being decoded one by one (and the mismatch is reported once)."""
        ids = [int(t) for t in token_ids]
        if self._steps is not None:
            pieces = [self._token(t) for t in ids]
            if pieces:
                pieces[0] = self._sequence_start(pieces[0])
            if b"".join(pieces).decode("utf-8", "replace") == decoded:
                return pieces
            _report(
                f"token_bytes:{id(self)}",
                logging.WARNING,
                "tb_verl: the bytes of %s's tokens do not decode to its own text (%r); token texts are decoded "
                "one token at a time instead",
                type(self._tokenizer).__name__,
                decoded[:40],
            )
            self._steps = None
        return [self._alone(t) for t in ids]

    def vocabulary(self, token_ids: Sequence[int]) -> dict[int, bytes]:
        """The bytes of each id as a token in the middle of a sequence (top-k alternatives)."""
        return {int(t): self._token(int(t)) if self._steps is not None else self._alone(int(t)) for t in token_ids}

    def _token(self, token_id: int) -> bytes:
        found = self._by_id.get(token_id)
        if found is None:
            found = self._by_id[token_id] = self._replay(token_id)
        return found

    def _replay(self, token_id: int) -> bytes:
        if token_id in self._added:  # added and special tokens are their content, never byte-mapped
            content: str = self._added[token_id]
            return content.encode("utf-8")
        piece: str | bytes | None = self._id_to_token(token_id) if self._id_to_token else None
        if piece is None:
            return self._alone(token_id)
        for step in self._steps or ():
            piece = _apply(step, piece, self._byte_decoder)
        return piece if isinstance(piece, bytes) else piece.encode("utf-8")

    def _sequence_start(self, first: bytes) -> bytes:
        """What the decoder does once per sequence: a ``Strip`` of leading characters, a
        ``Metaspace`` that prepended a space to the first word."""
        for step in self._steps or ():
            if step["type"] == "Strip" and step.get("content") == " ":
                for _ in range(int(step.get("start", 0))):
                    first = first[1:] if first.startswith(b" ") else first
            elif step["type"] == "Metaspace" and step.get("prepend_scheme", "always") != "never":
                first = first[1:] if first.startswith(b" ") else first
        return first

    def _alone(self, token_id: int) -> bytes:
        text: str = self._tokenizer.decode([token_id])
        return text.encode("utf-8")


def _decoder_steps(backend: Any) -> list[dict[str, Any]] | None:
    """The decoder's steps in order, or None when it has one this module does not replay."""
    to_str = getattr(backend, "to_str", None)
    if to_str is None:
        return None
    try:
        decoder = json.loads(to_str()).get("decoder")
    except (ValueError, TypeError):
        return None
    if not decoder:
        return None
    steps = decoder.get("decoders", []) if decoder.get("type") == "Sequence" else [decoder]
    known = {"ByteLevel", "ByteFallback", "Replace", "Fuse", *_SEQUENCE_STEPS}
    if any(step.get("type") not in known for step in steps):
        return None
    if any(step["type"] == "Replace" and "String" not in step.get("pattern", {}) for step in steps):
        return None  # a regex replacement: not replayed
    return steps


def _apply(step: dict[str, Any], piece: str | bytes, byte_decoder: dict[str, int] | None) -> str | bytes:
    """One decoder step on one token's piece (bytes once a byte step has produced them)."""
    if isinstance(piece, bytes):
        return piece
    kind = step["type"]
    if kind == "ByteFallback":
        match = _BYTE_TOKEN.fullmatch(piece)
        return bytes([int(match.group(1), 16)]) if match else piece
    if kind == "Replace":
        return piece.replace(step["pattern"]["String"], step["content"])
    if kind == "Metaspace":
        return piece.replace(step.get("replacement", "\u2581"), " ")
    if kind == "ByteLevel" and byte_decoder is not None:
        return b"".join(bytes([byte_decoder[ch]]) if ch in byte_decoder else ch.encode("utf-8") for ch in piece)
    return piece  # Fuse, Strip: nothing per token


def _byte_level_decoder() -> dict[str, int] | None:
    """GPT-2's byte-level alphabet, character to byte (transformers keeps the table)."""
    try:
        from transformers.convert_slow_tokenizer import bytes_to_unicode
    except ImportError:
        return None
    return {char: byte for byte, char in bytes_to_unicode().items()}  # type: ignore[no-untyped-call]  # transformers
