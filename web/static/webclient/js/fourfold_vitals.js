/*
 * Fourfold: the web client's status line shows the character's vitals,
 * from the char_vitals OOB event (what telnet clients get as GMCP
 * Char.Vitals; typeclasses/vitals.py).
 */
$(document).ready(function () {
    Evennia.emitter.on("char_vitals", function (args, kwargs) {
        var v = kwargs || {};
        var line = $("#fourfold-vitals");
        if (!v.name) { line.text(""); return; }
        var parts = [v.name];
        if (v.luck !== undefined) { parts.push("Luck " + v.luck); }
        if (v.wounds !== undefined) {
            parts.push("Wounds " + v.wounds + " (" + Number(v.wound_total).toFixed(2) + ", " + v.wound_penalty + " dice)");
        }
        if (v.lp !== undefined) { parts.push("LP " + v.lp + "/" + v.lp_max); }
        if (v.hp !== undefined) { parts.push("HP " + v.hp + "/" + v.hp_max); }
        if (v.combat) { parts.push("Combat #" + v.combat + " turn " + v.combat_turn); }
        line.text(parts.join("  |  "));
    });
});
