filler = "The quick brown fox jumps over the lazy dog. "
context = filler * 40 + "SECRET_CODE=74219. " + filler * 25 + "Another SECRET_CODE=11111 appears here. " + filler * 5

needle = "SECRET_CODE="
positions = []
start = 0
while True:
    idx = context.find(needle, start)
    if idx == -1:
        break
    positions.append(idx)
    start = idx + 1
print("needle occurrences:", len(positions), positions)
for p in positions:
    window = context[max(0, p - 20): p + 40]
    value = context[p + len(needle): p + len(needle) + 5]
    print(f"at {p}: value={value} window={window!r}")
print("fraction through context:", [round(p / len(context), 3) for p in positions])
print("rfind:", context.rfind(needle), "count:", context.count(needle))
