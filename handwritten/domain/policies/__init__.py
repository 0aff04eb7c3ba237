"""The rules of each area that depend on what is acted upon, beside the operation's own permission.

policies/
├── members.py      whose role may change to what, who may remove whom, the Owner's hand-over
└── invitations.py  which roles an actor may invite, renew and revoke invitations of
"""
