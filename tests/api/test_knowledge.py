"""The knowledge base through the API: confirmed documents indexed by the "process document" job,
Q2 retrieval and extractive generation over the workspace's active chunks only, Q1's logs; on
both databases (decisions knowledge_base_indexing, knowledge_base_retrieval)."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from dataclasses import replace
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import delete, event, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.knowledge import DocumentChunk
from handwritten.db.session import Database
from handwritten.kept.store import keep_results
from handwritten.services.knowledge import neighbours, snapshots
from tests.api.conftest import Direct, Env
from tests.api.test_documents import Docs
from tests.api.test_jobs import run_due, wait_for

REGULATION = (
    "Relevant commodities must be deforestation-free. The cut-off date is 31 December 2020: land "
    "deforested after it cannot supply the Union market. Operators exercise due diligence before "
    "placing products on the market.\n\nThe due diligence statement lists the geolocation of every "
    "plot of land where the commodities were produced. Plots above four hectares are described by "
    "polygons."
)
COFFEE = "Our coffee is roasted in Ghent. The roastery uses green electricity from its own solar panels."


def _indexed(client: TestClient, env: Env, text: str, name: str, who: str = "owner") -> dict[str, Any]:
    docs = Docs(client, env)
    created = docs.create(who, name=name)
    assert docs.put(created["upload_url"], text.encode("utf-8")).status_code == 201
    confirmed = docs.confirm(created["id"], created["file_path"], who, name=name, content_type="text/plain")
    assert confirmed.status_code == 200, confirmed.text
    assert confirmed.json()["rag_index_status"] == "importing"
    return dict(confirmed.json())


def _settled(client: TestClient, env: Env, *documents: dict[str, Any]) -> None:
    """Run the due jobs, then wait for the app's own job worker if it took one first."""
    run_due(env.settings)
    for document in documents:
        path = f"/api/documents/{document['id']}/"
        wait_for(
            lambda path=path: client.get(path, headers=env.auth("owner")).json()["rag_index_status"] != "importing",
            f"document {document['id']} indexed",
        )


def _query(client: TestClient, env: Env, who: str = "owner", **body: Any) -> Any:
    return client.post("/api/queries/", json=body, headers=env.auth(who))


def test_a_confirmed_document_is_indexed_and_retrieved_with_its_source(client: TestClient, env: Env) -> None:
    regulation = _indexed(client, env, REGULATION, "eudr.txt")
    coffee = _indexed(client, env, COFFEE, "coffee.txt")
    empty = _indexed(client, env, "   \n", "empty.txt")
    _settled(client, env, regulation, coffee, empty)
    shown = client.get(f"/api/documents/{regulation['id']}/", headers=env.auth("owner")).json()
    assert shown["rag_index_status"] == "active"
    assert (
        client.get(f"/api/documents/{empty['id']}/", headers=env.auth("owner")).json()["rag_index_status"] == "failed"
    )

    answer = _query(client, env, query_text="What is the cut-off date for deforestation?", query_lookup_key="eudr-1")
    assert answer.status_code == 200, answer.text
    result = answer.json()
    assert result["results"], result
    best = result["results"][0]
    assert best["document_id"] == regulation["id"] and best["document_name"] == "eudr.txt"
    assert "31 December 2020" in best["text"] and best["file_id"] == shown["file_path"]
    assert 0 < best["distance"] <= 1 and best["score"] > 0
    assert [r["document_id"] for r in result["results"]][:1] == [regulation["id"]]  # coffee shares only "is"
    assert (result["generated_text"], result["top_k"], result["query_lookup_key"]) == (None, 3, "eudr-1")

    only_coffee = _query(
        client, env, query_text="deforestation cut-off", document_ids=[coffee["id"]], retriever="lexical"
    ).json()
    assert only_coffee["results"] == []  # no word in common; dense would still rank coffee's chunk
    by_file = _query(client, env, query_text="deforestation", file_ids=[coffee["file_path"]]).json()
    assert [r["document_id"] for r in by_file["results"]] == [coffee["id"]]

    generated = _query(client, env, query_text="When is the cut-off date?", mode="generation").json()
    assert "31 December 2020" in generated["generated_text"] and "[1]" in generated["generated_text"]
    assert "extractive" in generated["generated_text"] and generated["model_name"] == "extractive"


