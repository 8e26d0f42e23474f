/*
 * A running scene's page, live (features/scenes/templates/scenes/live.html).
 *
 * Over Evennia's websocket (evennia.js, loaded before this file), with the
 * website's sign-in carried by the browser session's key (csessid), as the
 * web client does. The protocol is docs/live_protocol.md: this page sends
 * scene_watch and scene_post and listens for scene_entry, scene_state and
 * scene_error. New entries are appended by their number and read out by a
 * polite live region; earlier entries come a page at a time from
 * /scenes/<id>/entries/?before=<seq>, and after a reconnect what was
 * missed comes from ?after=<seq>. No HTML is built here from players' text:
 * the entries' HTML is the game's, escaped by it; names go in as text.
 */
(function () {
    "use strict";
    var root = document.getElementById("ff-live");
    if (!root) { return; }
    var data = root.dataset;
    var sceneId = parseInt(data.scene, 10);
    var random = function () { return Math.random().toString(36).substring(2, 15); };

    // What evennia.js reads when it connects (as webclient/base.html gives it).
    window.wsactive = data.wsactive === "true";
    window.csessid = data.csessid || false;
    window.cuid = random() + random();
    if (data.wsurl) {
        window.wsurl = data.wsurl;
    } else {
        var scheme = window.location.protocol === "https:" ? "wss://" : "ws://";
        window.wsurl = scheme + window.location.hostname + ":" + data.wsport;
    }

    var log, announce, connection, earlier, composer, text, errorLine, people, turnLine;
    var firstSeq = parseInt(data.firstSeq, 10) || 0;
    var lastSeq = parseInt(data.lastSeq, 10) || 0;
    var lastSent = "";
    var everOpen = false;
    var retry = 1000;

    function say(where, message) { where.textContent = message; }

    function hasEntry(seq) {
        return !!log.querySelector('.ff-entry[data-seq="' + seq + '"]');
    }

    function addEntryHtml(seq, html, announceIt, plain) {
        if (hasEntry(seq)) { return; }
        var holder = document.createElement("div");
        holder.className = "ff-entry";
        holder.setAttribute("data-seq", String(seq));
        holder.innerHTML = html;  // the game's HTML: players' text escaped by it
        log.appendChild(holder);
        lastSeq = Math.max(lastSeq, seq);
        document.getElementById("ff-live-empty").hidden = true;
        if (announceIt) {
            var line = document.createElement("p");
            line.textContent = plain;
            announce.appendChild(line);
            while (announce.childNodes.length > 5) { announce.removeChild(announce.firstChild); }
        }
    }

    function fetchEntries(query, place) {
        var request = new XMLHttpRequest();
        request.open("GET", data.entriesUrl + query);
        request.setRequestHeader("Accept", "application/json");
        request.onload = function () {
            if (request.status !== 200) { return; }
            var found = JSON.parse(request.responseText);
            if (!found.html) { return; }
            var box = document.createElement("div");
            box.innerHTML = found.html;
            var blocks = Array.prototype.slice.call(box.children).filter(function (el) {
                return !hasEntry(el.getAttribute("data-seq"));
            });
            if (place === "before") {
                var anchor = log.firstElementChild;
                blocks.forEach(function (el) { log.insertBefore(el, anchor); });
                firstSeq = found.first || firstSeq;
                earlier.hidden = !found.more;
            } else {
                blocks.forEach(function (el) { log.appendChild(el); });
                lastSeq = Math.max(lastSeq, found.last || 0);
                if (found.more) { fetchEntries("?after=" + lastSeq, "after"); }
            }
            if (blocks.length) { document.getElementById("ff-live-empty").hidden = true; }
        };
        request.send();
    }

    function idleText(seconds) {
        if (seconds < 60) { return "active now"; }
        if (seconds < 3600) { return "idle " + Math.floor(seconds / 60) + " min"; }
        return "idle " + Math.floor(seconds / 3600) + " h";
    }

    function showState(state) {
        if (state.scene !== sceneId) { return; }
        people.textContent = "";
        state.participants.forEach(function (p) {
            var item = document.createElement("li");
            item.textContent = p.name + (p.you ? " (you)" : "") + ", " + idleText(p.idle);
            people.appendChild(item);
        });
        if (state.order && state.turn) {
            turnLine.hidden = false;
            say(turnLine, state.your_turn ? "Pose order: it is your turn." : "Pose order: " + state.turn + " is next.");
        } else {
            turnLine.hidden = true;
        }
        say(document.getElementById("ff-live-status-word"),
            state.status === "running" ? "Running" : (state.status === "paused" ? "Paused" : "Finished"));
        if (composer) {
            document.getElementById("ff-live-send").disabled = !state.may_post;
            if (!state.may_post) { say(errorLine, "You cannot post into the scene now (it is not running, or you are not in it)."); }
            else if (errorLine.textContent.indexOf("cannot post") === 0) { say(errorLine, ""); }
        }
    }

    function kind() {
        var checked = composer.querySelector('input[name="kind"]:checked');
        return checked ? checked.value : "pose";
    }

    function send() {
        var body = text.value;
        if (!body.trim()) { say(errorLine, "Write something to post first."); return; }
        if (!Evennia.isConnected()) { say(errorLine, "Not connected to the game: wait a moment and send again."); return; }
        lastSent = body;
        say(errorLine, "");
        Evennia.msg("scene_post", [], {scene: sceneId, kind: kind(), text: body});
        text.value = "";
    }

    function connect() {
        Evennia.init();
        Evennia.emitter.on("connection_open", function () {
            everOpen = true;
            retry = 1000;
            say(connection, "Following the scene live.");
            Evennia.msg("scene_watch", [], {scene: sceneId});
            if (lastSeq) { fetchEntries("?after=" + lastSeq, "after"); }  // what was missed
        });
        Evennia.emitter.on("connection_close", function () {
            say(connection, everOpen ? "The connection to the game was lost; trying again." :
                "Could not reach the game; trying again.");
            window.setTimeout(function () { Evennia.connect(); }, retry);
            retry = Math.min(retry * 2, 30000);
        });
        Evennia.emitter.on("scene_entry", function (args, entry) {
            if (entry.scene === sceneId) { addEntryHtml(entry.seq, entry.html, true, entry.text); }
        });
        Evennia.emitter.on("scene_state", function (args, state) { showState(state); });
        Evennia.emitter.on("scene_error", function (args, error) {
            if (error.scene !== sceneId && error.scene !== null) { return; }
            say(composer ? errorLine : connection, error.message);
            if (composer && !text.value) { text.value = lastSent; }
        });
    }

    document.addEventListener("DOMContentLoaded", function () {
        log = document.getElementById("ff-live-log");
        announce = document.getElementById("ff-live-announce");
        connection = document.getElementById("ff-live-connection");
        earlier = document.getElementById("ff-live-earlier");
        people = document.getElementById("ff-live-people");
        turnLine = document.getElementById("ff-live-turn");
        composer = document.getElementById("ff-live-composer");
        earlier.addEventListener("click", function () { fetchEntries("?before=" + firstSeq, "before"); });
        if (composer) {
            text = document.getElementById("ff-live-text");
            errorLine = document.getElementById("ff-live-error");
            composer.addEventListener("submit", function (event) { event.preventDefault(); send(); });
            text.addEventListener("keydown", function (event) {
                if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
                    event.preventDefault();
                    send();
                }
            });
        }
        if (window.Evennia) { connect(); }
        else { say(connection, "The live page needs the game's web client script; reload the page."); }
    });
})();
