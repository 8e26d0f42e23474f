/* Chargen on the web: the roll preview follows the form as it changes.
   Each change asks the page's odds address (a JSON answer, nothing stored)
   for the exact chances of the chosen roll with the values as they stand,
   and draws them in #cg-odds. Without JavaScript the preview's own button
   shows the odds of the saved sheet. (A static file: the site's
   Content-Security-Policy runs no inline script.) */
(function () {
  "use strict";
  var form = document.getElementById("cg-form");
  var pick = document.getElementById("cg-preview-form");
  var out = document.getElementById("cg-odds");
  if (!pick || !out) { return; }
  var timer = null;
  var asked = 0;

  function cell(tag, text, cls) {
    var el = document.createElement(tag);
    el.textContent = text;
    if (cls) { el.className = cls; }
    return el;
  }

  function draw(answer) {
    out.textContent = "";
    if (answer.error) {
      out.appendChild(cell("p", answer.error, "cg-error"));
      return;
    }
    var table = document.createElement("table");
    table.className = "cg-odds-table";
    table.appendChild(cell("caption", answer.title));
    var head = document.createElement("thead");
    var row = document.createElement("tr");
    var th1 = cell("th", "Outcome"); th1.scope = "col";
    var th2 = cell("th", "Chance", "num"); th2.scope = "col";
    row.appendChild(th1); row.appendChild(th2); head.appendChild(row);
    table.appendChild(head);
    var body = document.createElement("tbody");
    answer.rows.forEach(function (r) {
      var tr = document.createElement("tr");
      tr.appendChild(cell("td", r.outcome));
      tr.appendChild(cell("td", r.percent, "num"));
      body.appendChild(tr);
    });
    table.appendChild(body);
    out.appendChild(table);
    if (answer.note) { out.appendChild(cell("p", answer.note)); }
  }

  function ask() {
    var params = new URLSearchParams();
    if (form) {
      new FormData(form).forEach(function (value, name) {
        if (name !== "csrfmiddlewaretoken") { params.append(name, value); }
      });
    }
    new FormData(pick).forEach(function (value, name) { params.set(name, value); });
    var url = pick.getAttribute("data-odds") + "?" + params.toString();
    var mine = ++asked;
    fetch(url, {credentials: "same-origin", headers: {"Accept": "application/json"}})
      .then(function (r) { return r.json(); })
      .then(function (answer) { if (mine === asked) { draw(answer); } })
      .catch(function () { if (mine === asked) { draw({error: "The odds could not be fetched; try again."}); } });
  }

  function soon() {
    if (timer) { clearTimeout(timer); }
    timer = setTimeout(ask, 350);
  }

  pick.addEventListener("submit", function (event) { event.preventDefault(); ask(); });
  pick.addEventListener("change", soon);
  pick.addEventListener("input", soon);
  if (form) {
    form.addEventListener("change", soon);
    form.addEventListener("input", soon);
  }
  ask();
}());