def test_the_three_retrievers_and_the_distance_threshold(client: TestClient, env: Env) -> None:
    regulation = _indexed(client, env, REGULATION, "eudr.txt")
    coffee = _indexed(client, env, COFFEE, "coffee.txt")
    _settled(client, env, regulation, coffee)
    paraphrase = "Which forests were cleared?"  # of the text's words only "were"; none of the coffee's
    found = {
        retriever: _query(client, env, query_text=paraphrase, retriever=retriever, top_k=1).json()
        for retriever in ("lexical", "dense", "hybrid")
    }
    assert [r["document_id"] for r in found["dense"]["results"]] == [regulation["id"]]
    assert [r["document_id"] for r in found["hybrid"]["results"]] == [regulation["id"]]
    assert {name: result["retriever"] for name, result in found.items()} == {
        "lexical": "lexical", "dense": "dense", "hybrid": "hybrid",
    }  # fmt: skip
    close = found["dense"]["results"][0]["distance"]
    assert 0 < close < 1
    within = _query(client, env, query_text=paraphrase, retriever="dense", vector_distance_threshold=close + 0.001)
    assert [r["document_id"] for r in within.json()["results"]] == [regulation["id"]]
    beyond = _query(client, env, query_text=paraphrase, retriever="dense", vector_distance_threshold=close - 0.001)
    assert beyond.json()["results"] == []
    coffee_only = _query(client, env, query_text=paraphrase, retriever="hybrid", document_ids=[coffee["id"]]).json()
    assert [r["document_id"] for r in coffee_only["results"]] == [coffee["id"]]  # dense ranks every chunk
    log = client.get("/api/query-logs/", params={"limit": 1}, headers=env.auth("owner")).json()["results"][0]
    assert {"lexical", "embedding", "dense", "fusion"} <= set(log["metadata"]["timings_ms"])


def test_queries_are_logged_and_nothing_crosses_workspaces(client: TestClient, env: Env) -> None:
    regulation = _indexed(client, env, REGULATION, "eudr.txt")
    _settled(client, env, regulation)
    assert _query(client, env, query_text="geolocation of every plot", query_lookup_key="plots").status_code == 200
    assert _query(client, env, query_text="polygons", mode="generation").status_code == 200

    logs = client.get("/api/query-logs/", headers=env.auth("viewer")).json()
    assert logs["count"] == 2
    latest, first = logs["results"]
    assert (latest["mode"], first["query_lookup_key"], first["results_count"]) == ("generation", "plots", 1)
    assert first["success"] is True and first["metadata"]["retriever"] == "hybrid"  # CANOPY_RETRIEVER's default
    assert first["response_time_ms"] >= 0
    keyed = client.get("/api/query-logs/", params={"query_lookup_key__istartswith": "PL"}, headers=env.auth("owner"))
    assert [log["query_lookup_key"] for log in keyed.json()["results"]] == ["plots"]
    corpus = client.get("/api/query-logs/", params={"corpus": env.workspaces["a"]}, headers=env.auth("owner"))
    assert corpus.json()["count"] == 2

    other = _query(
        client, env, who="other_owner", query_text="geolocation of every plot", document_ids=[regulation["id"]]
    )
    assert other.status_code == 200 and other.json()["results"] == []
    assert _query(client, env, who="other_owner", query_text="geolocation plot").json()["results"] == []
    assert client.get("/api/query-logs/", headers=env.auth("other_owner")).json()["count"] == 2  # b's own two
    limits = _query(client, env, query_text="x" * 7001)
    assert limits.status_code == 400 and "query_text" in limits.json()
    assert _query(client, env, query_text="plots", top_k=51).status_code == 400


