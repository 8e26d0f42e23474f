/*
 * Fourfold: 24-bit colours in the output. The Portal sends them as
 * data-fg / data-bg attributes (portal/links.py), because the page's
 * Content-Security-Policy forbids style attributes in markup; setting the
 * style from this script is allowed, so each new element of the output,
 * the channels and the composer's preview gets its colours here.
 */
(function () {
    "use strict";
    var colour = /^#[0-9a-f]{6}$/i;
    var WATCHED = ["messagewindow", "ff-channel-log", "ff-preview"];
    var paint = function (root) {
        if (!root.querySelectorAll) { return; }
        var spans = root.matches && root.matches("[data-fg],[data-bg]") ? [root] : [];
        spans = spans.concat(Array.from(root.querySelectorAll("[data-fg],[data-bg]")));
        spans.forEach(function (span) {
            var fg = span.getAttribute("data-fg"), bg = span.getAttribute("data-bg");
            if (fg && colour.test(fg)) { span.style.color = fg; }
            if (bg && colour.test(bg)) { span.style.backgroundColor = bg; }
        });
    };
    document.addEventListener("DOMContentLoaded", function () {
        var observer = new MutationObserver(function (changes) {
            changes.forEach(function (change) { change.addedNodes.forEach(paint); });
        });
        WATCHED.forEach(function (id) {
            var element = document.getElementById(id);
            if (element) { observer.observe(element, {childList: true, subtree: true}); }
        });
    });
})();
