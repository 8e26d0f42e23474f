"""The Evennia (and Twisted, autobahn) code each speed-up copies, replaces,
wraps or whose private names it reads, and the same for the little game
code outside speedups/ that does so (named by its file).

speedups/guard.py hashes the source of each as its file has it and compares
it with speedups/fingerprints.py: at start-up a changed one turns off the
speed-ups named with it (game code is only reported, loudly), and
tests/speedups/test_fingerprints.py fails, naming it. After checking the
speed-ups against the new code (and their tests), regenerate with

    ./fourfold python -m speedups.guard

and add the new version to speedups/switches.py VERIFIED_EVENNIA.
"""

from __future__ import annotations

_E = "evennia."
# Game code outside speedups/ that leans on Evennia's internals the same way
# is named by its file (a ".py" path) instead of by a speed-up.
CHANNEL_HISTORY = "typeclasses/channel_history.py"
PORTAL_BOUNDS = "portal/bounds.py"
PORTAL_HANDLER = "portal/sessionhandler.py"
SHARED_PUPPET = "typeclasses/shared_puppet.py"
WATCHED: dict[str, tuple[str, ...]] = {
    # lock_eval: replaces the module's eval, wraps _parse_lockstring, makes a
    # LockHandler on a placeholder object
    _E + "locks.lockhandler.LockHandler.__init__": ("lock_eval",),
    _E + "locks.lockhandler.LockHandler._parse_lockstring": ("lock_eval", "call_lock"),
    _E + "locks.lockhandler.LockHandler.check": ("lock_eval", "call_lock"),
    _E + "locks.lockhandler.LockHandler.check_lockstring": ("lock_eval",),
    # cmdset_merge: a copy of get_and_merge_cmdsets; reads _msg_err,
    # _ERROR_CMDSETS, _CMDSET_MERGE_CACHE(_MAXSIZE), _GA
    _E + "commands.cmdhandler.get_and_merge_cmdsets": ("cmdset_merge", "cmdset_provider"),
    _E + "commands.cmdhandler._msg_err": ("cmdset_merge",),
    _E + "commands.cmdset.CmdSet.fingerprint": ("cmdset_merge", "cmdparser"),
    _E + "commands.cmdset.CmdSet.add": ("cmdset_merge", "cmdparser"),
    _E + "commands.cmdset.CmdSet.remove": ("cmdset_merge", "cmdparser"),
    # cmdparser: Evennia's parser over fewer commands; reads _keyaliases and
    # _noprefix_aliases
    _E + "commands.cmdparser.cmdparser": ("cmdparser",),
    _E + "commands.cmdparser.build_matches": ("cmdparser",),
    _E + "commands.cmdparser.try_num_differentiators": ("cmdparser",),
    _E + "commands.command.Command._optimize": ("cmdparser",),
    _E + "commands.command.Command.match": ("cmdparser",),
    # quick_input: a copy of inputfuncs.text; reads the Attribute cache's
    # _cache and _catcache
    _E + "server.inputfuncs.text": ("quick_input",),
    _E + "server.inputfuncs._maybe_strip_incoming_mxp": ("quick_input",),
    _E + "typeclasses.attributes.NickHandler.nickreplace": ("quick_input",),
    _E + "typeclasses.attributes.IAttributeBackend._get_cache_key": (
        "quick_input", "attribute_cache"),
    _E + "typeclasses.attributes.IAttributeBackend._get_cache_category": ("quick_input",),
    _E + "typeclasses.attributes.IAttributeBackend._set_cache": (
        "quick_input", "attribute_cache"),
    _E + "typeclasses.attributes.IAttributeBackend._delete_cache": (
        "quick_input", "attribute_cache"),
    _E + "typeclasses.attributes.IAttributeBackend.get_all_attributes": ("attribute_cache",),
    # attribute_cache: replaces the backend's queries; trusts _cache_complete
    _E + "typeclasses.attributes.ModelAttributeBackend.query_all": ("attribute_cache",),
    _E + "typeclasses.attributes.ModelAttributeBackend.query_key": ("attribute_cache",),
    _E + "typeclasses.models.TypedObject.attributes": ("attribute_cache",),
    # call_lock: answers DefaultObject.access for fixed lock functions
    _E + "objects.objects.DefaultObject.access": ("call_lock",),
    # cmdset_merge: skips the at_access hook when it is Evennia's (empty)
    _E + "objects.objects.DefaultObject.at_access": ("cmdset_merge",),
    _E + "typeclasses.models.TypedObject.access": ("call_lock",),
    _E + "locks.lockfuncs.true": ("call_lock",),
    _E + "locks.lockfuncs.all": ("call_lock",),
    _E + "locks.lockfuncs.false": ("call_lock",),
    _E + "locks.lockfuncs.none": ("call_lock",),
    # cmdset_provider (and serversession): replaces get_cmdsets
    _E + "objects.objects.DefaultObject.get_cmdsets": ("cmdset_provider",),
    _E + "accounts.accounts.DefaultAccount.get_cmdsets": ("cmdset_provider",),
    _E + "server.serversession.ServerSession.get_cmdsets": ("cmdset_provider",),
    # room_messages: replaces msg_contents for text with nothing to parse
    _E + "objects.objects.DefaultObject.msg_contents": ("room_messages",),
    # room_fanout: stands in for msg, the hooks, the sessions' data_out and
    # the handler's; reads ObjectSessionHandler._sessid_cache and the
    # handler lazy_property keeps in the object's __dict__
    _E + "objects.objects.DefaultObject.msg": ("room_fanout",),
    _E + "objects.objects.DefaultObject.at_msg_receive": ("room_fanout",),
    _E + "objects.objects.DefaultObject.at_msg_send": ("room_fanout",),
    _E + "objects.objects.ObjectSessionHandler.get": ("room_fanout",),
    _E + "objects.objects.ObjectSessionHandler._recache": ("room_fanout",),
    _E + "server.serversession.ServerSession.data_out": ("room_fanout",),
    _E + "server.sessionhandler.ServerSessionHandler.data_out": ("room_fanout",),
    _E + "server.sessionhandler.SessionHandler.get": ("room_fanout",),
    _E + "utils.utils.lazy_property.__get__": ("room_fanout",),
    # session_handler: a short way through clean_senddata; reads
    # _FUNCPARSER_PARSE_OUTGOING_MESSAGES_ENABLED
    _E + "server.sessionhandler.ServerSessionHandler.clean_senddata": ("session_handler",),
    # amp_batch, amp_codec: a copy of buildProtocol, subclasses of both AMP
    # ends, reads factory.server_connection, Compressed's box layout
    _E + "server.amp_client.AMPClientFactory": ("amp_factory", "tcp_nodelay"),
    _E + "server.amp_client.AMPServerClientProtocol.data_to_portal": ("amp_batch",),
    _E + "server.amp_client.AMPServerClientProtocol.server_receive_msgportal2server": (
        "amp_batch",),
    _E + "server.portal.amp_server.AMPServerProtocol.data_to_server": ("amp_batch",),
    _E + "server.portal.amp_server.AMPServerProtocol.portal_receive_server2portal": (
        "amp_batch",),
    _E + "server.portal.amp_server.AMPServerFactory": ("amp_batch",),
    _E + "server.portal.amp.Compressed": ("amp_batch",),
    _E + "server.portal.amp.AMPMultiConnectionProtocol.data_in": ("amp_batch",),
    _E + "server.portal.amp.AMPMultiConnectionProtocol.dataReceived": ("amp_batch",),
    _E + "server.portal.amp.AMPMultiConnectionProtocol.connectionMade": (
        "amp_batch", "tcp_nodelay"),
    "twisted.protocols.amp.BoxDispatcher._commandReceived": ("amp_batch",),
    # direct_write: sends when Twisted's write buffer is empty, as doWrite
    # would; reads the buffer's private fields
    "twisted.internet.abstract.FileDescriptor.write": ("direct_write",),
    "twisted.internet.abstract.FileDescriptor.doWrite": ("direct_write",),
    "twisted.internet.tcp.Connection.writeSomeData": ("direct_write",),
    # html_styles: a copy of format_styles and a short way past
    # remove_backspaces; reads the parser's code lists and hex_colors
    _E + "utils.text2html.TextToHTMLparser.format_styles": ("html_styles",),
    _E + "utils.text2html.TextToHTMLparser.remove_backspaces": ("html_styles",),
    _E + "utils.text2html.TextToHTMLparser": ("html_styles",),
    _E + "utils.hex_colors.HexColors": ("html_styles",),
    # not a speed-up, named by its file: the channel history writes what
    # logger.log_file and DefaultChannel.at_post_msg would, reads
    # _open_log_file, and counts on DefaultChannel.msg calling at_pre_msg
    # before it sends to anyone
    _E + "utils.logger.log_file": (CHANNEL_HISTORY,),
    _E + "utils.logger._open_log_file": (CHANNEL_HISTORY,),
    _E + "utils.logger.timeformat": (CHANNEL_HISTORY,),
    _E + "comms.comms.DefaultChannel.at_post_msg": (CHANNEL_HISTORY,),
    _E + "comms.comms.DefaultChannel.msg": (CHANNEL_HISTORY,),
    # nor is this: a connection joining a character another connection of
    # the player plays hears our lines instead of the two puppet_object
    # sends (matched by their text)
    _E + "accounts.accounts.DefaultAccount.puppet_object": (SHARED_PUPPET,),
    # not speed-ups either: the Portal's limits (portal/bounds.py) measure
    # Twisted telnet's subnegotiation buffer (commands, state), Evennia's
    # line_buffer, autobahn's handshake buffer (data, state), and count on
    # Evennia keeping the session of a websocket closed uncleanly
    "twisted.conch.telnet.Telnet.dataReceived": (PORTAL_BOUNDS,),
    _E + "server.portal.telnet.TelnetProtocol.connectionMade": (PORTAL_BOUNDS,),
    _E + "server.portal.telnet.TelnetProtocol.dataReceived": (PORTAL_BOUNDS,),
    _E + "server.portal.telnet.TelnetProtocol.applicationDataReceived": (PORTAL_BOUNDS,),
    "autobahn.websocket.protocol.WebSocketProtocol._dataReceived": (PORTAL_BOUNDS,),
    "autobahn.websocket.protocol.WebSocketProtocol.consumeData": (PORTAL_BOUNDS,),
    "autobahn.websocket.protocol.WebSocketServerProtocol.processHandshake": (PORTAL_BOUNDS,),
    _E + "server.portal.webclient.WebSocketClient.onClose": (PORTAL_BOUNDS,),
    # the Portal's connection queue (portal/sessionhandler.py, with
    # portal/admission.py) replaces Evennia's connect and wraps the rest
    _E + "server.portal.portalsessionhandler.PortalSessionHandler.connect": (PORTAL_HANDLER,),
    _E + "server.portal.portalsessionhandler.PortalSessionHandler.disconnect": (
        PORTAL_HANDLER,),
    _E + "server.portal.portalsessionhandler.PortalSessionHandler.server_logged_in": (
        PORTAL_HANDLER,),
    _E + "server.portal.portalsessionhandler.PortalSessionHandler.data_in": (PORTAL_HANDLER,),
    _E + "server.portal.portalsessionhandler.PortalSessionHandler.at_server_connection": (
        PORTAL_HANDLER,),
}