def _texts(client: TestClient, env: Env, question: str) -> list[str]:
    """The texts every retriever finds for `question`."""
    return [
        result["text"]
        for retriever in ("lexical", "dense", "hybrid")
        for result in _query(client, env, query_text=question, retriever=retriever, top_k=50).json()["results"]
    ]


def _chunks_of(direct: Direct, document_id: int) -> int:
    async def count(session: AsyncSession) -> int:
        found = await session.scalar(select(func.count()).where(DocumentChunk.document_id == document_id))
        return int(found or 0)

    return direct.run(count)


def test_a_replaced_or_deleted_documents_text_is_never_retrieved(client: TestClient, env: Env, direct: Direct) -> None:
    """Decisions document_file_replacement and document_deletion: from the commit that replaces or
    deletes, whether or not the job that removes the chunks ran yet."""
    document = _indexed(client, env, REGULATION, "eudr.txt")
    _settled(client, env, document)
    old_question = "the cut-off date 31 December 2020 for deforestation"
    assert any("31 December 2020" in text for text in _texts(client, env, old_question))

    docs = Docs(client, env)
    renewal = client.post(f"/api/documents/{document['id']}/upload/", headers=env.auth("owner")).json()
    assert docs.put(renewal["upload_url"], COFFEE.encode()).status_code == 201
    assert any("31 December 2020" in text for text in _texts(client, env, old_question))  # not replaced yet
    confirmed = docs.confirm(document["id"], renewal["file_path"], name="coffee.txt", content_type="text/plain")
    assert confirmed.status_code == 200, confirmed.text
    assert not any("31 December 2020" in text for text in _texts(client, env, old_question))
    _settled(client, env, document)
    assert all("31 December 2020" not in text for text in _texts(client, env, old_question))
    found = _query(client, env, query_text="solar panels of the roastery", retriever="lexical").json()["results"]
    assert [(r["document_id"], r["document_name"]) for r in found] == [(document["id"], "coffee.txt")]
    assert found[0]["file_id"] == confirmed.json()["file_path"]

    assert client.delete(f"/api/documents/{document['id']}/", headers=env.auth("owner")).status_code == 204
    assert _texts(client, env, "solar panels of the roastery") == []  # at once, chunks or no chunks
    run_due(env.settings)
    wait_for(lambda: _chunks_of(direct, document["id"]) == 0, "the deleted document's chunks removed")
    assert _texts(client, env, "solar panels of the roastery") == []
    assert (
        client.get("/api/query-logs/", params={"limit": 1}, headers=env.auth("owner")).json()["results"][0][
            "results_count"
        ]
        == 0
    )


class _ChatServer:
    """A local server speaking the chat-completions protocol: it answers, fails or stalls, as told."""

    def __init__(self) -> None:
        self.behaviour = "answer"
        self.requests: list[dict[str, Any]] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (the http.server protocol)
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                outer.requests.append({"path": self.path, "auth": self.headers.get("Authorization"), **body})
                if outer.behaviour == "stall":
                    time.sleep(1.5)
                status, reply = (500, {"error": "overloaded"}) if outer.behaviour == "fail" else (200, {
                    "model": body["model"],
                    "choices": [{"message": {"role": "assistant", "content": "The cut-off is 31 December 2020 [1]."}}],
                })  # fmt: skip
                data = json.dumps(reply).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


