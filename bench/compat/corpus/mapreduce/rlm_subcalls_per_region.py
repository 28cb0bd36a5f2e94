import re
regions = sorted(set(re.findall(r"region=([\w-]+)", context)))
pairs = []
for reg in regions:
    sub = "\n".join(l for l in context.splitlines() if f"region={reg} " in l)
    pairs.append((sub, f"total amount in {reg}?"))
outs = rlm_query_batched(pairs)
for reg, o in zip(regions, outs):
    print(f"{reg:8} {o}")
print(rlm_query("what is the busiest month?"))
