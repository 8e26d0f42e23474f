/*
 * Fourfold's play page (webclient/webclient.html): the connection, the
 * output and the events the other scripts listen to.
 *
 * - Evennia's evennia.js carries the websocket; this script gives it an
 *   emitter that lets several listeners hear one event (Evennia's own
 *   keeps one), and starts it once the page's scripts have subscribed.
 * - The output: the game's text arrives as HTML made by the Portal
 *   (portal/links.py: players' text escaped, links only the game's own),
 *   with the message's type beside it. Poses, says and emits become
 *   paragraphs; the game's own lines (rolls, combat turns, answers) are set
 *   apart in a smaller style, as on a scene's page; channel talk goes to
 *   the Channels tab. Nothing here turns text into markup. A block drawn
 *   in columns (a sheet, a table, +odds: it has a rule line such as the
 *   ~~~~ under a table's headings) keeps its lines whole and scrolls
 *   sideways on a narrow screen instead of wrapping into broken rows.
 * - The window's height follows the visual viewport, so that on a phone
 *   the composer stays above the on-screen keyboard.
 */
window.FourfoldPlay = (function () {
    "use strict";
    var listeners = {};
    var emitter = {
        emit: function (cmdname, args, kwargs) {
            var found = listeners[cmdname];
            if (found && found.length) {
                found.forEach(function (fn) { fn(args, kwargs || {}); });
            } else if (listeners["default"]) {
                listeners["default"].forEach(function (fn) { fn(cmdname, args, kwargs || {}); });
            }
        },
        on: function (cmdname, fn) {
            if (typeof fn === "function") { (listeners[cmdname] = listeners[cmdname] || []).push(fn); }
        },
        off: function (cmdname) { delete listeners[cmdname]; }
    };

    var MAX_ENTRIES = 3000;  // older output leaves the page, so a long evening stays quick
    var POSE_KINDS = {pose: true, say: true, emit: true, ooc: true};
    var KIND_NAME = /^[a-z][a-z0-9_-]{0,30}$/;
    var RULE_LINE = /^[ \t]*[-=~_+*#|:]{6,}[-=~_+*#|: ]*$/m;  // a table's rule, a bar
    var output = null, stuck = true, me = null, baseTitle = document.title;

    var byId = function (id) { return document.getElementById(id); };

    var scrollDown = function () { if (output && stuck) { output.scrollTop = output.scrollHeight; } };

    // The Portal's HTML as lines of text (it breaks lines with <br>), for
    // the rule-line test only: string work, no second parse.
    var plainLines = function (html) {
        return html.replace(/<br\s*\/?>/gi, "\n").replace(/<[^>]*>/g, "")
                   .replace(/&nbsp;|\u00a0/g, " ").replace(/&#126;|&tilde;/g, "~");
    };

    // One entry of output: a paragraph for what players write, a set-apart
    // block for the game's own lines. ``html`` is the Portal's.
    var entry = function (html, kind) {
        var node;
        if (POSE_KINDS[kind]) {
            node = document.createElement("p");
            node.className = "ff-pose ff-kind-" + kind;
        } else {
            node = document.createElement("div");
            node.className = "ff-game" + (kind && KIND_NAME.test(kind) ? " ff-kind-" + kind : "");
        }
        node.innerHTML = html;
        if (!POSE_KINDS[kind] && kind !== "look" && RULE_LINE.test(plainLines(html))) {
            node.classList.add("ff-laid-out");
        }
        return node;
    };

    // A laid-out block wider than the output scrolls sideways; one that
    // scrolls takes the keyboard's focus, so it can be scrolled without a
    // pointer (and only those: the log is not a row of tab stops).
    var markScrolling = function (node) {
        var wide = node.scrollWidth > node.clientWidth + 1;
        if (wide && !node.hasAttribute("tabindex")) {
            node.tabIndex = 0;
            node.setAttribute("aria-label", "A table: scroll sideways to read it whole");
        } else if (!wide && node.hasAttribute("tabindex")) {
            node.removeAttribute("tabindex");
            node.removeAttribute("aria-label");
        }
    };
    var markAllScrolling = function () {
        if (output) { Array.prototype.forEach.call(output.querySelectorAll(".ff-laid-out"), markScrolling); }
    };

    var append = function (node) {
        if (!output) { return; }
        output.appendChild(node);
        if (node.classList && node.classList.contains("ff-laid-out")) { markScrolling(node); }
        while (output.childElementCount > MAX_ENTRIES) { output.removeChild(output.firstElementChild); }
        scrollDown();
    };

    var onText = function (args, kwargs) {
        var html = args && args[0];
        if (typeof html !== "string" || html === "") { return; }
        if (kwargs.from_channel !== undefined && kwargs.from_channel !== null) {
            emitter.emit("fourfold_channel", [html], kwargs);
            return;
        }
        var kind = typeof kwargs.type === "string" ? kwargs.type : "";
        var node = entry(html, kind);
        append(node);
        emitter.emit("fourfold_line", [node.textContent, kind], {node: node});
    };

    var setConnection = function (text, closed) {
        var line = byId("ff-connection");
        if (line) { line.textContent = text; }
        var again = byId("ff-reconnect");
        if (again) { again.hidden = !closed; }
        document.documentElement.dataset.connected = closed ? "false" : "true";
    };

    // Send a typed line (or a button's command) as if typed in a telnet client.
    var send = function (line, options) {
        if (typeof line !== "string" || !window.Evennia || !Evennia.isConnected || !Evennia.isConnected()) {
            notice("Not connected: the line was not sent.");
            return false;
        }
        if (!(options && options.quiet) && window.FourfoldEcho) { append(FourfoldEcho.node(line)); }
        stuck = true;
        Evennia.msg("text", [line], {});
        emitter.emit("fourfold_sent", [line], {});
        scrollDown();
        return true;
    };

    var oob = function (cmdname, kwargs) {
        if (window.Evennia && Evennia.isConnected && Evennia.isConnected()) {
            Evennia.msg(cmdname, [], kwargs || {});
            return true;
        }
        return false;
    };

    var notice = function (text) {
        var line = byId("ff-notice");
        if (line) { line.textContent = text || ""; }
    };

    var setTitle = function (prefix) {
        document.title = prefix ? prefix + " - " + baseTitle : baseTitle;
    };

    // The page's height is the visual viewport's: the on-screen keyboard
    // of a phone shrinks it, and the composer stays in sight above it.
    var fitViewport = function () {
        var view = window.visualViewport;
        if (!view) { return; }
        document.documentElement.style.setProperty("--ff-height", Math.round(view.height) + "px");
        if (view.offsetTop > 0) { window.scrollTo(0, 0); }
        markAllScrolling();
        scrollDown();
    };

    emitter.on("text", onText);
    emitter.on("prompt", function (args) {
        if (args && typeof args[0] === "string" && args[0] !== "") { append(entry(args[0], "prompt")); }
    });
    emitter.on("connection_open", function () { setConnection("Connected", false); });
    emitter.on("connection_close", function () {
        setConnection("Disconnected", true);
        append(entry("The connection to the game closed.", "system"));
    });
    emitter.on("connection_error", function () { setConnection("Connection lost", true); });
    emitter.on("char_vitals", function (args, kwargs) { me = kwargs && kwargs.name ? kwargs.name : me; });
    emitter.on("default", function () {});  // an event no script takes is left alone

    document.addEventListener("DOMContentLoaded", function () {
        output = byId("messagewindow");
        if (output) {
            output.addEventListener("scroll", function () {
                stuck = output.scrollHeight - output.scrollTop - output.clientHeight < 40;
            });
        }
        var again = byId("ff-reconnect");
        if (again) {
            again.addEventListener("click", function () {
                setConnection("Connecting\u2026", false);
                if (window.Evennia && Evennia.connect) { Evennia.connect(); }
            });
        }
        if (window.visualViewport) {
            window.visualViewport.addEventListener("resize", fitViewport);
            window.visualViewport.addEventListener("scroll", fitViewport);
            fitViewport();
        }
        // Every script has subscribed by now: connect (evennia.js's own later
        // call to init does nothing once this one ran).
        if (window.Evennia && Evennia.init) { Evennia.init({emitter: emitter}); }
    });

    return {
        on: emitter.on, emit: emitter.emit, send: send, oob: oob, notice: notice, setTitle: setTitle,
        append: append, entry: entry, me: function () { return me; }
    };
})();