def test_generation_through_a_chat_completions_endpoint_and_its_failures_logged(client: TestClient, env: Env) -> None:
    regulation = _indexed(client, env, REGULATION, "eudr.txt")
    _settled(client, env, regulation)
    chat = _ChatServer()
    settings = env.settings.model_copy(
        update={
            "llm_base_url": chat.url,
            "llm_api_key": "sk-test",
            "llm_model": "small-model",
            "llm_models": "large-model",
            "llm_timeout": 1.0,
        }
    )
    try:
        with TestClient(create_app(settings)) as llm:
            answered = _query(llm, env, query_text="What is the cut-off date?", mode="generation")
            assert answered.status_code == 200, answered.text
            result = answered.json()
            assert (result["generated_text"], result["model_name"]) == (
                "The cut-off is 31 December 2020 [1].", "small-model",
            )  # fmt: skip
            sent = chat.requests[-1]
            assert (sent["path"], sent["auth"], sent["model"]) == (
                "/v1/chat/completions",
                "Bearer sk-test",
                "small-model",
            )
            assert "[1] (eudr.txt)" in sent["messages"][1]["content"]
            named = _query(llm, env, query_text="cut-off date", mode="generation", model_name="large-model")
            assert named.json()["model_name"] == "large-model"
            # A model the endpoint does not serve is refused before anything is asked or logged.
            sent, logged = len(chat.requests), _logged(llm, env)
            for mode in ("generation", "retrieval"):
                unknown = _query(llm, env, query_text="cut-off date", mode=mode, model_name="huge-model")
                assert (unknown.status_code, unknown.json()) == (
                    400,
                    {
                        "model_name": [
                            '"huge-model" is not a valid choice: the endpoint serves "small-model", "large-model".'
                        ]
                    },
                )
            assert (len(chat.requests), _logged(llm, env)) == (sent, logged)

            chat.behaviour = "fail"
            failed = _query(llm, env, query_text="What is the cut-off date?", mode="generation")
            assert failed.status_code == 502 and "answered 500" in failed.json()["detail"]
            chat.behaviour = "stall"
            stalled = _query(llm, env, query_text="What is the cut-off date?", mode="generation")
            assert stalled.status_code == 502 and "within 1 s" in stalled.json()["detail"]
            logs = llm.get("/api/query-logs/", params={"success": "false"}, headers=env.auth("owner")).json()
            assert [log["id"] for log in logs["results"]] == [
                stalled.json()["query_log_id"],
                failed.json()["query_log_id"],
            ]
            assert "answered 500" in logs["results"][1]["error_message"]
    finally:
        chat.server.shutdown()
        chat.server.server_close()


def _logged(client: TestClient, env: Env) -> int:
    count: int = client.get("/api/query-logs/", headers=env.auth("owner")).json()["count"]
    return count


def test_without_a_generation_model_model_name_may_only_be_extractive(client: TestClient, env: Env) -> None:
    """The extractive answer takes no model: a model_name naming one is refused, not dropped
    (decision query_model_name_default)."""
    regulation = _indexed(client, env, REGULATION, "eudr.txt")
    _settled(client, env, regulation)
    for mode in ("generation", "retrieval"):
        logged = _logged(client, env)
        refused = _query(client, env, query_text="cut-off date", mode=mode, model_name="gpt-4o")
        assert (refused.status_code, refused.json()) == (
            400,
            {
                "model_name": [
                    '"gpt-4o" is not a valid choice: no generation model is configured; answers are "extractive".'
                ]
            },
        )
        assert _logged(client, env) == logged
        named = _query(client, env, query_text="cut-off date", mode=mode, model_name="extractive")
        assert (named.status_code, named.json()["model_name"]) == (200, "extractive")


def _generations(folder: Path, workspace_id: int) -> list[neighbours.Generation]:
    """The index generations of a workspace (one database per test: a single folder of databases)."""
    return [g for found in folder.glob(f"*/workspace-{workspace_id}") for g in neighbours.generations(found)]


def _refreshed(env: Env, folder: Path, workspace_id: int, chunks: int) -> list[neighbours.Generation]:
    def current() -> bool:
        run_due(env.settings)
        found = _generations(folder, workspace_id)
        return bool(found) and found[-1].fingerprint[0] == chunks

    wait_for(current, f"the index of workspace {workspace_id} at {chunks} chunks")
    return _generations(folder, workspace_id)


