"""``tb-verl attribute``: gradient x input attribution and attention of recorded decisions, stored
beside the traces and served with them."""

from __future__ import annotations

import base64
import types

import numpy as np
import pytest
import torch
from transformers import LlamaConfig, LlamaForCausalLM

from support.attribution_reference import (
    attention_whole_sequence,
    attribution_one_backward_per_token,
    first_layer_attention_by_hand,
)
from support.runs import VOCAB, write_known_run
from support.servers import python_data_provider, reader_source
from tb_verl_logger.commands import cli
from tb_verl_logger.commands.attribution import (
    attend_responses,
    attribute_response,
    attribute_responses,
    backward_bytes,
)
from tb_verl_plugin import reader
from tb_verl_plugin.format import codec, text


class LooksAtOnePosition(torch.nn.Module):
    """A causal LM whose every prediction depends on the input at one position only: the known
    answer the attribution must find. Its KV cache is the inputs seen so far."""

    def __init__(self, position: int, vocab: int = 12, hidden: int = 6) -> None:
        super().__init__()
        torch.manual_seed(0)
        self.position = position
        self.embed = torch.nn.Embedding(vocab, hidden)
        self.head = torch.nn.Linear(hidden, vocab)

    def get_input_embeddings(self) -> torch.nn.Embedding:
        return self.embed

    def forward(
        self, inputs_embeds: torch.Tensor, past_key_values=None, use_cache: bool = False, logits_to_keep: int = 0
    ):
        seen = inputs_embeds if past_key_values is None else torch.cat([past_key_values, inputs_embeds], dim=1)
        looked_at = seen[:, self.position : self.position + 1]
        logits = self.head(torch.tanh(looked_at)).expand(-1, inputs_embeds.shape[1], -1)[:, -logits_to_keep:]
        return types.SimpleNamespace(logits=logits, past_key_values=seen if use_cache else None)


def test_attribution_points_at_the_only_position_the_model_reads() -> None:
    model = LooksAtOnePosition(position=1)
    prompt, response = [3, 7, 2, 5], [1, 9, 4]
    sources, weights = attribute_response(model, prompt, response, top_n=3)
    assert sources.shape == weights.shape == (3, 3)
    assert sources[:, 0].tolist() == [1, 1, 1]
    np.testing.assert_allclose(np.abs(weights[:, 0]), 1.0)  # all the evidence is at position 1
    np.testing.assert_allclose(weights[:, 1:], 0.0)


def test_chunked_attribution_equals_one_backward_per_token() -> None:
    """Batched chunks over prefixes give what one backward per token over the whole sequence gave,
    across chunk boundaries (40 tokens in chunks of 16, 7 and 1)."""
    torch.manual_seed(0)
    model = LlamaForCausalLM(
        LlamaConfig(
            vocab_size=12,
            hidden_size=16,
            intermediate_size=32,
            num_hidden_layers=2,
            num_attention_heads=2,
            num_key_value_heads=2,
            max_position_embeddings=64,
        )
    ).eval()
    prompt, response = [3, 7, 2], torch.randint(0, 12, (40,)).tolist()
    expected_sources, expected_weights = attribution_one_backward_per_token(model, prompt, response, top_n=4)
    for chunk in (16, 7, 1):
        sources, weights = attribute_response(model, prompt, response, top_n=4, chunk_tokens=chunk)
        np.testing.assert_allclose(weights, expected_weights, atol=1e-5)
        # A source may trade places with one of equal weight (to rounding): compare where they differ clearly.
        clear = np.abs(np.diff(np.abs(expected_weights), axis=1)).min(axis=1) > 1e-4
        np.testing.assert_array_equal(sources[clear], expected_sources[clear])
    with pytest.raises(ValueError, match="chunk_tokens"):
        attribute_response(model, prompt, response, top_n=4, chunk_tokens=0)


