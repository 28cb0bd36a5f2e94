context = """main -> parse, run
parse -> lex, error
lex -> error
run -> step
step -> eval
eval -> step, apply
apply -> eval, error
error -> log
log ->
"""

graph = {}
for line in context.strip().splitlines():
    src, _, dsts = line.partition("->")
    graph[src.strip()] = [d.strip() for d in dsts.split(",") if d.strip()]

index = {}
low = {}
stack, on_stack = [], set()
comps = []
counter = [0]

def strongconnect(v):
    index[v] = low[v] = counter[0]
    counter[0] += 1
    stack.append(v); on_stack.add(v)
    for w in graph.get(v, []):
        if w not in index:
            strongconnect(w)
            low[v] = min(low[v], low[w])
        elif w in on_stack:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        comp = []
        while True:
            w = stack.pop(); on_stack.discard(w)
            comp.append(w)
            if w == v:
                break
        comps.append(sorted(comp))

for v in graph:
    if v not in index:
        strongconnect(v)

for c in comps:
    tag = "cycle" if len(c) > 1 else "single"
    print(f"{tag:<6} {c}")
print("recursive groups:", sum(len(c) > 1 for c in comps))
