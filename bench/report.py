"""bench/load.py's figures and printed report: percentiles, each second
of a phase, each transport's players, the rows and the closing summaries."""

from __future__ import annotations

from bench.players import COMMANDS, LABELS, P99_LIMIT_MS, TRANSPORTS
from bench.procs import CLK


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo = int(k)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def cpu_by_second(samples: list) -> dict[int, dict]:
    """Second k of the window -> Server and Portal CPU % and the machine's
    steal % (of all its CPUs) between the samples taken at k and k + 1."""
    out = {}
    for k, ((t0, ticks0, steal0), (t1, ticks1, steal1)) in enumerate(zip(samples, samples[1:])):
        row = {}
        for role in ticks0:
            if ticks0[role] is not None and ticks1.get(role) is not None and t1 > t0:
                row[f"cpu_{role}"] = 100.0 * (ticks1[role] - ticks0[role]) / CLK / (t1 - t0)
        if steal0 and steal1 and steal1[1] > steal0[1]:
            row["steal"] = 100.0 * (steal1[0] - steal0[0]) / (steal1[1] - steal0[1])
        out[k] = row
    return out


def _by_second(players, start: float) -> dict[int, list[float]]:
    by_second: dict[int, list[float]] = {}
    for p in players:
        for sent, latency in zip(p.sent_times, p.latencies):
            by_second.setdefault(int(sent - start), []).append(latency)
    return by_second


def _second_row(second: int, lat: list[float], cpu: dict) -> dict:
    return {"second": second, "max": max(lat), "p50": pct(lat, 0.5),
            "over_20ms": sum(x > 20 for x in lat), "replies": len(lat), **cpu.get(second, {})}


def worst_seconds(players, start: float, cpu: dict | None = None, top: int = 5) -> list[dict]:
    """The seconds of a phase (by send time) with the slowest replies: where
    a p99 comes from, for the JSON output, with that second's CPU use."""
    worst = sorted(_by_second(players, start).items(), key=lambda item: -max(item[1]))[:top]
    return [_second_row(second, lat, cpu or {}) for second, lat in worst]


def per_second(players, start: float, cpu: dict | None = None) -> list[dict]:
    """Every second of a phase in order: its replies' p50 and max, and the
    Server's, the Portal's and the hypervisor's (steal) share of the CPU."""
    return [_second_row(second, lat, cpu or {}) for second, lat in sorted(_by_second(players, start).items())]


def by_transport(players) -> dict:
    """The figures of each transport's players in a phase (only the
    transports present): p50/p95/p99/max, replies, sent and lost."""
    out = {}
    for name in TRANSPORTS:
        group = [p for p in players if p.transport_name == name]
        if not group:
            continue
        lat = [x for p in group for x in p.latencies]
        lost = sum(len(p.outstanding) for p in group)
        out[name] = {"players": len(group), "replies": len(lat), "lost": lost, "sent": len(lat) + lost,
                     "p50": pct(lat, 0.50), "p95": pct(lat, 0.95), "p99": pct(lat, 0.99),
                     "max": max(lat) if lat else float("nan")}
    return out


def fmt(value, spec=".1f", none="-"):
    if value is None or (isinstance(value, float) and value != value):
        return none
    return format(value, spec)


def print_row(r: dict, tag: str):
    if r["unavailable"]:
        print(f"{tag:>6} {r['players']:>5}  {r['label']:<32} not available (no such command on this server)")
        return
    print(f"{tag:>6} {r['players']:>5}  {r['label']:<32} "
          f"{fmt(r['p50']):>7} {fmt(r['p95']):>7} {fmt(r['p99']):>7} {fmt(r['max']):>7} "
          f"{fmt(r['replies_per_s']):>7} {r['lost']:>5}/{r['sent']:<6} "
          f"{fmt(r['cpu_server'], '.0f'):>4} {fmt(r['cpu_portal'], '.0f'):>4} "
          f"{fmt(r.get('cpu_client'), '.0f'):>4} "
          f"{fmt(r['rss_server'], '.0f'):>5} {fmt(r['rss_portal'], '.0f'):>5}  {r['load']}", flush=True)
    groups = r.get("by_transport") or {}
    if "web" in groups:  # the row above is every player; here each transport's
        for name, g in groups.items():
            label = f"  {g['players']} over {name}"
            print(f"{tag:>6} {r['players']:>5}  {label:<32} "
                  f"{fmt(g['p50']):>7} {fmt(g['p95']):>7} {fmt(g['p99']):>7} {fmt(g['max']):>7} "
                  f"{'':>7} {g['lost']:>5}/{g['sent']:<6}", flush=True)
    if r.get("us_server") is not None or r.get("steal") is not None:
        print(f"#      CPU per command: Server {fmt(r.get('us_server'), '.0f')} us, Portal "
              f"{fmt(r.get('us_portal'), '.0f')} us; the machine's steal time {fmt(r.get('steal'), '.1f')}%",
              flush=True)
    if r.get("send_late_p50") is not None:
        print(f"#      sends left late by p50 {fmt(r['send_late_p50'])} / p99 "
              f"{fmt(r['send_late_p99'])} ms (counted in the latency)", flush=True)