def test_responses_attributed_together_equal_each_alone() -> None:
    """One batch of responses with different prompt and response lengths (right-padded): each
    response's attribution is the one it gets alone, one backward per token."""
    torch.manual_seed(1)
    model = LlamaForCausalLM(
        LlamaConfig(
            vocab_size=12,
            hidden_size=16,
            intermediate_size=32,
            num_hidden_layers=2,
            num_attention_heads=2,
            num_key_value_heads=2,
            max_position_embeddings=64,
        )
    ).eval()
    cases = [
        ([3, 7, 2], torch.randint(0, 12, (9,)).tolist()),
        ([5], torch.randint(0, 12, (20,)).tolist()),
        ([1, 2, 3, 4, 5, 6], [4]),
        ([8, 9], []),
    ]
    together = attribute_responses(model, cases, top_n=3, chunk_tokens=8)
    for (prompt, response), (sources, weights) in zip(cases, together):
        expected_sources, expected_weights = attribution_one_backward_per_token(model, prompt, response, top_n=3)
        assert sources.shape == expected_sources.shape == (len(response), 3)
        np.testing.assert_allclose(weights, expected_weights, atol=1e-5)
        clear = np.abs(np.diff(np.abs(expected_weights), axis=1)).min(axis=1, initial=np.inf) > 1e-4
        np.testing.assert_array_equal(sources[clear], expected_sources[clear])


def test_a_batch_too_large_for_the_memory_budget_narrows_its_chunks() -> None:
    """Rows x chunk backward passes must fit ``budget`` (``backward_bytes`` per row, position and
    sequence position): a budget of one position's runs one position per chunk (two forwards
    each), to the same result."""
    torch.manual_seed(2)
    model = LlamaForCausalLM(
        LlamaConfig(
            vocab_size=12,
            hidden_size=16,
            intermediate_size=32,
            num_hidden_layers=2,
            num_attention_heads=2,
            num_key_value_heads=2,
            max_position_embeddings=64,
        )
    ).eval()
    cases = [([3, 7, 2], torch.randint(0, 12, (9,)).tolist()), ([5, 1], torch.randint(0, 12, (6,)).tolist())]
    forwards = []
    model.register_forward_hook(lambda *_: forwards.append(1))
    roomy = attribute_responses(model, cases, top_n=3, chunk_tokens=8)
    assert len(forwards) == 3  # positions 1..10 in chunks of 8: [1, 9) in one forward, [9, 11) as prefix and chunk
    forwards.clear()
    one_position = 2 * 12 * backward_bytes(model)  # rows x width of the padded batch
    assert backward_bytes(model) == 2 * (16 + 32) * 4  # layers x (hidden + MLP width) x fp32
    tight = attribute_responses(model, cases, top_n=3, chunk_tokens=8, budget=one_position)
    assert len(forwards) == 2 * 10  # each position alone, after its prefix
    for (sources, weights), (expected_sources, expected_weights) in zip(tight, roomy):
        np.testing.assert_allclose(weights, expected_weights, atol=1e-5)


def test_attribution_only_looks_back() -> None:
    """Token t may draw on the prompt and on response tokens before t, never on itself or later."""
    torch.manual_seed(0)
    model = LlamaForCausalLM(
        LlamaConfig(
            vocab_size=12,
            hidden_size=16,
            intermediate_size=32,
            num_hidden_layers=1,
            num_attention_heads=2,
            num_key_value_heads=2,
            max_position_embeddings=16,
        )
    )
    prompt, response = [3, 7], [1, 9, 4]
    sources, weights = attribute_response(model, prompt, response, top_n=4)
    for t in range(len(response)):
        visible = len(prompt) + t
        kept = sources[t][sources[t] >= 0]
        assert set(kept.tolist()) <= set(range(visible)) and len(set(kept.tolist())) == len(kept) == min(4, visible)
        assert np.abs(weights[t]).sum() <= 1.0 + 1e-6


def tiny_llama(seed: int, layers: int = 2) -> LlamaForCausalLM:
    torch.manual_seed(seed)
    return LlamaForCausalLM(
        LlamaConfig(
            vocab_size=12,
            hidden_size=16,
            intermediate_size=32,
            num_hidden_layers=layers,
            num_attention_heads=2,
            num_key_value_heads=2,
            max_position_embeddings=64,
        )
    ).eval()


