import difflib

users = sorted({l.split()[1][5:] for l in context.splitlines() if l.startswith("id=")})
print(users)
typos = ["alcie", "Bob", "karol", "davey", "errin", "frnak", "zed"]
for t in typos:
    close = difflib.get_close_matches(t.lower(), users, n=2, cutoff=0.6)
    print(f"{t:<6} -> {close}")

msgs = sorted({l.split('msg="')[1][:-1].rsplit(" ", 1)[0] for l in context.splitlines() if 'msg="' in l})
print(difflib.get_close_matches("refund request for order", msgs, n=1))
sm = difflib.SequenceMatcher(None, "invoice 4617 overdue", "invoice 4671 overdue by")
print(round(sm.ratio(), 4), sm.find_longest_match(0, 20, 0, 23))
print([op for op in sm.get_opcodes() if op[0] != "equal"])
a = ["total: 17333.31", "users: 6", "spam: 53", "alerts: 28"]
b = ["total: 17333.31", "users: 6", "spam: 54", "alerts: 28", "notes: 8"]
for line in difflib.unified_diff(a, b, "before", "after", lineterm="", n=1):
    print(line)
print(list(difflib.ndiff(["abc"], ["abd"])))
