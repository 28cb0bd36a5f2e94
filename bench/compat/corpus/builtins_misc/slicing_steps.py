lines = context.splitlines()
print(len(lines), len(lines[::25]), lines[24][:20], lines[-1][:22])
first = lines[0]
print(first[:4], first[3:5], first[-10:], first[-10:-1:3], first[::-1][:12])
print(first[100:200], repr(first[5:2]), first[::8])
ids = list(range(1, 21))
print(ids[::2], ids[1::2], ids[::-3], ids[-5:], ids[:-15], ids[15:3:-4])
print(ids[slice(2, 10, 3)], slice(1, 5).indices(3), slice(None, None, -1).indices(4))
cp = ids[:]
cp[2:5] = ["a", "b"]
print(cp[:6], len(cp))
cp[::5] = [0] * len(cp[::5])
print(cp)
del cp[1::2]
print(cp)
try:
    cp[::2] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
s = "2024-08-20T14:00"
print(s[:4], s[5:7], s[8:10], s[11:], s[-5:-3], s[::-1])
chunks = [context[i:i + 1000] for i in range(0, len(context), 1000)]
print(len(chunks), len(chunks[-1]), (t := tuple("abcdef"))[1:4], t[::-2])