HEADER = (f"{'nodelay':>6} {'N':>5}  {'command':<32} {'p50':>7} {'p95':>7} {'p99':>7} {'max':>7} "
          f"{'rep/s':>7} {'lost/sent':>12} {'%srv':>4} {'%prt':>4} {'%cli':>4} {'MBsrv':>5} {'MBprt':>5}  load avg")


def summarize(results: list[dict]):
    print()
    print("# ratios to say in the same run (p50 ratio, p99 ratio)")
    by = {(r["nodelay"], r["players"], r["command"]): r for r in results}
    for (tag, n, kind), r in sorted(by.items()):
        say = by.get((tag, n, "say"))
        if kind == "say" or not say or r["unavailable"]:
            continue
        print(f"ratio {tag:>3} N={n:<5} {r['label']:<32} p50 {r['p50'] / say['p50']:.2f}x  "
              f"p99 {r['p99'] / say['p99']:.2f}x")
    for r in results:
        if r["command"] == "odds" and r["unavailable"]:
            print("+odds Alertness: not available (the command does not exist on this server yet)")
            break
    print()
    print(f"# the load at which p99 passes {P99_LIMIT_MS:.0f} ms")
    for tag in sorted({r["nodelay"] for r in results}):
        for kind in COMMANDS:
            rows = sorted((r for r in results if r["nodelay"] == tag and r["command"] == kind
                           and not r["unavailable"]), key=lambda r: r["players"])
            if not rows:
                continue
            over = next((r for r in rows if r["p99"] > P99_LIMIT_MS or r["lost"]), None)
            where = (f"N={over['players']} (p99 {over['p99']:.1f} ms, lost {over['lost']})" if over
                     else f"not reached up to N={rows[-1]['players']}")
            print(f"p99>100ms nodelay {tag:>3} {LABELS[kind]:<32} {where}")
    tags = {r["nodelay"] for r in results}
    if {"on", "off"} <= tags:
        print()
        print("# TCP_NODELAY: off / on (how many times slower without it)")
        for (tag, n, kind), r in sorted(by.items()):
            if tag != "on" or r["unavailable"]:
                continue
            off = by.get(("off", n, kind))
            if off and not off["unavailable"]:
                print(f"nodelay N={n:<5} {r['label']:<32} p50 {off['p50']:.1f} -> {r['p50']:.1f} ms "
                      f"({off['p50'] / r['p50']:.1f}x)  p99 {off['p99']:.1f} -> {r['p99']:.1f} ms "
                      f"({off['p99'] / r['p99']:.1f}x)")


def summarize_targets(results: list[dict], target_ms: float):
    """The latency targets: each run's p99, of all its players and of each
    transport's, as a ratio to ``target_ms`` (under 1.00 meets it)."""
    rows = [r for r in results if not r["unavailable"] and "web" in (r.get("by_transport") or {})]
    if not rows:
        return
    print()
    print(f"# p99 against the {target_ms:g} ms target (ratio p99 / target; under 1.00 meets it)")
    for r in rows:
        groups = {"all": r, **r["by_transport"]}
        for name, g in groups.items():
            ratio = g["p99"] / target_ms
            verdict = "meets" if ratio < 1 and not g["lost"] else "MISSES"
            print(f"target {r['nodelay']:>3} N={r['players']:<5} {r['label']:<32} {name:<6} "
                  f"{g['players']:>5} players  p99 {fmt(g['p99']):>7} ms  {ratio:.2f}x  "
                  f"lost {g['lost']}  {verdict}")