def assert_same_attention(got: tuple[np.ndarray, np.ndarray], expected: tuple[np.ndarray, np.ndarray]) -> None:
    """Weights equal to rounding; sources equal where the weights tell them apart (two positions
    of equal weight may come in either order)."""
    np.testing.assert_allclose(got[1], expected[1], atol=1e-5)
    gaps = np.abs(np.diff(expected[1], axis=1))
    clear = gaps.min(axis=1, initial=np.inf) > 1e-4
    np.testing.assert_array_equal(got[0][clear], expected[0][clear])
    np.testing.assert_array_equal(got[0] >= 0, expected[0] >= 0)


def test_the_reference_attention_is_the_models_own_softmax() -> None:
    """The test's reference, checked against the first layer's attention computed from the weights
    by hand (queries, keys, rotary positions, causal softmax): the model is not trusted blindly."""
    model = tiny_llama(3, layers=1)
    prompt, response = [3, 7, 2], [1, 9, 4, 4, 0, 11]
    by_hand = first_layer_attention_by_hand(model, prompt + response)
    expected_sources, expected_weights = attention_whole_sequence(model, prompt, response, top_n=20)[0]
    for t in range(len(response)):
        query = len(prompt) + t - 1
        kept = expected_sources[t] >= 0
        assert kept.sum() == query + 1  # every visible position, none later
        np.testing.assert_allclose(expected_weights[t][kept], by_hand[query, expected_sources[t][kept]], atol=1e-6)
        np.testing.assert_allclose(by_hand[query].sum(), 1.0, atol=1e-9)


def test_attention_equals_eager_attention_of_each_response_alone() -> None:
    """Responses of different lengths batched (right-padded) and run in chunks of query positions
    over a growing KV cache give, per layer, what one eager forward of each response alone gives."""
    model = tiny_llama(4)
    cases = [
        ([3, 7, 2], torch.randint(0, 12, (30,)).tolist()),
        ([5], torch.randint(0, 12, (12,)).tolist()),
        ([4], [2]),
        ([1, 2, 3, 4, 5, 6], [4]),
        ([8, 9], []),
    ]
    expected = [attention_whole_sequence(model, prompt, response, top_n=4) for prompt, response in cases]
    for chunk in (16, 7, 1):
        attended = attend_responses(model, cases, top_n=4, chunk_tokens=chunk)
        for (prompt, response), layers, reference in zip(cases, attended, expected):
            assert sorted(layers) == [0, 1]
            for layer in layers:
                assert layers[layer][0].shape == (len(response), 4)
                assert_same_attention(layers[layer], reference[layer])
    assert model.config._attn_implementation == "sdpa"  # the model is handed back as it came


def test_attention_within_a_small_memory_budget_is_the_same() -> None:
    """A budget of one query row per forward (every layer's and head's probabilities of it) runs
    one position at a time, to the same attention."""
    model = tiny_llama(5)
    cases = [([3, 7, 2], torch.randint(0, 12, (9,)).tolist()), ([5, 1], torch.randint(0, 12, (6,)).tolist())]
    forwards = []
    model.register_forward_hook(lambda *_: forwards.append(1))
    roomy = attend_responses(model, cases, top_n=3)
    assert len(forwards) == 1
    forwards.clear()
    one_row = 2 * 2 * 12 * 2 * 4  # layers x rows x width x heads x 4 bytes
    tight = attend_responses(model, cases, top_n=3, attention_bytes=one_row)
    assert len(forwards) == 11  # positions 0 .. 10, the last query of the longer row
    for layers, expected in zip(tight, roomy):
        for layer in layers:
            assert_same_attention(layers[layer], expected[layer])


