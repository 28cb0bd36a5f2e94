class Trie:
    def __init__(self):
        self.root = {}
        self.size = 0

    def insert(self, word, weight=1):
        node = self.root
        for ch in word:
            node = node.setdefault(ch, {})
        if "$" not in node:
            self.size += 1
        node["$"] = node.get("$", 0) + weight

    def complete(self, prefix, k=3):
        node = self.root
        for ch in prefix:
            if ch not in node:
                return []
            node = node[ch]
        found = []
        stack = [(node, prefix)]
        while stack:
            n, p = stack.pop()
            for ch, child in n.items():
                if ch == "$":
                    found.append((child, p))
                else:
                    stack.append((child, p + ch))
        found.sort(key=lambda x: (-x[0], x[1]))
        return [w for _, w in found[:k]]

context = "print print printf pretty prefix prefix prefix press pressure python pyramid pytest pytest"
t = Trie()
for w in context.split():
    t.insert(w)
print("words:", t.size)
for p in ["pr", "pre", "py", "pyt", "x", ""]:
    print(f"{p!r:>6} -> {t.complete(p)}")
