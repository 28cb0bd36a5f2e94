# Locate where ids cross 100 by bisecting on line number, querying only when needed
import re

lines = context.splitlines()

def line_id(i):
    m = re.match(r"id=(\d+)", lines[i])
    if m:
        return int(m.group(1))
    m = re.match(r"NOTE checkpoint (\d+)", lines[i])
    return int(m.group(1))

lo, hi = 0, len(lines) - 1
steps = 0
while lo < hi:
    mid = (lo + hi) // 2
    steps += 1
    if line_id(mid) < 100:
        lo = mid + 1
    else:
        hi = mid
print(f"first line with id>=100: index {lo} after {steps} steps")
print("line:", lines[lo])

window = "\n".join(lines[max(0, lo - 3): lo + 3])
print(rlm_query(window, "What happens around record 100?"))
