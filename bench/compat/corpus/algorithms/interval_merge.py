import re

starts = [int(h) * 60 + int(m) for h, m in re.findall(r"T(\d\d):(\d\d)", context)][:40]
intervals = sorted((t, t + 25) for t in starts)
merged = []
for s, e in intervals:
    if merged and s <= merged[-1][1]:
        merged[-1][1] = max(merged[-1][1], e)
    else:
        merged.append([s, e])
def hm(t):
    return f"{t // 60:02d}:{t % 60:02d}"
print(len(intervals), "->", len(merged))
for s, e in merged:
    print(f"{hm(s)}-{hm(e)} ({e - s} min)")
gaps = [(hm(a[1]), hm(b[0]), b[0] - a[1]) for a, b in zip(merged, merged[1:])]
print(max(gaps, key=lambda g: g[2]))
covered = sum(e - s for s, e in merged)
print(f"covered {covered} min = {covered / 60:.2f} h")
