"""axe-core in the browser tests: inject the vendored copy into the page
WebDriver shows and list what it finds, worst first.

The script goes in through WebDriver (DevTools), which the page's
Content-Security-Policy does not govern, so the pages are checked exactly as
players get them. Only the tests load it: the game never serves it."""

from __future__ import annotations

from pathlib import Path

AXE_VERSION = "4.14.1"
AXE_JS = Path(__file__).resolve().parents[1] / "e2e" / "vendor" / "axe-core" / "axe.min.js"
BLOCKING = ("serious", "critical")

_RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ['violations']})
  .then(r => done(r.violations.map(v => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.slice(0, 5).map(n => {
        const d = (n.any[0] || {}).data || {};
        const why = d.fgColor && d.contrastRatio ? ` (${d.fgColor} on ${d.bgColor}: ${d.contrastRatio})` : "";
        return n.target.join(' ') + why;
      })}))))
  .catch(e => done([{id: 'axe-error', impact: 'critical', help: String(e), nodes: []}]));
"""


def findings(driver, impacts=BLOCKING) -> list[dict]:
    """axe's violations on the current page whose impact is in ``impacts``."""
    if not driver.execute_script("return typeof window.axe !== 'undefined'"):
        driver.execute_script(AXE_JS.read_text(encoding="utf-8"))
    driver.set_script_timeout(60)
    found = driver.execute_async_script(_RUN)
    return [f for f in found if f["impact"] in impacts]


def describe(found: list[dict]) -> str:
    return "\n".join(f"{f['impact']}: {f['id']} ({f['help']}) at {', '.join(f['nodes'])}" for f in found)


def horizontal_overflow(driver) -> list[str]:
    """Elements that stick out past the right edge of the viewport (what makes
    a phone scroll sideways), as short CSS-like names; empty when none."""
    return driver.execute_script("""
      const width = document.documentElement.clientWidth;
      const out = [];
      if (document.scrollingElement.scrollWidth > width + 1) {
        for (const el of document.querySelectorAll('body *')) {
          const r = el.getBoundingClientRect();
          if (r.width && r.right > width + 1 && getComputedStyle(el).position !== 'fixed') {
            let inside = false;
            for (let p = el.parentElement; p; p = p.parentElement) {
              const o = getComputedStyle(p).overflowX;
              if (o === 'auto' || o === 'scroll' || o === 'hidden') { inside = true; break; }
            }
            if (!inside) out.push(el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
                                  (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''));
          }
        }
        if (!out.length) out.push('document is ' + document.scrollingElement.scrollWidth + 'px wide');
      }
      return out.slice(0, 10);
    """)
