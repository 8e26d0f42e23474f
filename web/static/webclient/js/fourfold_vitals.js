/*
 * Fourfold: the play page's vitals line and Sheet tab, for the ruleset of
 * the room the character stands in only. The char_vitals event (what
 * telnet clients get as GMCP Char.Vitals; typeclasses/vitals.py) names
 * that ruleset and holds only its vitals: fs3 Luck and wounds, muse Life
 * Points, pbta HP, mw Words and Gains. The Sheet tab is the website's sheet
 * section of that ruleset (web/webclient/views.py, sheet), fetched when
 * the tab is opened and, while it is open, when the vitals change (a page
 * request costs the game a write of the browser's session: none is made
 * for a tab nobody looks at).
 */
window.FourfoldVitals = (function () {
    "use strict";
    var timer = null, last = null, stale = true;

    // "1 die", "2 dice": a count as a person says it.
    var dice = function (n) { return n + (Math.abs(n) === 1 ? " die" : " dice"); };

    // fs3 wounds as a player reads them: "Wounds: none" when unhurt, else
    // how many and the dice they take off every roll (the wound total's
    // fractions are on the Sheet tab and in +damage).
    var woundsText = function (count, penalty) {
        count = Number(count) || 0;
        penalty = Math.abs(Number(penalty) || 0);
        if (count <= 0) { return "Wounds: none"; }
        return "Wounds: " + count + " (" + (penalty ? "-" + dice(penalty) + " on every roll"
                                                    : "no dice lost") + ")";
    };

    var parts = function (v) {
        var found = [v.name];
        if (v.ruleset) { found.push(v.ruleset); }
        if (v.luck !== undefined) { found.push("Luck " + v.luck); }
        if (v.wounds !== undefined) { found.push(woundsText(v.wounds, v.wound_penalty)); }
        if (v.lp !== undefined) { found.push("LP " + v.lp + "/" + v.lp_max); }
        if (v.hp !== undefined) { found.push("HP " + v.hp + "/" + v.hp_max); }
        if (Array.isArray(v.words)) {
            found.push("Words " + v.words.map(function (w) {
                var die = "d" + w.die + (w.die < w.full ? " of d" + w.full : "");
                return w.letter + " " + w.name + " " + die;
            }).join(", "));
        }
        if (v.gains !== undefined) { found.push("Gains " + v.gains); }
        if (v.combat) { found.push("Combat #" + v.combat + " turn " + v.combat_turn); }
        return found;
    };

    var refreshSheet = function () {
        var box = document.getElementById("ff-sheet");
        if (!box || !box.dataset.url || !window.fetch) { return; }
        var pane = document.getElementById("pane-sheet");
        if (pane && pane.hidden) { stale = true; return; }
        stale = false;
        fetch(box.dataset.url, {credentials: "same-origin", headers: {"Accept": "text/html"}})
            .then(function (answer) { return answer.ok ? answer.text() : null; })
            .then(function (html) {
                if (typeof html === "string") { box.innerHTML = html; }  // our own template's HTML
            })
            .catch(function () { /* the tab keeps what it showed */ });
    };

    var soon = function () {
        clearTimeout(timer);
        timer = setTimeout(refreshSheet, 400);
    };

    FourfoldPlay.on("char_vitals", function (args, v) {
        var line = document.getElementById("fourfold-vitals");
        if (!v || !v.name) {
            if (line) { line.textContent = ""; }
            return;
        }
        if (line) { line.textContent = parts(v).join("  |  "); }
        var key = JSON.stringify(v);
        if (key !== last) { last = key; soon(); }
    });
    FourfoldPlay.on("fourfold_tab", function (args) {
        if (args && args[0] === "sheet" && stale) { soon(); }
    });

    return {parts: parts, woundsText: woundsText, refreshSheet: refreshSheet};
})();
