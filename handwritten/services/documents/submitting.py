"""`documents`, the default submitter of due diligence statements (DS7, decision statement_filing):
the statement as filed is kept as a JSON document of the workspace (the ingestion storage, local
folders or S3), which an auditor can download (D6). Registered here, by the area that writes
documents, so the submitters' registry (an adapter) never imports a service.
"""

from __future__ import annotations

import json

from handwritten.adapters.submitters import Filing, Submitted, SubmitterDeps, register
from handwritten.runtime.context import RequestContext
from handwritten.services.documents.written import write_document

SOURCE = "dds_filing"


class DocumentsSubmitter:
    name = "documents"

    def __init__(self, deps: SubmitterDeps) -> None:
        self.deps = deps

    async def submit(self, ctx: RequestContext, filing: Filing) -> Submitted:
        statement = {
            "type": filing.type,
            "dds_identifier": filing.dds_identifier,
            "name": filing.name,
            "dds_data": filing.dds_data,
        }
        document = await write_document(
            ctx,
            self.deps.storage,
            self.deps.jobs,
            name=f"{filing.dds_identifier}.json",
            description=f"Due diligence statement {filing.dds_identifier} as filed ({filing.name}).",
            source=SOURCE,
            data=json.dumps(statement, ensure_ascii=False, indent=2, sort_keys=True).encode("utf-8"),
            content_type="application/json",
        )
        return Submitted(reference=document.file_path, document_id=document.id)


register(DocumentsSubmitter.name, DocumentsSubmitter)
