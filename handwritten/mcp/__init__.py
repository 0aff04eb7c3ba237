"""Canopy as a Model Context Protocol tool server (`canopy mcp`), for AI assistants.

mcp/
├── tools.py            tools from the served OpenAPI document (generated from spec/): names, areas,
│                       and the HTTP request of a call
├── texts.py            short descriptions: the summary and first sentence; the server's instructions
├── schemas.py          input schemas trimmed to what an assistant sends, still validating as the API
├── server.py           the MCP server: each call goes through the app, in-process, with the caller's key
├── stdio.py            over stdio, with one user's key (CANOPY_API_KEY)
└── streamable_http.py  over streamable HTTP, with each request's own key, checked by the API's authentication
"""
