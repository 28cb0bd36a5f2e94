lines = []
for i in range(40):
    if i in (9, 23, 31):
        lines.append(f"[{i:03d}] ERROR Traceback: KeyError('user_{i}')")
    else:
        lines.append(f"[{i:03d}] INFO request handled in {i * 3 % 50 + 5}ms")
context = "\n".join(lines)

all_lines = context.splitlines()
hits = [i for i, l in enumerate(all_lines) if " ERROR " in l]
print("error lines:", hits)
for h in hits:
    lo, hi = max(0, h - 2), min(len(all_lines), h + 3)
    print(f"--- context around line {h} ---")
    for j in range(lo, hi):
        marker = ">>" if j == h else "  "
        print(marker, all_lines[j])
times = [int(l.split(" in ")[1][:-2]) for l in all_lines if "handled in" in l]
print("avg latency:", round(sum(times) / len(times), 2), "max:", max(times))
