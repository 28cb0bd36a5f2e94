def matmul(A, B):
    return [[sum(a * b for a, b in zip(row, col)) for col in zip(*B)] for row in A]
def transpose(A):
    return [list(r) for r in zip(*A)]
def det(M):
    if len(M) == 1:
        return M[0][0]
    if len(M) == 2:
        return M[0][0] * M[1][1] - M[0][1] * M[1][0]
    return sum((-1) ** j * M[0][j] * det([row[:j] + row[j + 1:] for row in M[1:]]) for j in range(len(M)))
A = [[1, 2], [3, 4]]
B = [[0, 1], [1, 0]]
print(matmul(A, B), matmul(B, A), transpose([[1, 2, 3], [4, 5, 6]]))
print(det(A), det([[2, 0, 1], [1, 3, 2], [1, 1, 1]]), det([[1, 2, 3], [4, 5, 6], [7, 8, 9]]))
I = [[1, 0], [0, 1]]
P = A
for _ in range(4):
    P = matmul(P, A)
print(P, matmul(A, I) == A)
from fractions import Fraction
def inverse2(M):
    d = Fraction(det(M))
    return [[M[1][1] / d, -M[0][1] / d], [-M[1][0] / d, M[0][0] / d]]
inv = inverse2(A)
print([[str(x) for x in r] for r in inv], matmul(A, inv) == I)
