"""The commands a character has once its cmdsets are merged, as the game merges them."""

from evennia.commands import cmdhandler


def merged(caller, session):
    """The cmdset Evennia's command handler builds for ``caller``."""
    _, providers, *_ = cmdhandler.generate_cmdset_providers(caller, session=session)
    cmdhandler._CMDSET_MERGE_CACHE.clear()
    results = []
    cmdhandler.get_and_merge_cmdsets(caller, providers, "object", "look").addBoth(results.append)
    result = results[0]
    if isinstance(result, Exception) or hasattr(result, "raiseException"):
        result.raiseException()
    return result
