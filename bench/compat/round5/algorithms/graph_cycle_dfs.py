def find_cycle(graph):
    WHITE, GRAY, BLACK = 0, 1, 2
    color = {n: WHITE for n in graph}
    stack = []
    def dfs(u):
        color[u] = GRAY
        stack.append(u)
        for v in graph[u]:
            if color[v] == GRAY:
                return stack[stack.index(v):] + [v]
            if color[v] == WHITE:
                c = dfs(v)
                if c:
                    return c
        stack.pop()
        color[u] = BLACK
        return None
    for n in graph:
        if color[n] == WHITE:
            c = dfs(n)
            if c:
                return c
    return None
g1 = {"a": ["b"], "b": ["c"], "c": ["d"], "d": []}
g2 = {"a": ["b"], "b": ["c"], "c": ["a", "d"], "d": []}
g3 = {"x": ["y"], "y": ["z", "w"], "z": [], "w": ["y"]}
for g in (g1, g2, g3):
    print(find_cycle(g))
def count_paths(g, src, dst, memo=None):
    memo = {} if memo is None else memo
    if src == dst:
        return 1
    if src not in memo:
        memo[src] = sum(count_paths(g, v, dst, memo) for v in g[src])
    return memo[src]
dag = {"s": ["a", "b"], "a": ["c", "t"], "b": ["c"], "c": ["t"], "t": []}
print(count_paths(dag, "s", "t"))