def test_a_large_workspaces_dense_search_goes_through_its_shared_index(env: Env, tmp_path: Path) -> None:
    """Issue 36: past the threshold (1 chunk here), the index per workspace, refreshed as documents
    are indexed and deleted; never another workspace's chunks, never a deleted document's."""
    folder = tmp_path / "vectors"
    env = replace(env, settings=env.settings.model_copy(update={"dense_index_threshold": 1, "dense_index_dir": folder}))
    a, b = env.workspaces["a"], env.workspaces["b"]
    with TestClient(create_app(env.settings)) as client:
        regulation = _indexed(client, env, REGULATION, "eudr.txt")
        theirs = _indexed(client, env, REGULATION, "their-eudr.txt", who="other_owner")
        [first] = _refreshed(env, folder, a, 1)
        _refreshed(env, folder, b, 1)

        def dense(who: str = "owner", **body: Any) -> list[int]:
            found = _query(client, env, who, query_text="geolocation of plots", retriever="dense", **body)
            assert found.status_code == 200, found.text
            return [result["document_id"] for result in found.json()["results"]]

        assert dense() == [regulation["id"]] and dense("other_owner") == [theirs["id"]]
        assert dense("other_owner", document_ids=[regulation["id"]]) == []
        assert any(opened.generation == first for opened in neighbours._OPENED.values())  # searched, mapped

        coffee = _indexed(client, env, COFFEE, "coffee.txt")
        generations = _refreshed(env, folder, a, 2)
        assert generations[-1].number == first.number + 1 and len(generations) <= 2  # older ones unlinked
        roastery = _query(client, env, query_text="solar panels of the roastery", retriever="dense", top_k=1)
        assert [r["document_id"] for r in roastery.json()["results"]] == [coffee["id"]]

        assert client.delete(f"/api/documents/{coffee['id']}/", headers=env.auth("owner")).status_code == 204
        assert coffee["id"] not in dense(top_k=10)  # at once, whatever the index holds
        _refreshed(env, folder, a, 1)
        assert coffee["id"] not in dense(top_k=10) and dense() == [regulation["id"]]
        assert dense("other_owner", top_k=10) == [theirs["id"]]


def test_a_workspaces_chunks_are_counted_again_only_after_a_write(client: TestClient, env: Env, direct: Direct) -> None:
    """The fingerprint of the active chunks (snapshots.py) is kept at the versions of the chunks'
    and documents' tables on PostgreSQL: a query of an unchanged workspace reads the versions, not
    every chunk, and any write to either table has it counted again."""
    if env.backend != "postgresql":
        pytest.skip("SQLite keeps nothing (no statement-level triggers): every query counts")
    document = _indexed(client, env, REGULATION, "eudr.txt")
    _settled(client, env, document)
    workspace = env.workspaces["a"]
    counts: list[str] = []

    def counting(connection: Any, cursor: Any, statement: str, *rest: Any) -> None:
        if "count(" in statement.lower() and "document_chunks" in statement:
            counts.append(statement)

    async def fingerprints(change: bool) -> tuple[snapshots.Fingerprint, snapshots.Fingerprint]:
        db = Database(env.settings)
        keep_results(db.engine.sync_engine)
        event.listen(db.engine.sync_engine, "before_cursor_execute", counting)
        try:
            async with db.session() as session:
                before = await snapshots.fingerprint(session, workspace)
            if change:
                async with db.session() as session:
                    await session.execute(delete(DocumentChunk).where(DocumentChunk.id == before[1]))
                    await session.commit()
            async with db.session() as session:
                return before, await snapshots.fingerprint(session, workspace)
        finally:
            await db.dispose()

    first, again = asyncio.run(fingerprints(change=False))
    assert first == again and first[0] > 0
    assert len(counts) == 1  # the second transaction read the versions only
    before, after = asyncio.run(fingerprints(change=True))
    assert before == first and after[0] == first[0] - 1 and after[1] < first[1]
    assert len(counts) == 3  # a new process's store counts once; the deletion has it count again
