# The interface for humans and CI. `make run` and `make test` set everything up.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: install run generate check-generated validate golden lint typecheck unit test unimplemented clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

## Regenerate generated/, docs/decisions.md and the SDK in clients/python from spec/ and templates/.
generate: $(STAMP)
	$(PY) -m generator generate
	$(PY) -m generator.sdk generate

## Fail when generated/ or the SDK in clients/python differ from what spec/ gives.
check-generated: $(STAMP)
	$(PY) -m generator check
	$(PY) -m generator.sdk check

## Regenerate the Python SDK in clients/python from generated/openapi/combined.yaml.
.PHONY: sdk
sdk: $(STAMP)
	$(PY) -m generator.sdk generate

## Check the spec only.
validate: $(STAMP)
	$(PY) -m generator validate

## Every change of spec/ since BASE (a git ref; default: the last v* tag, else compat/baseline/spec), breaking or compatible.
.PHONY: spec-diff
spec-diff: $(STAMP)
	$(PY) -m generator diff $(if $(BASE),--base $(BASE))

## Fail when spec/ breaks the last release (v* tag, else compat/baseline/spec) without an approval in compat/approvals.yaml.
.PHONY: check-compat
check-compat: $(STAMP)
	$(PY) -m generator check-compat $(if $(BASE),--base $(BASE))

## At a release: compat/baseline/spec := spec/ and compat/approvals.yaml emptied (refused while check-compat fails).
.PHONY: compat-baseline
compat-baseline: $(STAMP)
	$(PY) -m generator compat-baseline

## Regenerate the golden output of the generator tests from their fixture spec.
golden: $(STAMP)
	$(PY) -m tests.generator.golden

## Operations of the document that no handwritten service implements yet (not served).
unimplemented: $(STAMP)
	$(PY) -m handwritten.unimplemented

lint: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

typecheck: $(STAMP)
	$(PY) -m mypy

## Unit, generator, API (SQLite, and PostgreSQL when CANOPY_TEST_POSTGRES_URL is set) and contract tests,
## in two processes (TEST_WORKERS), each test file in one of them, in the order of collection: the
## two long contract runs first, one per process (tests/conftest.py), then the rest; the 25 slowest
## are listed at the end, to keep the run's time in view.
TEST_WORKERS ?= 2
unit: $(STAMP)
	$(PY) -m pytest -q -n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder --durations=25

test: lint typecheck check-generated check-compat unit

## Install, migrate the database (SQLite under var/ unless CANOPY_DATABASE_URL says otherwise),
## create the demo data and print its keys when the database is empty, and serve every host:
## base :8000, supply_chain :8001, ingestion :8002, data_room :8003 (docs at /api/docs/).
run: $(STAMP)
	$(VENV)/bin/canopy migrate
	$(VENV)/bin/canopy demo --if-empty
	$(VENV)/bin/canopy serve

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache

## Load benchmark with wrk: A1 and M1 on SQLite and PostgreSQL, a few minutes (see bench/README.md).
.PHONY: bench
bench: $(STAMP)
	$(PY) bench/run.py

## Bulk invitation benchmark with wrk: I4 (100 invitations) and I7 (100 renewals), about a minute.
.PHONY: bench-invitations
bench-invitations: $(STAMP)
	$(PY) bench/invitations.py

## Ingestion benchmark: D1 on 10,000 documents with wrk, and a 100 MiB upload with flat server memory, about 3 minutes.
.PHONY: bench-ingestion
bench-ingestion: $(STAMP)
	$(PY) bench/ingestion.py

## Orders benchmark: O1 (pages of 50 orders, about 400 items with their products, 1 MB) with wrk on PostgreSQL, about 2 minutes.
.PHONY: bench-orders
bench-orders: $(STAMP)
	$(PY) bench/orders.py

## Retrieval quality: recall@3, recall@10 and MRR@10 of lexical, dense and hybrid retrieval on eval/ (351 questions over 404 EU law articles), a few minutes; writes eval/results.md.
.PHONY: eval-retrieval
eval-retrieval: $(STAMP)
	$(PY) -m eval.retrieval

## Order load benchmark: 5,100 orders of 8 items through O6 and O8 by six clients, results compared with a full propagation, on PostgreSQL (BENCH_ORDERS=600 for a quick run).
.PHONY: bench-order-load
bench-order-load: $(STAMP)
	$(PY) bench/order_load.py

## Multi-node run: two `canopy serve` nodes and a `canopy worker` node, each in a network namespace, on one PostgreSQL and SeaweedFS; one node killed and restarted under load; nothing lost or done twice (as root, about 2 minutes).
.PHONY: bench-multinode
bench-multinode: $(STAMP)
	$(PY) bench/multinode.py

## Transactions benchmark: a 1,000,000-row CSV import (twice) and T1/T2 with wrk on 1,000,000 transactions, on PostgreSQL, about 7 minutes.
.PHONY: bench-transactions
bench-transactions: $(STAMP)
	$(PY) bench/transactions.py

## Assessment benchmark: a change at the root of 1,000 orders (of 20,000) recomputed in-process and through AS1, and O1 filtered on failing_percentage with wrk, on PostgreSQL, about 2 minutes.
.PHONY: bench-assessment
bench-assessment: $(STAMP)
	$(PY) bench/assessment.py

## Surveys benchmark: S3 (submissions of 30 to 3,000 nested surveys), S5 (an answer, the root's sum recomputed) and S4 (a nested survey) with wrk, on PostgreSQL, about 4 minutes.
.PHONY: bench-surveys
bench-surveys: $(STAMP)
	$(PY) bench/surveys.py

## Knowledge-base queries benchmark: the EU-law corpus indexed (pages/s), 10,000 chunks, then Q2 hybrid, lexical and dense with wrk at 4 connections, on PostgreSQL, about 4 minutes.
.PHONY: bench-queries
bench-queries: $(STAMP)
	$(PY) bench/queries.py

## Dense retrieval's memory per worker at 10,000 and 100,000 chunks (BENCH_VECTORS_SIZES), exact and through the shared index, on PostgreSQL.
.PHONY: bench-vectors
bench-vectors: $(STAMP)
	$(PY) bench/vectors.py

## Scale benchmark: every area at its present size and at ten times it (50,000 orders, 100,000 documents, 10 million transactions, 100,000 chunks, propagation to 10,000 orders, 10,000 submissions), back to back on PostgreSQL, about an hour (BENCH_SCALE_AREAS=orders for one area).
.PHONY: bench-scale
bench-scale: $(STAMP)
	$(PY) bench/scale.py

## Floor benchmark: Canopy's A1 against a bare ASGI server doing A1's work (bench/floor_app.py) on one SQLite file, side by side, and Canopy's M1 and D7 CPU per request, about 2 minutes.
.PHONY: bench-floor
bench-floor: $(STAMP)
	$(PY) bench/floor.py

## Profile of a request by layer: A1, M1 and D7 in process on the demo's SQLite file, each ASGI layer and the endpoint's parts in microseconds a request (BENCH_PROFILE_REQUESTS, 2000), about a minute.
.PHONY: bench-profile
bench-profile: $(STAMP)
	$(PY) bench/profile_request.py

## Soak benchmark with Locust: mixed reads and writes at a steady rate, 10 minutes (SOAK_DURATION), on PostgreSQL.
.PHONY: soak
soak: $(VENV)/.installed-bench
	$(PY) bench/soak.py

$(VENV)/.installed-bench: $(STAMP) pyproject.toml
	$(PY) -m pip install --quiet -e '.[dev,bench]'
	touch $@
