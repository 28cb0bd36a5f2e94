n = 5
table = [[i * j for j in range(1, n + 1)] for i in range(1, n + 1)]
for row in table:
    print(" ".join(f"{v:3d}" for v in row))
diag = [table[i][i] for i in range(n)]
anti = [table[i][n - 1 - i] for i in range(n)]
print(diag, anti)
flat = [v for row in table for v in row]
print(len(flat), len(set(flat)), sum(flat))
identity = [[int(i == j) for j in range(3)] for i in range(3)]
print(identity)
pascal = [[1]]
for _ in range(5):
    prev = pascal[-1]
    pascal.append([1] + [a + b for a, b in zip(prev, prev[1:])] + [1])
print(pascal[-1], [sum(r) for r in pascal])
