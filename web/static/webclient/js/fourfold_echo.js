/*
 * Fourfold: the web client shows each line the player sends, dimmed, in
 * the output (as Mudlet and most MUD clients do), so every answer can be
 * matched to what was typed. The password of `connect` and `create` is
 * shown as stars.
 */
let fourfold_echo = (function () {
    var escape = function (text) {
        return $("<div>").text(text).html();
    };

    var shown = function (line) {
        var match = /^(\s*(?:connect|create|conn|co|cre|cr)\s+)("[^"]*"|\S+)(\s+)(.+)$/i.exec(line);
        if (match) {
            return match[1] + match[2] + match[3] + "*".repeat(Math.min(match[4].length, 8));
        }
        return line;
    };

    var onSend = function (line) {
        if (typeof line === "string" && line.trim() !== "") {
            window.plugin_handler.onText(
                ["<span class='fourfold-echo'>&gt; " + escape(shown(line)) + "</span>"],
                {cls: "out fourfold-echo-line"});
        }
        return null;  // the line itself goes out unchanged
    };

    return {init: function () {}, onSend: onSend};
})();
window.plugin_handler.add("fourfold_echo", fourfold_echo);
