/*
 * Fourfold's composer on the play page: a text of several lines (Enter
 * sends, Shift+Enter starts a new line), sent as a pose, say, emit, ooc or
 * a command as typed; the texts sent come back with the up key (and down);
 * a preview drawn by the game itself (the fourfold_preview input function:
 * web/webclient/preview.py), so colour codes and |/ look as they will.
 *
 * A new line in a pose, emit or ooc is sent as |/ (the game's line break,
 * as a telnet player types it); a say is one line; a command text sends
 * each of its lines as one command, as a telnet client would. A text too
 * big for the Portal (FOURFOLD_PORTAL_MAX_WEBSOCKET) is not sent, and the
 * player is told, rather than the connection being dropped.
 */
(function () {
    "use strict";
    var PREFIX = {command: "", pose: "pose ", say: "say ", emit: "emit ", ooc: "ooc "};
    var HISTORY = 50;
    var history = [], back = -1, draft = "";
    var previewId = 0, previewTimer = null;
    var field, kind, preview, toggle, sends;

    var byId = function (id) { return document.getElementById(id); };

    var maxBytes = function () { return parseInt(document.documentElement.dataset.maxbytes || "0", 10) || 0; };

    var bytesOf = function (line) {
        var json = JSON.stringify(["text", [line], {cmdid: 0}]);
        return window.TextEncoder ? new TextEncoder().encode(json).length : json.length * 3;
    };

    // The lines a text makes for the chosen kind.
    var linesOf = function (text, how) {
        text = text.replace(/\r\n?/g, "\n");
        if (how === "command") {
            return text.split("\n").filter(function (line) { return line.trim() !== ""; });
        }
        var body = how === "say" ? text.replace(/\s*\n\s*/g, " ") : text.replace(/\n/g, "|/");
        return body.trim() === "" ? [] : [PREFIX[how] + body];
    };

    var describe = function () {
        var how = kind.value;
        var what = how === "command" ? "each line as a command, as typed" : PREFIX[how] + "<your text>";
        sends.textContent = "Sends " + what + ". Enter sends, Shift+Enter starts a new line, Up brings back your last text.";
        kind.title = how === "command" ? "sent exactly as typed" : PREFIX[how] + "<text>";
    };

    // The field grows with the text, up to a third of the window.
    var grow = function () {
        field.style.height = "auto";
        field.style.height = Math.min(field.scrollHeight + 2, Math.round(window.innerHeight / 3)) + "px";
    };

    var send = function () {
        var text = field.value;
        var lines = linesOf(text, kind.value);
        if (!lines.length) { return; }
        var limit = maxBytes();
        var big = lines.filter(function (line) { return limit && bytesOf(line) > limit; });
        if (big.length) {
            FourfoldPlay.notice("That is too long to send in one piece (the game takes " + limit +
                                " bytes at most): split it in two.");
            return;
        }
        for (var i = 0; i < lines.length; i++) {
            if (!FourfoldPlay.send(lines[i])) { return; }  // not connected: the text stays
        }
        history.push({text: text, kind: kind.value});
        if (history.length > HISTORY) { history.shift(); }
        back = -1;
        field.value = "";
        grow();
        FourfoldPlay.notice("");
        refreshPreview();
    };

    var recall = function (step) {
        if (!history.length) { return false; }
        if (back === -1) { draft = field.value; }
        var next = back === -1 ? (step < 0 ? history.length - 1 : -1) : back + step;
        if (next < -1 || next >= history.length) { return false; }
        back = next;
        if (back === -1) {
            field.value = draft;
        } else {
            field.value = history[back].text;
            kind.value = history[back].kind;
            describe();
        }
        field.setSelectionRange(field.value.length, field.value.length);
        grow();
        refreshPreview();
        return true;
    };

    var onKey = function (event) {
        if (event.isComposing) { return; }
        if (event.key === "Enter" && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey) {
            event.preventDefault();
            send();
        } else if (event.key === "ArrowUp" && field.selectionStart === 0 && field.selectionEnd === 0) {
            if (recall(-1)) { event.preventDefault(); }
        } else if (event.key === "ArrowDown" && back !== -1 && field.selectionStart === field.value.length) {
            if (recall(1)) { event.preventDefault(); }
        }
    };

    // The preview: the text as the room will see it, drawn by the game.
    var previewText = function () {
        var how = kind.value, text = field.value.replace(/\r\n?/g, "\n");
        if (!text.trim()) { return ""; }
        var name = FourfoldPlay.me() || "You";
        if (how === "pose") { return name + " " + text.replace(/\n/g, "|/"); }
        if (how === "say") { return name + ' says, "' + text.replace(/\s*\n\s*/g, " ") + '"'; }
        if (how === "command") { return text; }
        return text.replace(/\n/g, "|/");
    };

    var refreshPreview = function () {
        if (!preview || preview.hidden) { return; }
        clearTimeout(previewTimer);
        previewTimer = setTimeout(function () {
            var text = previewText();
            if (!text) { preview.textContent = "Nothing to preview yet."; return; }
            previewId += 1;
            if (!FourfoldPlay.oob("fourfold_preview", {text: text, id: previewId})) {
                preview.textContent = "The preview needs the connection to the game.";
            }
        }, 200);
    };

    FourfoldPlay.on("fourfold_preview", function (args, kwargs) {
        if (preview && kwargs.id === previewId && typeof kwargs.html === "string") {
            preview.innerHTML = kwargs.html;  // the game's HTML converter: players' text escaped
        }
    });

    document.addEventListener("DOMContentLoaded", function () {
        field = byId("inputfield");
        kind = byId("ff-kind");
        preview = byId("ff-preview");
        toggle = byId("ff-preview-toggle");
        sends = byId("ff-sends");
        if (!field || !kind) { return; }
        try { kind.value = localStorage.getItem("fourfold-kind") || "command"; } catch (e) { kind.value = "command"; }
        if (!PREFIX.hasOwnProperty(kind.value)) { kind.value = "command"; }
        describe();
        kind.addEventListener("change", function () {
            describe();
            try { localStorage.setItem("fourfold-kind", kind.value); } catch (e) { /* private mode */ }
            refreshPreview();
        });
        field.addEventListener("keydown", onKey);
        field.addEventListener("input", function () { grow(); refreshPreview(); });
        byId("ff-composer").addEventListener("submit", function (event) {
            event.preventDefault();
            send();
            field.focus();
        });
        toggle.addEventListener("click", function () {
            preview.hidden = !preview.hidden;
            toggle.setAttribute("aria-expanded", preview.hidden ? "false" : "true");
            refreshPreview();
        });
        field.focus();
    });
})();