@pytest.fixture(scope="module")
def attributed(tmp_path_factory: pytest.TempPathFactory):
    """The known run, a tiny Llama saved as a local Hugging Face checkpoint, and the CLI run on step 2."""
    logdir = str(tmp_path_factory.mktemp("logdir"))
    known = write_known_run(logdir)
    checkpoint = str(tmp_path_factory.mktemp("checkpoint"))
    torch.manual_seed(0)
    LlamaForCausalLM(
        LlamaConfig(
            vocab_size=len(VOCAB),
            hidden_size=16,
            intermediate_size=32,
            num_hidden_layers=1,
            num_attention_heads=2,
            num_key_value_heads=2,
            max_position_embeddings=32,
        )
    ).save_pretrained(checkpoint)
    assert (
        cli.main(["attribute", logdir, "--run", known.run, "--checkpoint", checkpoint, "--steps", "2", "--top-n", "3"])
        == 0
    )
    return known, checkpoint


def test_cli_attributes_every_sample_of_the_step_and_the_trace_route_serves_it(attributed) -> None:
    known, checkpoint = attributed
    source = reader_source(python_data_provider(known.logdir), known.logdir)
    for sample in known.rows[2]:
        answer = reader.read_trace(source, known.run, 2, sample, "train")
        attribution = answer["attribution"]
        assert attribution["method"] == "grad_x_input" and attribution["top_n"] == 3
        assert attribution["checkpoint"].endswith(checkpoint.rstrip("/").rsplit("/", 1)[-1])
        trace = reader.load_trace(source, known.run, 2, sample, "train")
        prompt_ids = codec.unpack_int32(trace.prompt_ids)
        length = codec.unpack_int32(trace.token_ids).size
        sources = np.frombuffer(__import__("base64").b64decode(attribution["sources"]), "<i4").reshape(length, 3)
        # The first response token can only draw on the prompt (two tokens here: the third slot is empty).
        assert sorted(sources[0, :2].tolist()) == [0, 1] and sources[0, 2] == -1
        assert all(set(sources[t][sources[t] >= 0].tolist()) <= set(range(len(prompt_ids) + t)) for t in range(length))
        # Without a tokenizer in the checkpoint, prompt tokens are named by the trace's vocabulary or their id.
        assert attribution["prompt_token_text"] == [
            text.trace_vocabulary(trace).get(int(i), f"#{int(i)}") for i in prompt_ids
        ]
    # Steps that were not attributed carry none.
    assert reader.read_trace(source, known.run, 4, known.rows[4][0], "train")["attribution"] is None


def test_cli_names_the_bad_argument(attributed, tmp_path, capsys) -> None:
    known, checkpoint = attributed
    assert cli.main(["attribute", known.logdir, "--run", known.run, "--checkpoint", checkpoint, "--steps", "3"]) == 2
    assert "[3] have no traces" in capsys.readouterr().err
    missing = str(tmp_path / "nowhere")
    assert cli.main(["attribute", known.logdir, "--run", known.run, "--checkpoint", missing]) == 2
    assert "not a directory" in capsys.readouterr().err


def test_a_damaged_attribution_file_leaves_the_trace_readable(tmp_path) -> None:
    known = write_known_run(str(tmp_path))
    with open(tmp_path / known.run / "tb_verl_attribution.bin", "wb") as damaged:
        damaged.write(b"\x05" + b"\x00" * 7 + b"not a checksum" + b"x" * 20)
    source = reader_source(python_data_provider(known.logdir), known.logdir)
    answer = reader.read_trace(source, known.run, 2, known.rows[2][0], "train")
    assert answer["token_ids"] and answer["attribution"] is None
    assert "corrupt" in answer["attribution_error"] and "tb-verl attribute" in answer["attribution_error"]


