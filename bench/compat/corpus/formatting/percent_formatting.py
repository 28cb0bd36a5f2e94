rows = []
for line in context.splitlines()[:8]:
    if line.startswith("id="):
        parts = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
        rows.append((int(parts["id"]), parts["user"], float(parts["amount"])))

for rid, user, amt in rows:
    print("%03d %-6s %8.2f %e" % (rid, user, amt, amt))
print("%s has %d items (%.1f%%)" % ("list", len(rows), 100 * len(rows) / 8))
print("%(user)s:%(amount).1f" % {"user": "bob", "amount": 23.64})
print("%5s|%-5s|%05.1f|%+d|%x|%X|%o|%#x" % ("ab", "cd", 3.14159, 7, 255, 255, 8, 255))
print("%r %s %c %c" % ("q", "q", 65, "z"))
print("%10.4s|" % "truncate")
print("%*d|%-*d|" % (6, 42, 6, 42))
print("%g %g %G" % (0.00001, 123456789.0, 1e-10))
print("%i %u" % (3.99, -2))
try:
    print("%d" % "x")
except TypeError as e:
    print(type(e).__name__, e)
try:
    print("%s %s" % ("one",))
except TypeError as e:
    print(type(e).__name__, e)
print("100%% done, %s" % (("tuple", "inside"),))
