# Generated from spec/operations/documents.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the documents area (ingestion host).

`build_router` mounts a route for each operation the given service implements. The others
answer 404 from an absent route, which only keeps a sibling `{id}` route from claiming the path
with a 405; they are never stubs, and the served OpenAPI leaves them out. Pages the service
serves for people (HTML outside /api) are mounted beside them.
"""

from __future__ import annotations

from typing import cast

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import Response

from generated import models
from generated.filters import documents as filters
from generated.services import documents as services
from handwritten.runtime import querystring as qs
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import path_value, read_body, render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
LIST_DOCUMENTS = OperationInfo(
    "D1",
    "list_documents",
    "GET",
    "/api/documents/",
    idempotent=False,
    rate_class="reads",
    permission="view_document",
)
CREATE_DOCUMENT = OperationInfo(
    "D2",
    "create_document",
    "POST",
    "/api/documents/",
    idempotent=True,
    rate_class="writes",
    permission="add_document",
)
RETRIEVE_DOCUMENT = OperationInfo(
    "D3",
    "retrieve_document",
    "GET",
    "/api/documents/{id}/",
    idempotent=False,
    rate_class="reads",
    permission="view_document",
)
PARTIAL_UPDATE_DOCUMENT = OperationInfo(
    "D4",
    "partial_update_document",
    "PATCH",
    "/api/documents/{id}/",
    idempotent=True,
    rate_class="writes",
    permission="change_document",
)
CONFIRM_UPLOAD = OperationInfo(
    "D5",
    "confirm_upload",
    "POST",
    "/api/documents/{id}/confirm-upload/",
    idempotent=True,
    rate_class="writes",
    permission="change_document",
)
DOWNLOAD_DOCUMENT = OperationInfo(
    "D6",
    "download_document",
    "GET",
    "/api/documents/{id}/download/",
    idempotent=False,
    rate_class="reads",
    permission="view_document",
)
CREATE_DOCUMENT_UPLOAD = OperationInfo(
    "DU1",
    "create_document_upload",
    "POST",
    "/api/documents/{id}/upload/",
    idempotent=True,
    rate_class="writes",
    permission="change_document",
)
DELETE_DOCUMENT = OperationInfo(
    "DL1",
    "delete_document",
    "DELETE",
    "/api/documents/{id}/",
    idempotent=False,
    rate_class="writes",
    permission="delete_document",
)
LIST_DOCUMENT_FOLDERS = OperationInfo(
    "F1",
    "list_document_folders",
    "GET",
    "/api/document-folders/",
    idempotent=False,
    rate_class="reads",
    permission="view_document",
)
CREATE_DOCUMENT_FOLDER = OperationInfo(
    "F2",
    "create_document_folder",
    "POST",
    "/api/document-folders/",
    idempotent=True,
    rate_class="writes",
    permission="add_document",
)
RETRIEVE_DOCUMENT_FOLDER = OperationInfo(
    "F3",
    "retrieve_document_folder",
    "GET",
    "/api/document-folders/{id}/",
    idempotent=False,
    rate_class="reads",
    permission="view_document",
)
PARTIAL_UPDATE_DOCUMENT_FOLDER = OperationInfo(
    "F4",
    "partial_update_document_folder",
    "PATCH",
    "/api/document-folders/{id}/",
    idempotent=True,
    rate_class="writes",
    permission="change_document",
)
DELETE_DOCUMENT_FOLDER = OperationInfo(
    "F5",
    "delete_document_folder",
    "DELETE",
    "/api/document-folders/{id}/",
    idempotent=False,
    rate_class="writes",
    permission="delete_document",
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.ListDocuments, "list_documents"):
        _add_list_documents(router, cast(services.ListDocuments, service), authenticate)
    else:
        add_absent_route(router, "/api/documents/", "GET")
    if implements(service, services.CreateDocument, "create_document"):
        _add_create_document(router, cast(services.CreateDocument, service), authenticate)
    else:
        add_absent_route(router, "/api/documents/", "POST")
    if implements(service, services.RetrieveDocument, "retrieve_document"):
        _add_retrieve_document(router, cast(services.RetrieveDocument, service), authenticate)
    else:
        add_absent_route(router, "/api/documents/{id}/", "GET")
    if implements(service, services.PartialUpdateDocument, "partial_update_document"):
        _add_partial_update_document(router, cast(services.PartialUpdateDocument, service), authenticate)
    else:
        add_absent_route(router, "/api/documents/{id}/", "PATCH")
    if implements(service, services.ConfirmUpload, "confirm_upload"):
        _add_confirm_upload(router, cast(services.ConfirmUpload, service), authenticate)
    else:
        add_absent_route(router, "/api/documents/{id}/confirm-upload/", "POST")
    if implements(service, services.DownloadDocument, "download_document"):
        _add_download_document(router, cast(services.DownloadDocument, service), authenticate)
    else:
        add_absent_route(router, "/api/documents/{id}/download/", "GET")
    if implements(service, services.CreateDocumentUpload, "create_document_upload"):
        _add_create_document_upload(router, cast(services.CreateDocumentUpload, service), authenticate)
    else:
        add_absent_route(router, "/api/documents/{id}/upload/", "POST")
    if implements(service, services.DeleteDocument, "delete_document"):
        _add_delete_document(router, cast(services.DeleteDocument, service), authenticate)
    else:
        add_absent_route(router, "/api/documents/{id}/", "DELETE")
    if implements(service, services.ListDocumentFolders, "list_document_folders"):
        _add_list_document_folders(router, cast(services.ListDocumentFolders, service), authenticate)
    else:
        add_absent_route(router, "/api/document-folders/", "GET")
    if implements(service, services.CreateDocumentFolder, "create_document_folder"):
        _add_create_document_folder(router, cast(services.CreateDocumentFolder, service), authenticate)
    else:
        add_absent_route(router, "/api/document-folders/", "POST")
    if implements(service, services.RetrieveDocumentFolder, "retrieve_document_folder"):
        _add_retrieve_document_folder(router, cast(services.RetrieveDocumentFolder, service), authenticate)
    else:
        add_absent_route(router, "/api/document-folders/{id}/", "GET")
    if implements(service, services.PartialUpdateDocumentFolder, "partial_update_document_folder"):
        _add_partial_update_document_folder(router, cast(services.PartialUpdateDocumentFolder, service), authenticate)
    else:
        add_absent_route(router, "/api/document-folders/{id}/", "PATCH")
    if implements(service, services.DeleteDocumentFolder, "delete_document_folder"):
        _add_delete_document_folder(router, cast(services.DeleteDocumentFolder, service), authenticate)
    else:
        add_absent_route(router, "/api/document-folders/{id}/", "DELETE")
    add_pages(router, service)
    return router


def _add_list_documents(router: APIRouter, service: services.ListDocuments, authenticate: Authenticate) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def list_documents(request: Request) -> Response:
        """D1. List documents"""
        async with authenticate(request, LIST_DOCUMENTS) as ctx:
            query = filters.parse_list_documents_query(request.query_params.multi_items())
            result = await service.list_documents(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route("/api/documents/", list_documents, methods=["GET"], name="list_documents", include_in_schema=False)


def _add_create_document(router: APIRouter, service: services.CreateDocument, authenticate: Authenticate) -> None:
    async def create_document(request: Request) -> Response:
        """D2. Create document"""
        async with authenticate(request, CREATE_DOCUMENT) as ctx:
            filters.parse_create_document_query(request.query_params.multi_items())
            body = await read_body(request, models.CreateDocumentRequest)
            await ctx.begin()
            result = await service.create_document(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route(
        "/api/documents/", create_document, methods=["POST"], name="create_document", include_in_schema=False
    )


def _add_retrieve_document(router: APIRouter, service: services.RetrieveDocument, authenticate: Authenticate) -> None:
    async def retrieve_document(request: Request) -> Response:
        """D3. Retrieve document"""
        path = request.path_params
        async with authenticate(request, RETRIEVE_DOCUMENT) as ctx:
            filters.parse_retrieve_document_query(request.query_params.multi_items())
            result = await service.retrieve_document(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/documents/{id}/", retrieve_document, methods=["GET"], name="retrieve_document", include_in_schema=False
    )


def _add_partial_update_document(
    router: APIRouter, service: services.PartialUpdateDocument, authenticate: Authenticate
) -> None:
    async def partial_update_document(request: Request) -> Response:
        """D4. Partially update document"""
        path = request.path_params
        async with authenticate(request, PARTIAL_UPDATE_DOCUMENT) as ctx:
            filters.parse_partial_update_document_query(request.query_params.multi_items())
            body = await read_body(request, models.UpdateDocumentRequest)
            await ctx.begin()
            result = await service.partial_update_document(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/documents/{id}/",
        partial_update_document,
        methods=["PATCH"],
        name="partial_update_document",
        include_in_schema=False,
    )


def _add_confirm_upload(router: APIRouter, service: services.ConfirmUpload, authenticate: Authenticate) -> None:
    async def confirm_upload(request: Request) -> Response:
        """D5. Confirm upload"""
        path = request.path_params
        async with authenticate(request, CONFIRM_UPLOAD) as ctx:
            filters.parse_confirm_upload_query(request.query_params.multi_items())
            body = await read_body(request, models.ConfirmUploadRequest)
            await ctx.begin()
            result = await service.confirm_upload(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/documents/{id}/confirm-upload/",
        confirm_upload,
        methods=["POST"],
        name="confirm_upload",
        include_in_schema=False,
    )


def _add_download_document(router: APIRouter, service: services.DownloadDocument, authenticate: Authenticate) -> None:
    async def download_document(request: Request) -> Response:
        """D6. Download document"""
        path = request.path_params
        async with authenticate(request, DOWNLOAD_DOCUMENT) as ctx:
            filters.parse_download_document_query(request.query_params.multi_items())
            result = await service.download_document(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/documents/{id}/download/",
        download_document,
        methods=["GET"],
        name="download_document",
        include_in_schema=False,
    )


def _add_create_document_upload(
    router: APIRouter, service: services.CreateDocumentUpload, authenticate: Authenticate
) -> None:
    async def create_document_upload(request: Request) -> Response:
        """DU1. Issue a new upload URL for a document"""
        path = request.path_params
        async with authenticate(request, CREATE_DOCUMENT_UPLOAD) as ctx:
            filters.parse_create_document_upload_query(request.query_params.multi_items())
            await ctx.begin()
            result = await service.create_document_upload(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/documents/{id}/upload/",
        create_document_upload,
        methods=["POST"],
        name="create_document_upload",
        include_in_schema=False,
    )


def _add_delete_document(router: APIRouter, service: services.DeleteDocument, authenticate: Authenticate) -> None:
    async def delete_document(request: Request) -> Response:
        """DL1. Delete document"""
        path = request.path_params
        async with authenticate(request, DELETE_DOCUMENT) as ctx:
            filters.parse_delete_document_query(request.query_params.multi_items())
            await service.delete_document(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(None, 204))

    router.add_route(
        "/api/documents/{id}/", delete_document, methods=["DELETE"], name="delete_document", include_in_schema=False
    )


def _add_list_document_folders(
    router: APIRouter, service: services.ListDocumentFolders, authenticate: Authenticate
) -> None:
    async def list_document_folders(request: Request) -> Response:
        """F1. List document folders"""
        async with authenticate(request, LIST_DOCUMENT_FOLDERS) as ctx:
            query = filters.parse_list_document_folders_query(request.query_params.multi_items())
            result = await service.list_document_folders(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/document-folders/",
        list_document_folders,
        methods=["GET"],
        name="list_document_folders",
        include_in_schema=False,
    )


def _add_create_document_folder(
    router: APIRouter, service: services.CreateDocumentFolder, authenticate: Authenticate
) -> None:
    async def create_document_folder(request: Request) -> Response:
        """F2. Create document folder"""
        async with authenticate(request, CREATE_DOCUMENT_FOLDER) as ctx:
            filters.parse_create_document_folder_query(request.query_params.multi_items())
            body = await read_body(request, models.CreateDocumentFolderRequest)
            await ctx.begin()
            result = await service.create_document_folder(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route(
        "/api/document-folders/",
        create_document_folder,
        methods=["POST"],
        name="create_document_folder",
        include_in_schema=False,
    )


def _add_retrieve_document_folder(
    router: APIRouter, service: services.RetrieveDocumentFolder, authenticate: Authenticate
) -> None:
    async def retrieve_document_folder(request: Request) -> Response:
        """F3. Retrieve document folder"""
        path = request.path_params
        async with authenticate(request, RETRIEVE_DOCUMENT_FOLDER) as ctx:
            filters.parse_retrieve_document_folder_query(request.query_params.multi_items())
            result = await service.retrieve_document_folder(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/document-folders/{id}/",
        retrieve_document_folder,
        methods=["GET"],
        name="retrieve_document_folder",
        include_in_schema=False,
    )


def _add_partial_update_document_folder(
    router: APIRouter, service: services.PartialUpdateDocumentFolder, authenticate: Authenticate
) -> None:
    async def partial_update_document_folder(request: Request) -> Response:
        """F4. Partially update document folder"""
        path = request.path_params
        async with authenticate(request, PARTIAL_UPDATE_DOCUMENT_FOLDER) as ctx:
            filters.parse_partial_update_document_folder_query(request.query_params.multi_items())
            body = await read_body(request, models.UpdateDocumentFolderRequest)
            await ctx.begin()
            result = await service.partial_update_document_folder(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/document-folders/{id}/",
        partial_update_document_folder,
        methods=["PATCH"],
        name="partial_update_document_folder",
        include_in_schema=False,
    )


def _add_delete_document_folder(
    router: APIRouter, service: services.DeleteDocumentFolder, authenticate: Authenticate
) -> None:
    async def delete_document_folder(request: Request) -> Response:
        """F5. Delete document folder"""
        path = request.path_params
        async with authenticate(request, DELETE_DOCUMENT_FOLDER) as ctx:
            query = filters.parse_delete_document_folder_query(request.query_params.multi_items())
            await service.delete_document_folder(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                query=query,
            )
            return await ctx.complete(render(None, 204))

    router.add_route(
        "/api/document-folders/{id}/",
        delete_document_folder,
        methods=["DELETE"],
        name="delete_document_folder",
        include_in_schema=False,
    )
