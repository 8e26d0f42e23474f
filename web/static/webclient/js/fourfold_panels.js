/*
 * Fourfold: the play page's tabs and the panels' own controls.
 *
 * - Tabs (ARIA tabs: arrow keys, Home and End move between them): beside
 *   the output on a wide screen; on a phone the output is a tab too, and
 *   one thing shows at a time.
 * - Every button with data-send sends that command as if typed (and names
 *   it: its title and its visible text), so a player learns the telnet way.
 * - +odds and +roll from the Odds tab; channel talk (messages the game
 *   marks from_channel) in the Channels tab, with an unread count, and a
 *   line to talk on a channel by its alias.
 * - The "notify me" button asks the browser's permission for the your-turn
 *   notification (fourfold_scene.js).
 */
(function () {
    "use strict";
    var PHONE = window.matchMedia ? window.matchMedia("(max-width: 899px)") : {matches: false};
    var MAX_CHANNEL_LINES = 500;
    var unread = 0;
    var byId = function (id) { return document.getElementById(id); };
    var tabs = function () { return Array.from(document.querySelectorAll("#ff-tabs [role=tab]")); };
    var nameOf = function (tab) { return tab.id.replace(/^tab-/, ""); };
    var shown = function (tab) { return !(tab.classList.contains("ff-phone-only") && !PHONE.matches); };

    var select = function (name, focus) {
        var play = byId("ff-play");
        if (!PHONE.matches && name === "room") { name = play.dataset.side || "scene"; }
        if (name !== "room") { play.dataset.side = name; }
        play.dataset.tab = name;
        tabs().forEach(function (tab) {
            var on = nameOf(tab) === name;
            tab.setAttribute("aria-selected", on ? "true" : "false");
            tab.tabIndex = on ? 0 : -1;
            if (on && focus) { tab.focus(); }
        });
        document.querySelectorAll(".ff-pane").forEach(function (pane) {
            pane.hidden = pane.id !== "pane-" + name;
        });
        byId("pane-room").hidden = PHONE.matches && name !== "room";
        if (name === "channels") {
            unread = 0;
            byId("ff-unread").textContent = "";
        }
        FourfoldPlay.emit("fourfold_tab", [name], {});
    };

    var onTabKey = function (event) {
        var list = tabs().filter(shown);
        var at = list.indexOf(event.target);
        if (at < 0) { return; }
        var next = null;
        if (event.key === "ArrowRight" || event.key === "ArrowDown") { next = list[(at + 1) % list.length]; }
        if (event.key === "ArrowLeft" || event.key === "ArrowUp") { next = list[(at - 1 + list.length) % list.length]; }
        if (event.key === "Home") { next = list[0]; }
        if (event.key === "End") { next = list[list.length - 1]; }
        if (next) {
            event.preventDefault();
            select(nameOf(next), true);
        }
    };

    // After a panel's button sends a command, a phone shows the answer.
    var sendFromPanel = function (command) {
        if (FourfoldPlay.send(command) && PHONE.matches) { select("room", false); }
    };

    var onChannel = function (args) {
        var log = byId("ff-channel-log");
        if (!log || typeof args[0] !== "string") { return; }
        var line = document.createElement("div");
        line.className = "ff-channel-line";
        line.innerHTML = args[0];  // the Portal's HTML, as in the output
        log.appendChild(line);
        while (log.childElementCount > MAX_CHANNEL_LINES) { log.removeChild(log.firstElementChild); }
        log.scrollTop = log.scrollHeight;
        if (byId("ff-play").dataset.tab !== "channels") {
            unread += 1;
            byId("ff-unread").textContent = "(" + unread + " new)";
        }
    };

    var notifyLabel = function () {
        var button = byId("ff-notify");
        if (!button) { return; }
        if (!window.Notification) {
            button.textContent = "Notifications: not in this browser";
            button.disabled = true;
        } else if (Notification.permission === "granted") {
            button.textContent = "Notifications on my turn: allowed";
        } else if (Notification.permission === "denied") {
            button.textContent = "Notifications: blocked in the browser's settings";
        }
    };

    FourfoldPlay.on("fourfold_channel", onChannel);

    document.addEventListener("DOMContentLoaded", function () {
        tabs().forEach(function (tab) {
            tab.addEventListener("click", function () { select(nameOf(tab), false); });
            tab.addEventListener("keydown", onTabKey);
        });
        select(PHONE.matches ? "room" : "scene", false);
        if (PHONE.addEventListener) {
            PHONE.addEventListener("change", function () { select(PHONE.matches ? "room" : "scene", false); });
        }
        document.addEventListener("click", function (event) {
            var target = event.target.closest ? event.target.closest("[data-send]") : null;
            if (!target) { return; }
            event.preventDefault();
            sendFromPanel(target.dataset.send);
        });
        var odds = byId("ff-odds-input");
        var roll = function (command) {
            var what = odds.value.trim();
            if (!what) {
                FourfoldPlay.notice("Type the roll first, for example Alertness.");
                odds.focus();
                return;
            }
            sendFromPanel(command + " " + what);
        };
        byId("ff-odds-form").addEventListener("submit", function (event) {
            event.preventDefault();
            roll("+odds");
        });
        byId("ff-roll-send").addEventListener("click", function () { roll("+roll"); });
        var alias = byId("ff-channel-alias"), said = byId("ff-channel-text");
        var label = function () {
            var code = byId("ff-channel-send").querySelector("code");
            var name = alias.value.trim() || "<alias>";
            code.textContent = name + " <text>";
            byId("ff-channel-send").title = name + " <text>";
        };
        alias.addEventListener("input", label);
        byId("ff-channel-form").addEventListener("submit", function (event) {
            event.preventDefault();
            var name = alias.value.trim(), text = said.value.trim();
            if (!name || /\s/.test(name) || !text) {
                FourfoldPlay.notice("Name the channel's alias (one word, e.g. pub) and what to say.");
                return;
            }
            if (FourfoldPlay.send(name + " " + text, {})) { said.value = ""; }
        });
        var notify = byId("ff-notify");
        notifyLabel();
        notify.addEventListener("click", function () {
            if (!window.Notification || Notification.permission !== "default") { notifyLabel(); return; }
            Notification.requestPermission().then(notifyLabel, notifyLabel);
        });
    });
})();
