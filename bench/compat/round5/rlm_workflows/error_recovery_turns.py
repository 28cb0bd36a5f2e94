context = "id,val\n" + "\n".join(f"{i},{'NaN' if i % 13 == 0 else i * 1.5}" for i in range(1, 40))
turn_outputs = []
try:
    total = sum(float(r.split(",")[1]) for r in context.splitlines())
except ValueError as e:
    turn_outputs.append(f"turn 1 error: {e}")
rows = context.splitlines()[1:]
try:
    vals = [float(r.split(",")[1]) for r in rows]
    total = sum(vals)
    turn_outputs.append(f"turn 2 total={total}")
except ValueError as e:
    turn_outputs.append(f"turn 2 error: {e}")
import math
vals = [float(r.split(",")[1]) for r in rows]
clean = [v for v in vals if not math.isnan(v)]
turn_outputs.append(f"turn 3: {len(vals) - len(clean)} NaN dropped, total={sum(clean):.1f}, mean={sum(clean) / len(clean):.3f}")
for t in turn_outputs:
    print(t)
