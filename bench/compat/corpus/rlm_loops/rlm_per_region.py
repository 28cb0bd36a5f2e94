regions = {}
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    region = line.split("region=")[1].split()[0]
    regions.setdefault(region, []).append(line)

print({r: len(v) for r, v in regions.items()})

pairs = [("\n".join(rows), f"What is the most common complaint in {r}?") for r, rows in regions.items()]
outs = rlm_query_batched(pairs)
state = {"answers": {}, "chars": 0}
for (ctx, q), out in zip(pairs, outs):
    region = q.rsplit(" ", 1)[-1].rstrip("?")
    state["answers"][region] = out
    state["chars"] += len(ctx)

for region in sorted(state["answers"]):
    print(f"[{region}] {state['answers'][region]}")
print("context chars covered:", state["chars"], "of", len(context))
print("coverage: {:.1%}".format(state["chars"] / len(context)))
