import os

msgs = [l.split('msg="')[1].rstrip('"') for l in context.splitlines() if 'msg="' in l]

def lcp(strings):
    if not strings:
        return ""
    shortest = min(strings, key=len)
    for i, ch in enumerate(shortest):
        if any(s[i] != ch for s in strings):
            return shortest[:i]
    return shortest

groups = {}
for m in msgs:
    groups.setdefault(m.split()[0], []).append(m)
for key in sorted(groups):
    print(f"{key:9} n={len(groups[key]):2} lcp={lcp(groups[key])!r}")
print(repr(lcp(msgs)), repr(os.path.commonprefix(["2024-05-06", "2024-05-16", "2024-05-01"])))

trie = {}
for m in msgs:
    node = trie
    for word in m.split()[:3]:
        node = node.setdefault(word, {"_count": 0})
        node["_count"] += 1

def walk(node, depth, out):
    for word in sorted(k for k in node if k != "_count"):
        child = node[word]
        kids = [k for k in child if k != "_count"]
        if len(kids) > 3:
            out.append("  " * depth + f"{word} ({child['_count']}) -> {len(kids)} distinct")
            continue
        out.append("  " * depth + f"{word} ({child['_count']})")
        walk(child, depth + 1, out)
    return out

print("\n".join(walk(trie, 0, [])))
ts = sorted(l.split("ts=")[1][:16] for l in context.splitlines() if "ts=" in l)
print("lcp of first/last ts:", lcp([ts[0], ts[-1]]), "| first 3 in Jan:", lcp([t for t in ts if t.startswith("2024-01")][:3]))
