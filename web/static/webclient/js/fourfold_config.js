/*
 * Fourfold: what Evennia's evennia.js expects as page globals (wsactive,
 * csessid, wsurl, cuid), read from the data attributes that
 * webclient/base.html puts on <html>; the page itself holds no script, so
 * the Content-Security-Policy needs to allow none. Loaded before evennia.js.
 */
(function () {
    var data = document.documentElement.dataset;
    var random = function () { return Math.random().toString(36).substring(2, 15); };
    window.wsactive = data.wsactive === "true";
    window.csessid = data.csessid || false;
    window.cuid = random() + random();  // tells this tab's connection from others
    if (data.wsurl) {
        window.wsurl = data.wsurl;
    } else {
        var scheme = window.location.protocol === "https:" ? "wss://" : "ws://";
        window.wsurl = scheme + window.location.hostname + ":" + data.wsport;
    }
    // Favico.js only badges the tab icon; this stand-in keeps the client
    // quiet without it. The real library, when it loads, replaces it.
    window.Favico = window.Favico || function () {
        return {badge: function () {}, reset: function () {}};
    };
    // With scripts running, the "needs JavaScript" notice goes and the client shows.
    document.addEventListener("DOMContentLoaded", function () {
        var notice = document.getElementById("noscript");
        if (notice) { notice.remove(); }
        var client = document.getElementById("clientwrapper");
        if (client) { client.classList.remove("d-none"); }
        document.body.classList.add("fourfold-plain");
    });
})();
