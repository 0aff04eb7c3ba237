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

## Regenerate generated/ and docs/decisions.md from spec/ and templates/.
generate: $(STAMP)
	$(PY) -m generator generate

## Fail when generated/ differs from what spec/ gives.
check-generated: $(STAMP)
	$(PY) -m generator check

## Check the spec only.
validate: $(STAMP)
	$(PY) -m generator validate

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

unit: $(STAMP)
	$(PY) -m pytest -q

test: lint typecheck check-generated unit

## Serving needs the running service (database, API keys, an app per host), which is not built yet.
run: $(STAMP)
	@echo "make run: no operation is implemented yet, so there is nothing to serve; see README.md" >&2
	@exit 1

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache
