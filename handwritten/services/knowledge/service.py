"""Knowledge-base queries (ingestion host): Q2 retrieves the workspace's active chunks (and, in
generation mode, answers from them), and logs every query; Q1 lists the logs (decisions
knowledge_base_retrieval, query_result_fields)."""

from __future__ import annotations

import time

from pydantic import MISSING

from generated import models
from generated.enums import QueryMode
from generated.enums import Retriever as RetrieverName
from generated.filters.queries import ListQueryLogsQuery
from generated.rows.queries import QUERY_LOG_COLUMNS, query_log_from_row
from generated.services import queries as interface
from handwritten.adapters import jobs
from handwritten.db.knowledge import QueryLog
from handwritten.db.session import Tenant
from handwritten.domain.knowledge.embeddings import default_embedder
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import ApiError, ValidationFailed
from handwritten.runtime.filtering import FieldMap
from handwritten.services.dependencies import Dependencies, Service
from handwritten.services.knowledge.generation import (
    EXTRACTIVE_MODEL,
    GenerationFailed,
    Generator,
    generator_for,
    served_models,
    unserved_model,
)
from handwritten.services.knowledge.refreshing import REFRESH_DENSE_INDEX, indexing_of
from handwritten.services.knowledge.retrieval import retrieve
from handwritten.services.listing import listed

L = QueryLog
LOG_FIELDS = FieldMap(
    L,
    {
        ("id",): L.id,
        ("corpus",): L.corpus,
        ("mode",): L.mode,
        ("success",): L.success,
        ("query_lookup_key",): L.query_lookup_key,
        ("created_at",): L.created_at,
        ("updated_at",): L.updated_at,
    },
)


class GenerationUnavailable(ApiError):
    """502: the generation model gave no answer; the query is logged, unsuccessful, first."""

    status_code = 502


class KnowledgeService(Service, interface.QueriesService):
    def __init__(self, deps: Dependencies) -> None:
        super().__init__(deps)
        self.generator: Generator = generator_for(deps.settings)
        self.default_model = (deps.settings.llm_base_url and deps.settings.llm_model) or EXTRACTIVE_MODEL
        self.served_models = served_models(deps.settings)

    async def list_query_logs(self, *, ctx: RequestContext, query: ListQueryLogsQuery) -> models.QueryLogList:
        count, rows = await listed(ctx.session, LOG_FIELDS.select(*QUERY_LOG_COLUMNS), query, LOG_FIELDS)
        return models.QueryLogList.model_construct(count=count, results=[query_log_from_row(r._mapping) for r in rows])

    async def execute_query(self, *, ctx: RequestContext, body: models.ExecuteQueryRequest) -> models.QueryResult:
        # A model that would not answer is refused, not echoed (decision query_model_name_default).
        if body.model_name is not MISSING:
            endpoint = bool(self.deps.settings.llm_base_url)
            if (refused := unserved_model(body.model_name, self.served_models, endpoint)) is not None:
                raise ValidationFailed({"model_name": [refused]})
        started = time.perf_counter()
        document_ids = body.document_ids if isinstance(body.document_ids, list) else None
        # An id past the ids' 64 bits names no document: it restricts to nothing, like any unknown id.
        searched_ids = None if document_ids is None else [i for i in document_ids if 0 < i < 2**63]
        file_ids = body.file_ids if isinstance(body.file_ids, list) else None
        retriever = body.retriever.value if isinstance(body.retriever, RetrieverName) else self.deps.settings.retriever
        threshold = body.vector_distance_threshold if isinstance(body.vector_distance_threshold, float) else None
        retrieval = await retrieve(
            ctx.session,
            retriever=retriever,
            workspace_id=ctx.workspace_id,
            question=body.query_text,
            top_k=body.top_k,
            embedder=default_embedder(),
            rrf_k=self.deps.settings.retrieval_rrf_k,
            threshold=threshold,
            document_ids=searched_ids,
            file_ids=file_ids,
            indexing=indexing_of(self.deps.settings),
        )
        if retrieval.index_refresh_due:  # the index is behind the chunks, or not built yet
            await jobs.enqueue(ctx.session, workspace_id=ctx.workspace_id, kind=REFRESH_DENSE_INDEX, payload={})
            ctx.after_commit(self.deps.jobs.wake)
        hits = retrieval.hits
        retrieved = time.perf_counter()
        # The model that answered, or that would (decision query_model_name_default).
        requested = body.model_name if body.model_name is not MISSING else None
        generated_text, model = None, requested or self.default_model
        failure = None
        if body.mode == QueryMode.GENERATION:
            try:
                generated = await self.generator.generate(body.query_text, hits, requested)
                generated_text, model = generated.text, generated.model
            except GenerationFailed as error:
                failure = str(error)
        finished = time.perf_counter()
        lookup_key = body.query_lookup_key if isinstance(body.query_lookup_key, str) else None
        log = QueryLog(
            company_id=ctx.workspace_id,
            query_lookup_key=lookup_key,
            query_text=body.query_text,
            mode=body.mode.value,
            corpus=ctx.workspace_id,
            results_count=len(hits),
            response_time_ms=round((finished - started) * 1000),
            success=failure is None,
            error_message=failure or "",
            query_metadata={
                "retriever": retriever,
                "model": model,
                "top_k": body.top_k,
                "timings_ms": {
                    **retrieval.timings_ms,
                    "retrieval": round((retrieved - started) * 1000, 1),
                    "generation": round((finished - retrieved) * 1000, 1),
                },
                "chunk_ids": [hit.chunk_id for hit in hits],
            },
        )
        if failure is not None:  # kept whatever becomes of the request's transaction
            async with self.deps.db.session(Tenant(workspace_id=ctx.workspace_id, user_id=ctx.user_id)) as session:
                session.add(log)
                await session.commit()
            raise GenerationUnavailable({"detail": f"Generation failed: {failure}.", "query_log_id": log.id})
        ctx.session.add(log)
        await ctx.session.flush()
        return models.QueryResult.model_construct(
            query_text=body.query_text,
            query_lookup_key=lookup_key,
            mode=body.mode,
            top_k=body.top_k,
            vector_distance_threshold=threshold,
            file_ids=file_ids,
            document_ids=document_ids,
            model_name=model,
            retriever=RetrieverName(retriever),
            query_log_id=log.id,
            results=[
                models.QueryResultChunk.model_construct(
                    document_id=hit.document_id,
                    document_name=hit.document_name,
                    file_id=hit.file_id,
                    position=hit.position,
                    page=hit.page,
                    text=hit.text,
                    score=hit.score,
                    distance=hit.distance if hit.distance is not None else 1 / (1 + hit.score),
                )
                for hit in hits
            ],
            generated_text=generated_text,
        )
