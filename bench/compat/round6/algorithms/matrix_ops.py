def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]

def identity(n):
    return [[int(i == j) for j in range(n)] for i in range(n)]

def mat_pow(m, k):
    result = identity(len(m))
    while k:
        if k & 1:
            result = matmul(result, m)
        m = matmul(m, m)
        k >>= 1
    return result

fib = [[1, 1], [1, 0]]
for n in (1, 2, 10, 30, 90):
    print(f"fib({n}) = {mat_pow(fib, n)[0][1]}")

a = [[1, 2, 3], [4, 5, 6]]
t = [list(col) for col in zip(*a)]
print("transpose:", t)
print("a @ a^T:", matmul(a, t))

def det(m):
    if len(m) == 1:
        return m[0][0]
    return sum((-1) ** j * m[0][j] * det([row[:j] + row[j + 1:] for row in m[1:]]) for j in range(len(m)))

print("det:", det([[2, 0, 1], [1, 3, 2], [1, 1, 1]]))
print("det identity4:", det(identity(4)))
