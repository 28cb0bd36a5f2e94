package pylib

import "testing"

// TestStdlibModules checks the modules and behaviours pysrc adds (io, csv,
// datetime, calendar, time, difflib, graphlib, types, copy, string,
// collections) and the interpreter fixes they rest on (keyword argument
// order, user iterators, namedtuples as tuples) against CPython 3.11's
// output for the same code.
func TestStdlibModules(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"ordereddict fromkeys and order-sensitive equality",
			`from collections import OrderedDict
od = OrderedDict.fromkeys("abcde", 0)
od.move_to_end("b", last=False)
od.move_to_end("c")
print(type(od).__name__, od.popitem(), od.popitem(last=False), list(od))
print(OrderedDict([("a", 1), ("b", 2)]) == OrderedDict([("b", 2), ("a", 1)]), dict(a=1, b=2) == OrderedDict([("b", 2), ("a", 1)]))
`,
			"OrderedDict ('c', 0) ('b', 0) ['a', 'd', 'e']\nFalse True\n"},
		{"namedtuple is a tuple",
			`from collections import namedtuple
P = namedtuple("P", "x y", defaults=[0])
p = P(1, 2)
print(isinstance(p, tuple), issubclass(P, tuple), p == (1, 2), (1, 2) == p, hash(p) == hash((1, 2)), {p: "v"}[(1, 2)])
print("%s-%s" % p, p + (3,), p < (1, 3), P(5), p._replace(y=9))
try:
    p.x = 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    P(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
`,
			"True True True True True v\n1-2 (1, 2, 3) True P(x=5, y=0) P(x=1, y=9)\nAttributeError: can't set attribute\nTypeError: P.__new__() takes from 2 to 3 positional arguments but 4 were given\n"},
		{"namedtuple subclass and json",
			`from collections import namedtuple
import json
class Q(namedtuple("Q", "a b")):
    def total(self):
        return self.a + self.b
q = Q(1, 2)
print(q, q.total(), isinstance(q, tuple), json.dumps({"q": q}))
`,
			"Q(a=1, b=2) 3 True {\"q\": [1, 2]}\n"},
		{"simplenamespace",
			`from types import SimpleNamespace
ns = SimpleNamespace(id=1, user="alice", meta=SimpleNamespace(region="eu"))
ns.extra = [1]
print(ns, ns.meta.region, vars(ns)["user"])
del ns.extra
print(ns == SimpleNamespace(id=1, user="alice", meta=SimpleNamespace(region="eu")))
try:
    ns.missing
except AttributeError as e:
    print("AttributeError:", e)
`,
			"namespace(id=1, user='alice', meta=namespace(region='eu'), extra=[1]) eu alice\nTrue\nAttributeError: 'types.SimpleNamespace' object has no attribute 'missing'\n"},
		{"keyword argument order",
			`from collections import OrderedDict
def f(first, **kw):
    kw.setdefault("added", 0)
    return kw.pop("q", None), kw
print(dict(zeta=1, alpha=2, mid=3), OrderedDict(b=2, a=1))
print(f(0, zz=1, q=2, aa=3))
def g(**kw):
    return list(kw)
print(g(**{"k2": 1, "k1": 2}), g(b=1, **{"a": 2}))
`,
			"{'zeta': 1, 'alpha': 2, 'mid': 3} OrderedDict([('b', 2), ('a', 1)])\n(2, {'zz': 1, 'aa': 3, 'added': 0})\n['k2', 'k1'] ['b', 'a']\n"},
		{"deepcopy keeps shared and recursive structure",
			`import copy
nested = [1, [2]]
nested.append(nested)
cp = copy.deepcopy(nested)
print(cp[2] is cp, cp[:2], repr(nested))
shared = [0]
d = copy.deepcopy({"a": shared, "b": shared})
print(d["a"] is d["b"], d["a"] is shared)
class P:
    def __init__(self):
        self.items = [1]
p = P()
q = copy.copy(p)
r = copy.deepcopy(p)
p.items.append(2)
print(q.items, r.items, type(r).__name__)
t = (1, 2)
print(copy.deepcopy(t) is t, copy.copy(t) is t)
`,
			"True [1, [2]] [1, [2], [...]]\nTrue False\n[1, 2] [1] P\nTrue True\n"},
		{"self-referencing dict repr",
			`d = {"k": 1}
d["self"] = d
print(d)
`,
			"{'k': 1, 'self': {...}}\n"},
		{"user iterators end builtins",
			`class Count:
    def __init__(self, n):
        self.i, self.n = 0, n
    def __iter__(self):
        return self
    def __next__(self):
        self.i += 1
        if self.i > self.n:
            raise StopIteration
        return self.i
class Sub(Count):
    pass
print(list(Count(3)), sum(Count(4)), sorted(Count(2), reverse=True), ",".join(str(x) for x in Sub(3)), next(Count(0), "done"))
`,
			"[1, 2, 3] 10 [2, 1] 1,2,3 done\n"},
		{"join reports a generator's error",
			`def bad(x):
    raise ValueError("boom %d" % x)
try:
    ",".join(bad(x) for x in [1])
except ValueError as e:
    print("ValueError:", e)
`,
			"ValueError: boom 1\n"},
		{"is on tuples and divmod on a class",
			`t = (1, 2)
u = t
print(t is u, t is not u, t is tuple([1, 2]))
class M:
    def __divmod__(self, o):
        return ("q", o)
    def __rdivmod__(self, o):
        return ("r", o)
print(divmod(M(), 3), divmod(3, M()), divmod(7, 2))
`,
			"True False False\n('q', 3) ('r', 3) (3, 1)\n"},
		{"graphlib",
			`from graphlib import TopologicalSorter, CycleError
deps = {"report": ["aggregate", "format"], "aggregate": ["parse", "dedupe"], "dedupe": ["parse"], "format": ["aggregate"], "parse": ["load"], "load": []}
print(list(TopologicalSorter(deps).static_order()))
deps["load"] = ["report"]
try:
    TopologicalSorter(deps).prepare()
except CycleError as e:
    print(type(e).__name__, e.args)
ts = TopologicalSorter({"b": ["a"], "c": ["a"]})
ts.prepare()
print(ts.get_ready(), ts.is_active())
try:
    ts.done("b")
except ValueError as e:
    print("ValueError:", e)
`,
			"['load', 'parse', 'dedupe', 'aggregate', 'format', 'report']\nCycleError ('nodes are in a cycle', ['report', 'load', 'parse', 'aggregate', 'report'])\n('a',) True\nValueError: node 'b' was not passed out (still not ready)\n"},
		{"calendar",
			`import calendar
print(calendar.monthrange(2024, 2), calendar.isleap(2100), calendar.leapdays(2000, 2025), calendar.month_abbr[3], calendar.day_name[0])
print(calendar.month(2024, 2))
print(calendar.monthcalendar(2024, 9)[0], calendar.weekday(2024, 2, 29), calendar.timegm((2024, 1, 1, 0, 0, 0)))
try:
    calendar.monthrange(2024, 13)
except ValueError as e:
    print(type(e).__name__, e)
`,
			"(3, 29) False 7 Mar Monday\n   February 2024\nMo Tu We Th Fr Sa Su\n          1  2  3  4\n 5  6  7  8  9 10 11\n12 13 14 15 16 17 18\n19 20 21 22 23 24 25\n26 27 28 29\n\n[0, 0, 0, 0, 0, 0, 1] 3 1704067200\nIllegalMonthError bad month number 13; must be 1-12\n"},
		{"datetime arithmetic",
			`from datetime import date, datetime, time, timedelta
ts = datetime.fromisoformat("2024-02-10T10:10")
print(ts + timedelta(days=30), ts - timedelta(hours=10, minutes=15), ts.replace(day=1))
try:
    ts.replace(day=31)
except ValueError as e:
    print("ValueError", e)
print(date(2024, 3, 1) - timedelta(days=1), (date(2025, 1, 1) - ts.date()).days, date.fromisocalendar(2024, 10, 3))
print(timedelta(days=1, hours=25, minutes=-30), timedelta(seconds=-1), repr(-timedelta(hours=3)))
print(timedelta(weeks=2) // timedelta(days=3), timedelta(weeks=2) % timedelta(days=3), divmod(timedelta(hours=25), timedelta(days=1)))
print(timedelta(minutes=90) * 1.5, timedelta(microseconds=1.5), timedelta(hours=1) / 3)
print(time.fromisoformat("18:45"), time(7, 3).strftime("%I:%M %p"), repr(time(6, 0)), time(0) == time.min)
`,
			"2024-03-11 10:10:00 2024-02-09 23:55:00 2024-02-01 10:10:00\nValueError day is out of range for month\n2024-02-29 326 2024-03-06\n2 days, 0:30:00 -1 day, 23:59:59 datetime.timedelta(days=-1, seconds=75600)\n4 2 days, 0:00:00 (1, datetime.timedelta(seconds=3600))\n2:15:00 0:00:00.000002 0:20:00\n18:45:00 07:03 AM datetime.time(6, 0) True\n"},
		{"datetime time zones",
			`from datetime import datetime, timedelta, timezone
local = datetime(2024, 2, 10, 10, 10, tzinfo=timezone(timedelta(hours=-8), "us-west"))
print(local.isoformat(), local.astimezone(timezone.utc), local.tzname(), local.utcoffset())
print(timezone(timedelta(hours=5, minutes=30)), repr(timezone.utc), timezone(-timedelta(hours=3, minutes=15)))
print(datetime(2024, 1, 1, tzinfo=timezone.utc).timestamp(), datetime.fromtimestamp(0, tz=timezone.utc))
aware = datetime.fromisoformat("2024-03-10T12:00:00+02:00")
print(aware.astimezone(timezone.utc).strftime("%Y-%m-%d %H:%M %Z %z"))
try:
    datetime(2024, 1, 1) < aware
except TypeError as e:
    print("TypeError", e)
`,
			"2024-02-10T10:10:00-08:00 2024-02-10 18:10:00+00:00 us-west -1 day, 16:00:00\nUTC+05:30 datetime.timezone.utc UTC-03:15\n1704067200.0 1970-01-01 00:00:00+00:00\n2024-03-10 10:00 UTC +0000\nTypeError can't compare offset-naive and offset-aware datetimes\n"},
		{"datetime errors and strptime",
			`from datetime import date, datetime, timedelta
for f in [lambda: date(2024, 13, 1), lambda: datetime.strptime("2024-02-30", "%Y-%m-%d"), lambda: date(2024, 1, 1) + 1,
          lambda: timedelta(1) < 5, lambda: date.fromisoformat("2024/01/01"), lambda: datetime.strptime("2024-01-01 x", "%Y-%m-%d")]:
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(datetime.strptime("5 jan 2024 3PM", "%d %b %Y %I%p"), datetime.strptime("2024-01-05T10:10:05.123+0530", "%Y-%m-%dT%H:%M:%S.%f%z"))
`,
			"ValueError month must be in 1..12\nValueError day is out of range for month\nTypeError unsupported operand type(s) for +: 'datetime.date' and 'int'\nTypeError '<' not supported between instances of 'datetime.timedelta' and 'int'\nValueError Invalid isoformat string: '2024/01/01'\nValueError unconverted data remains:  x\n2024-01-05 15:00:00 2024-01-05 10:10:05.123000+05:30\n"},
		{"time module calendar functions",
			`import time
st = time.gmtime(1704067200)
print(st, isinstance(st, tuple), st.tm_yday)
print(time.strftime("%Y-%m-%d %H:%M %a", st), time.mktime((2024, 1, 1, 0, 0, 0, 0, 1, 0)), time.asctime(st))
print(time.strptime("2024-03-05", "%Y-%m-%d").tm_yday, time.perf_counter() >= 0, type(time.monotonic()).__name__)
`,
			"time.struct_time(tm_year=2024, tm_mon=1, tm_mday=1, tm_hour=0, tm_min=0, tm_sec=0, tm_wday=0, tm_yday=1, tm_isdst=0) True 1\n2024-01-01 00:00 Mon 1704067200.0 Mon Jan  1 00:00:00 2024\n65 True float\n"},
		{"io.StringIO",
			`import io
s = io.StringIO()
print(s.write("a,b\n"), s.write("1,2\n"), s.tell())
s.seek(0)
print(list(s), repr(s.read()))
s3 = io.StringIO("hello world")
s3.seek(6)
s3.write("WORLD!!")
print(s3.getvalue())
with io.StringIO() as f:
    print("hi", 42, file=f)
    print(repr(f.getvalue()))
print(f.closed, io.BytesIO(b"ab\ncd").readline())
`,
			"4 4 8\n['a,b\\n', '1,2\\n'] ''\nhello WORLD!!\n'hi 42\\n'\nTrue b'ab\\n'\n"},
		{"csv reader and writer",
			`import csv, io
buf = io.StringIO()
w = csv.writer(buf)
w.writerow(["id", "msg", "n"])
w.writerow([1, 'has, comma and "quotes"', 2.5])
w.writerow(["", None, True])
print(repr(buf.getvalue()))
print(list(csv.reader(io.StringIO(buf.getvalue()))))
print(list(csv.reader(['a,"multi', 'line",c'])), list(csv.reader(["  a,  b"], skipinitialspace=True)))
out = io.StringIO()
csv.writer(out, delimiter="|", quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n").writerow(["a", 1, "b|c", None])
print(repr(out.getvalue()))
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e:
    print("csv.Error", e)
`,
			"'id,msg,n\\r\\n1,\"has, comma and \"\"quotes\"\"\",2.5\\r\\n,,True\\r\\n'\n[['id', 'msg', 'n'], ['1', 'has, comma and \"quotes\"', '2.5'], ['', '', 'True']]\n[['a', 'multiline', 'c']] [['a', 'b']]\n'\"a\"|1|\"b|c\"|\"\"\\n'\ncsv.Error need to escape, but no escapechar set\n"},
		{"csv dict reader, writer and sniffer",
			`import csv, io
out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=["id", "user"], extrasaction="ignore", lineterminator="\n")
dw.writeheader()
dw.writerows([{"id": 1, "user": "a", "x": 0}, {"id": 2}])
print(repr(out.getvalue()))
print(list(csv.DictReader(io.StringIO("x,y\n1\n1,2,3\n"), restval="?", restkey="extra")))
sample = "id;user;amount\n1;alice;142.36\n2;dave;70.52\n"
d = csv.Sniffer().sniff(sample)
print(repr(d.delimiter), csv.Sniffer().has_header(sample), list(csv.reader(io.StringIO(sample), d))[1])
`,
			"'id,user\\n1,a\\n2,\\n'\n[{'x': '1', 'y': '?'}, {'x': '1', 'y': '2', 'extra': ['3']}]\n';' True ['1', 'alice', '142.36']\n"},
		{"difflib",
			`import difflib
sm = difflib.SequenceMatcher(None, "invoice overdue", "invoice is overdue")
print(round(sm.ratio(), 4), sm.find_longest_match(0, 15, 0, 18), sm.get_opcodes())
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]))
a = ["alice 10", "bob 20", "carol 30"]
b = ["alice 10", "bob 25", "carol 30", "dave 5"]
print("\n".join(difflib.unified_diff(a, b, "before", "after", lineterm="")))
print(list(difflib.ndiff(["one\n", "two\n"], ["ore\n", "two\n", "emu\n"])))
`,
			"0.9091 Match(a=0, b=0, size=8) [('equal', 0, 8, 0, 8), ('insert', 8, 8, 8, 11), ('equal', 8, 15, 11, 18)]\n['apple', 'ape']\n--- before\n+++ after\n@@ -1,3 +1,4 @@\n alice 10\n-bob 20\n+bob 25\n carol 30\n+dave 5\n['- one\\n', '?  ^\\n', '+ ore\\n', '?  ^\\n', '  two\\n', '+ emu\\n']\n"},
		{"string.Template and Formatter",
			`import string
t = string.Template("User $user sent $$${amount}.")
print(t.substitute(user="zed", amount=5), t.safe_substitute(user="zed"), t.get_identifiers())
for bad in ["cost: $", "line1\nx $!"]:
    try:
        string.Template(bad).substitute()
    except ValueError as e:
        print("ValueError", e)
f = string.Formatter()
print(list(f.parse("hi {name:>5} and {0!r}")), f.format("{0}+{0}={1}", 2, 4), f.format("{:{w}}|", 3, w=4))
`,
			"User zed sent $5. User zed sent $${amount}. ['user', 'amount']\nValueError Invalid placeholder in string: line 1, col 7\nValueError Invalid placeholder in string: line 2, col 3\n[('hi ', 'name', '>5', None), (' and ', '0', '', 'r')] 2+2=4    3|\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := run(t, c.src); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}
