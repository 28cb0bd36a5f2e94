import re
context = "alpha=1; beta=22; junk; gamma=333; delta=; eps=5"
parsed = {}
for part in context.split("; "):
    if (m := re.fullmatch(r"(\w+)=(\d+)", part)):
        parsed[m.group(1)] = int(m.group(2))
    else:
        print("skip:", repr(part))
print(parsed)
data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    print(f"list has {n} items")
print([(x, sq) for x in data if (sq := x * x) > 10])
chunks = iter(["abc", "de", "", "fgh"])
while (c := next(chunks, None)) is not None:
    if not c:
        print("empty chunk, stop")
        break
    print("chunk", c)
total = 0
print([total := total + x for x in data], total)
