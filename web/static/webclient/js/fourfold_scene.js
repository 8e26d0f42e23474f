/*
 * Fourfold: the play page's Scene tab and the "your turn" notice, over the
 * live-scene protocol (features/scenes/live/; the brief in the repository's
 * docs): the game tells the page the scene of the room the character
 * stands in (room_scene), the page watches it (scene_watch / scene_unwatch)
 * and draws each scene_state: title, participants with how long each has
 * been idle, the pose order and whose turn it is, and the buttons the
 * player may use, each naming the +scene command it sends.
 *
 * "Your turn" (the your_turn event, or scene_state.your_turn): the tab's
 * title says so, an optional sound plays (off unless the player turns it
 * on) and, if the player allowed it, the browser shows a notification.
 * The game's own "[Pose order] <name> is next." line is read too, for a
 * game without the protocol.
 */
window.FourfoldScene = (function () {
    "use strict";
    var watching = null, state = null, stateAt = 0, protocol = false, turnShown = false;
    var audio = null;

    var byId = function (id) { return document.getElementById(id); };

    var idleText = function (seconds) {
        seconds = Math.max(0, Math.round(seconds || 0));
        if (seconds < 60) { return seconds + "s"; }
        var minutes = Math.floor(seconds / 60);
        if (minutes < 60) { return minutes + "m"; }
        return Math.floor(minutes / 60) + "h " + (minutes % 60) + "m";
    };

    var button = function (label, command) {
        var b = document.createElement("button");
        b.type = "button";
        b.className = "ff-cmd";
        b.dataset.send = command;
        b.title = command;
        b.appendChild(document.createTextNode(label + ": "));
        var code = document.createElement("code");
        code.textContent = command;
        b.appendChild(code);
        return b;
    };

    var drawPeople = function () {
        var list = byId("ff-scene-people");
        if (!list || !state) { return; }
        var elapsed = (Date.now() - stateAt) / 1000;
        list.textContent = "";
        var people = (state.participants || []).slice();
        if (state.order) {  // who has waited longest first, the one whose turn it is at the top
            people.sort(function (a, b) {
                if (a.name === state.turn) { return -1; }
                if (b.name === state.turn) { return 1; }
                return (b.idle || 0) - (a.idle || 0);
            });
        }
        people.forEach(function (p) {
            var item = document.createElement("li");
            var name = document.createElement("span");
            name.className = "ff-person";
            name.textContent = p.name + (p.you ? " (you)" : "");
            item.appendChild(name);
            var idle = document.createElement("span");
            idle.className = "ff-idle";
            idle.textContent = " idle " + idleText((p.idle || 0) + elapsed);
            item.appendChild(idle);
            if (state.order && state.turn && p.name === state.turn) {
                item.className = "ff-current";
                item.setAttribute("aria-current", "true");
                idle.textContent += ", next to pose";
            }
            list.appendChild(item);
        });
    };

    var draw = function () {
        var none = byId("ff-scene-none"), box = byId("ff-scene");
        if (!none || !box) { return; }
        if (!state) {
            none.hidden = false;
            box.hidden = true;
            return;
        }
        none.hidden = true;
        box.hidden = false;
        byId("ff-scene-title").textContent = state.title || "(untitled)";
        byId("ff-scene-status").textContent = "Scene " + state.scene + ", " + (state.status || "running") +
            (state.ruleset ? ", " + state.ruleset : "") + (state.order ? ", pose order on" : ", no pose order");
        var turn = byId("ff-scene-turn");
        turn.textContent = !state.order ? "" : state.your_turn ? "Your turn to pose." :
            state.turn ? state.turn + " poses next." : "";
        byId("ff-scene-people-title").textContent = state.order ? "Pose order" : "Participants";
        drawPeople();
        var buttons = byId("ff-scene-buttons");
        buttons.textContent = "";
        var joined = (state.participants || []).some(function (p) { return p.you; });
        if (!joined) { buttons.appendChild(button("Join", "+scene/join " + state.scene)); }
        if (state.may_start && state.status === "paused") { buttons.appendChild(button("Resume", "+scene/resume")); }
        if (state.may_finish) {
            buttons.appendChild(button(state.order ? "Pose order off" : "Pose order on",
                                       "+scene/order " + (state.order ? "off" : "on")));
            if (state.status === "running") { buttons.appendChild(button("Pause", "+scene/pause")); }
            buttons.appendChild(button("Finish", "+scene/finish"));
        }
        var link = byId("ff-scene-link");
        link.href = "/scenes/" + encodeURIComponent(state.scene) + "/";
    };

    var beep = function () {
        if (!audio) { return; }
        try {
            [0, 0.18].forEach(function (at) {
                var tone = audio.createOscillator(), gain = audio.createGain();
                tone.frequency.value = 660;
                gain.gain.value = 0.08;
                tone.connect(gain);
                gain.connect(audio.destination);
                tone.start(audio.currentTime + at);
                tone.stop(audio.currentTime + at + 0.12);
            });
        } catch (e) { /* no sound then */ }
    };

    var soundOn = function () {
        var box = byId("ff-sound");
        return !!(box && box.checked);
    };

    var yourTurn = function (title) {
        var said = "Your turn to pose" + (title ? " in " + title : "") + ".";
        FourfoldPlay.setTitle("Your turn");
        FourfoldPlay.notice(said);
        turnShown = true;
        if (soundOn()) { beep(); }
        if (window.Notification && Notification.permission === "granted" &&
                (document.hidden || !document.hasFocus())) {
            try { new Notification("Your turn", {body: said, tag: "fourfold-turn"}); } catch (e) { /* none */ }
        }
    };

    var turnOver = function () {
        if (!turnShown) { return; }
        turnShown = false;
        FourfoldPlay.setTitle("");
        FourfoldPlay.notice("");
    };

    var watch = function (scene) {
        if (scene === watching) { return; }
        if (watching !== null) { FourfoldPlay.oob("scene_unwatch", {scene: watching}); }
        watching = scene === undefined ? null : scene;
        state = null;
        if (watching !== null) { FourfoldPlay.oob("scene_watch", {scene: watching}); }
        draw();
    };

    FourfoldPlay.on("room_scene", function (args, kwargs) {
        protocol = true;
        watch(kwargs.scene === null || kwargs.scene === undefined ? null : kwargs.scene);
    });
    FourfoldPlay.on("scene_state", function (args, kwargs) {
        protocol = true;
        if (watching !== null && kwargs.scene !== watching) { return; }
        watching = kwargs.scene;
        var wasMine = !!(state && state.your_turn);
        state = kwargs;
        stateAt = Date.now();
        draw();
        if (state.your_turn && state.order && !wasMine) { yourTurn(state.title); }
        if (!state.your_turn && wasMine) { turnOver(); }
        if (state.status === "finished") { watch(null); }
    });
    FourfoldPlay.on("your_turn", function (args, kwargs) {
        protocol = true;
        if (!turnShown) { yourTurn(kwargs.title); }
    });
    FourfoldPlay.on("scene_error", function (args, kwargs) {
        if (kwargs && typeof kwargs.message === "string") { FourfoldPlay.notice(kwargs.message); }
    });
    FourfoldPlay.on("fourfold_line", function (args) {
        if (protocol) { return; }
        var match = /\[Pose order\] (.+) is next\./.exec(args[0] || "");
        if (match && match[1] === FourfoldPlay.me()) { yourTurn(""); }
    });
    FourfoldPlay.on("fourfold_sent", function () {
        if (turnShown) { FourfoldPlay.setTitle(""); }
    });
    FourfoldPlay.on("connection_close", function () { watching = null; state = null; draw(); });

    document.addEventListener("DOMContentLoaded", function () {
        draw();
        setInterval(drawPeople, 15000);
        var form = byId("ff-scene-start-form");
        if (form) {
            form.addEventListener("submit", function (event) {
                event.preventDefault();
                var title = byId("ff-scene-title-input").value.trim();
                if (FourfoldPlay.send(title ? "+scene/start " + title : "+scene/start")) {
                    byId("ff-scene-title-input").value = "";
                }
            });
        }
        var sound = byId("ff-sound");
        if (sound) {
            try { sound.checked = localStorage.getItem("fourfold-sound") === "on"; } catch (e) { sound.checked = false; }
            var wake = function () {
                if (sound.checked && !audio && (window.AudioContext || window.webkitAudioContext)) {
                    audio = new (window.AudioContext || window.webkitAudioContext)();
                }
            };
            sound.addEventListener("change", function () {
                try { localStorage.setItem("fourfold-sound", sound.checked ? "on" : "off"); } catch (e) { /* */ }
                wake();
                if (sound.checked) { beep(); }
            });
            document.addEventListener("click", wake, {once: true});
        }
    });

    return {idleText: idleText, yourTurn: yourTurn};
})();