def test_the_trace_route_serves_attention_beside_the_attribution(attributed) -> None:
    """Every layer of the checkpoint, per response token the positions its attention weighted most
    at the query before the token (only earlier positions), equal to eager attention computed on
    the checkpoint's model alone, to fp16 rounding."""
    known, checkpoint = attributed
    model = LlamaForCausalLM.from_pretrained(checkpoint).eval()
    source = reader_source(python_data_provider(known.logdir), known.logdir)
    for sample in known.rows[2]:
        attention = reader.read_trace(source, known.run, 2, sample, "train")["attention"]
        trace = reader.load_trace(source, known.run, 2, sample, "train")
        prompt_ids, token_ids = (
            codec.unpack_int32(trace.prompt_ids).tolist(),
            codec.unpack_int32(trace.token_ids).tolist(),
        )
        assert attention["top_n"] == 3 and sorted(attention["layers"]) == ["0"]
        expected_sources, expected_weights = attention_whole_sequence(model, prompt_ids, token_ids, top_n=3)[0]
        packed = attention["layers"]["0"]
        sources = np.frombuffer(base64.b64decode(packed["sources"]), "<i4").reshape(len(token_ids), 3)
        weights = (
            np.frombuffer(base64.b64decode(packed["weights"]), "<f2").astype(np.float32).reshape(len(token_ids), 3)
        )
        np.testing.assert_allclose(weights, expected_weights, atol=1e-3)  # fp16 on the wire
        clear = np.abs(np.diff(expected_weights, axis=1)).min(axis=1) > 2e-3
        np.testing.assert_array_equal(sources[clear], expected_sources[clear])
    assert reader.read_trace(source, known.run, 4, known.rows[4][0], "train")["attention"] is None


def test_one_sample_is_attributed_alone_with_progress_per_response(attributed, capsys) -> None:
    known, checkpoint = attributed
    sample = known.rows[4][-1]
    assert (
        cli.main(
            [
                "attribute",
                known.logdir,
                "--run",
                known.run,
                "--checkpoint",
                checkpoint,
                "--steps",
                "4",
                "--sample",
                str(sample),
                "--top-n",
                "3",
            ]
        )
        == 0
    )
    assert "1/1" in capsys.readouterr().err  # the bar counts responses
    source = reader_source(python_data_provider(known.logdir), known.logdir)
    attributed_rows = [s for s in known.rows[4] if reader.read_trace(source, known.run, 4, s, "train")["attribution"]]
    assert attributed_rows == [sample]
    assert (
        cli.main(
            [
                "attribute",
                known.logdir,
                "--run",
                known.run,
                "--checkpoint",
                checkpoint,
                "--steps",
                "4",
                "--sample",
                "9999",
            ]
        )
        == 2
    )
    assert "--sample 9999 is no recorded sample" in capsys.readouterr().err


def test_memory_is_bounded_batches_shrink_and_what_cannot_fit_is_refused(attributed, capsys) -> None:
    from tb_verl_logger.commands.attribution import batches

    # Rows that fit together go together (longest first); a tight budget takes them one at a time.
    assert batches([10, 30, 20], per_token=100, budget=10**9, chunk_tokens=32) == [[1, 2, 0]]
    assert batches([10, 30, 20], per_token=100, budget=30 * 100 * 32, chunk_tokens=32) == [[1], [2], [0]]
    with pytest.raises(ValueError, match="raise --memory-gb"):
        batches([10, 30], per_token=100, budget=2000)
    known, checkpoint = attributed
    assert (
        cli.main(["attribute", known.logdir, "--run", known.run, "--checkpoint", checkpoint, "--memory-gb", "0.5"]) == 2
    )
    assert "leaves nothing beside the model" in capsys.readouterr().err


def test_a_stopped_attribution_leaves_no_empty_file_and_an_empty_one_reads_as_none(tmp_path) -> None:
    from tb_verl_logger.commands.attribution import append_attributions

    known = write_known_run(str(tmp_path))
    run_dir = tmp_path / known.run

    def stopped():
        raise KeyboardInterrupt  # Ctrl-C while the first response is attributed
        yield

    with pytest.raises(KeyboardInterrupt):
        append_attributions(str(run_dir), stopped())
    assert not (run_dir / "tb_verl_attribution.bin").exists()
    (run_dir / "tb_verl_attribution.bin").write_bytes(b"")  # as an earlier version left it
    source = reader_source(python_data_provider(known.logdir), known.logdir)
    answer = reader.read_trace(source, known.run, 2, known.rows[2][0], "train")
    assert answer["attribution"] is None and answer["attribution_error"] is None
