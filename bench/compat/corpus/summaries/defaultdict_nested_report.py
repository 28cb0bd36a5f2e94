from collections import defaultdict

tree = defaultdict(lambda: defaultdict(list))
for line in context.splitlines():
    if line.startswith("NOTE"):
        continue
    f = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
    tree[f["region"]][f["label"]].append(float(f["amount"]))

for region in sorted(tree):
    labs = tree[region]
    total = sum(map(sum, labs.values()))
    print(f"{region} (total {total:.2f})")
    for i, (label, amts) in enumerate(sorted(labs.items(), key=lambda kv: -len(kv[1]))):
        branch = "└─" if i == len(labs) - 1 else "├─"
        print(f"  {branch} {label:<5} n={len(amts):<3} avg={sum(amts)/len(amts):6.2f} max={max(amts):6.2f}")

flat = {f"{r}/{l}": len(v) for r, d in tree.items() for l, v in d.items()}
print(len(flat), "leaves; largest:", max(flat, key=flat.get), flat[max(flat, key=flat.get)])
