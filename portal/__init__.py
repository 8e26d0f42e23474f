"""The Portal's side of Fourfold: what its protocols send and accept.

See README.md beside this file for the modules.
"""
