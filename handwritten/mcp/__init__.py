"""Canopy as a Model Context Protocol tool server (`canopy mcp`), for AI agents.

mcp/
├── tools.py   tools from the served OpenAPI document (generated from spec/): names, descriptions, input schemas
└── server.py  the MCP server over stdio; each call goes through the app with the user's API key
"""
