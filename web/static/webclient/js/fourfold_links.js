/*
 * Fourfold: the game's own links in the output. The Portal renders a
 * command link as <a class="fourfold-link" data-command="..."> (portal/links.py);
 * one click handler here sends its data-command as if typed. No script is
 * ever built from the output's text, and an address link is only made by
 * the Portal for the schemes it allows (http, https).
 */
(function () {
    document.addEventListener("click", function (event) {
        var target = event.target;
        var link = target && target.closest ? target.closest("a.fourfold-link") : null;
        if (!link) { return; }
        event.preventDefault();
        var command = link.getAttribute("data-command");
        if (typeof command === "string" && window.Evennia && Evennia.isConnected && Evennia.isConnected()) {
            Evennia.msg("text", [command], {});
        }
    });
})();
