from datetime import datetime, timedelta, date, timezone
from dataclasses import dataclass, field, asdict
from typing import Optional, List, Dict
from collections import defaultdict, namedtuple, OrderedDict
import re, json, statistics, decimal, fractions
rows = [l for l in context.splitlines() if l.startswith("id=")]
recs = []
for l in rows[:30]:
    kv = dict(p.split("=", 1) for p in re.findall(r'(\w+=(?:"[^"]*"|\S+))', l))
    recs.append(kv)
print(recs[0])
ts = [datetime.strptime(r["ts"], "%Y-%m-%dT%H:%M") for r in recs]
print(min(ts), max(ts) - min(ts), (max(ts) - min(ts)).days, ts[0].strftime("%a %d %b %Y %I:%M %p"), ts[0].isoformat(), ts[0].weekday(), ts[0].isocalendar())
print(date(2024, 3, 1) - timedelta(days=1), datetime(2024, 1, 1, tzinfo=timezone.utc).timestamp(), timedelta(hours=25, minutes=3))
@dataclass(order=True)
class Rec:
    amount: float
    user: str = field(compare=False)
    tags: List[str] = field(default_factory=list)
    note: Optional[str] = None
rs = sorted(Rec(float(r["amount"]), r["user"]) for r in recs)
print(rs[0], asdict(rs[-1]), rs[0] < rs[1])
by = defaultdict(list)
for r in recs:
    by[r["region"]].append(float(r["amount"]))
print({k: (len(v), round(statistics.mean(v), 2), round(statistics.median(v), 2)) for k, v in sorted(by.items())})
print(round(statistics.stdev([float(r["amount"]) for r in recs]), 4), statistics.mode([r["user"] for r in recs]))
D = decimal.Decimal
print(sum(D(r["amount"]) for r in recs), D("10") / D("3"), D("1.005").quantize(D("0.01"), rounding=decimal.ROUND_HALF_UP), fractions.Fraction(3, 6) + fractions.Fraction(1, 3))
Pt = namedtuple("Pt", "x y")
p = Pt(1, 2)
print(p, p._asdict(), p._replace(x=5), Pt._fields, tuple(p), p.x + p[1])
od = OrderedDict(a=1, b=2); od.move_to_end("a"); print(od, list(od))
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print("JSONDecodeError", e.msg, e.pos)
try:
    int("abc")
except ValueError as e:
    print(e)
try:
    {}["k"]
except KeyError as e:
    print(repr(e), str(e))
try:
    [][1]
except IndexError as e:
    print(e)
try:
    None.foo
except AttributeError as e:
    print(e)
try:
    1 + "a"
except TypeError as e:
    print(e)
try:
    len(5)
except TypeError as e:
    print(e)
try:
    undefined_thing
except NameError as e:
    print(e)
try:
    def f(a, b): pass
    f(1)
except TypeError as e:
    print(e)
try:
    "x".foo()
except AttributeError as e:
    print(e)
try:
    float("x1")
except ValueError as e:
    print(e)
try:
    1 / 0
except ZeroDivisionError as e:
    print(e)
print(f"{'nested ' + 'quotes'!r:>20}", f"{3:{'>'}{5}}", f"{{literal}}", f"{ts[0]:%Y/%m/%d}", f"{12.5:08.3f}", f"{-3:05d}", f"{'abc':.2}")
