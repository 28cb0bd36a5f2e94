import re
summ = {}
lines = context.splitlines()
for i in range(0, len(lines), 60):
    chunk = lines[i:i + 60]
    amts = [float(x) for l in chunk for x in re.findall(r"amount=([\d.]+)", l)]
    summ[f"chunk_{i // 60}"] = {"n": len(amts), "sum": round(sum(amts), 2), "max": max(amts)}
for k, v in summ.items():
    print(k, v)
