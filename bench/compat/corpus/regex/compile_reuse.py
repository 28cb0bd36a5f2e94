import re
rx = re.compile(r"label=(spam|ham)")
lines = context.splitlines()
hits = [l for l in lines if rx.search(l)]
print(len(hits))
print(rx.pattern)
