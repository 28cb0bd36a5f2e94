lines = context.splitlines()
data = [l for l in lines if not l.startswith("NOTE")]
print(len(lines), len(data))
print(data[0][:40])
print(data[-1][-30:])
ids = [int(l.split()[0][3:]) for l in data]
print(ids[:5], ids[-5:], ids[::40])
print(ids[10:20:3], ids[-1:-6:-1], ids[5:2], ids[190:500])
every_third = slice(0, None, 3)
print(len(ids[every_third]), ids[every_third][:6])
rev = ids[::-1]
print(rev[:4], rev == list(reversed(ids)))
window = ids[:]
window[2:5] = ["x", "y"]
print(window[:7])
del window[::50]
print(len(window), window[:3])
s = data[3]
print(s[s.index("msg="):], s[::-1][:12])
print(slice(1, 10, 2).indices(6))
text = "checkpoint"
print(text[:5] + "|" + text[5:], text[-4:], text[100:] == "")
