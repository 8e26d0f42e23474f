/*
 * Fourfold: the play page shows each line the player sends, dimmed, in
 * the output (as Mudlet and most MUD clients do), so every answer can be
 * matched to what was typed. The password of `connect` and `create` is
 * shown as stars. The line is set as text, never as markup.
 */
window.FourfoldEcho = (function () {
    "use strict";
    var shown = function (line) {
        var match = /^(\s*(?:connect|create|conn|co|cre|cr)\s+)("[^"]*"|\S+)(\s+)(.+)$/i.exec(line);
        if (match) {
            return match[1] + match[2] + match[3] + "*".repeat(Math.min(match[4].length, 8));
        }
        return line;
    };

    // The output entry for a sent line.
    var node = function (line) {
        var block = document.createElement("div");
        block.className = "ff-echo-line";
        var span = document.createElement("span");
        span.className = "fourfold-echo";
        span.textContent = "> " + shown(line);
        block.appendChild(span);
        return block;
    };

    return {shown: shown, node: node};
})();
