class Matrix:
    def __init__(self, rows):
        if len({len(r) for r in rows}) > 1:
            raise ValueError("ragged rows")
        self.rows = [list(r) for r in rows]
    @property
    def shape(self):
        return (len(self.rows), len(self.rows[0]) if self.rows else 0)
    def __getitem__(self, idx):
        r, c = idx
        return self.rows[r][c]
    def __matmul__(self, other):
        if self.shape[1] != other.shape[0]:
            raise ValueError(f"shape mismatch {self.shape} @ {other.shape}")
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in cols] for row in self.rows])
    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows
    def __repr__(self):
        return "Matrix(" + repr(self.rows) + ")"
    def __str__(self):
        w = max(len(str(v)) for r in self.rows for v in r)
        return "\n".join(" ".join(f"{v:>{w}}" for v in r) for r in self.rows)
A = Matrix([[1, 2, 3], [4, 5, 6]])
B = Matrix([[7, 8], [9, 10], [11, 12]])
C = A @ B
print(C.shape, C[1, 0])
print(C)
print(repr(B @ A), A == Matrix([[1, 2, 3], [4, 5, 6]]))
for bad in (lambda: A @ A, lambda: Matrix([[1], [2, 3]])):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
