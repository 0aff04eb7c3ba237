"""The small, stable runtime that generated code imports. It never imports generated/.

runtime/
├── errors.py          exceptions that render as DRF-shaped error bodies
├── context.py         the request context every authenticated operation receives
├── querystring.py     query strings (and JSON filter objects) into typed values
├── http.py            request bodies in, models out
├── implementation.py  which generated operations a service really implements, absent routes
├── filtering/         filter sets, search, ordering and paging compiled into SQL
├── rendered.py        kept response models with their JSON (handwritten/kept/ fills them)
├── auth.py            API keys to request contexts, last-used bookkeeping
├── docs.py            /api/openapi.json and Swagger UI from local files
├── routing.py         literal paths before path parameters, as Django resolves them
├── ratelimit.py       per-client rate limits (memory or Redis)
└── emails.py          email addresses validated as Django validates them
"""

from handwritten.runtime.emails import accept_special_use_domains

accept_special_use_domains()
