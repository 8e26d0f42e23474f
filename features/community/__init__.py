"""The community's records: requests to staff (+request/+jobs), bulletin
boards (+bb...), the message of the day and mail helpers.

A small Django app: requests and board posts grow without bound and are
listed, counted and filtered (open jobs, unread posts per reader), which
the database does well with tables and indexes and Attributes on a Script
do badly. Mail stays in Evennia's own Msg table (the mail contrib's form),
the message of the day in ServerConfig. Storage only: never imports
commands/.
"""
