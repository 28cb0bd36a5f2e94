def f(*a, **k):
    return a, k
a, b = [1, 2], (3,)
print(f(*a, *b), f(0, *a, 9, *b, x=1), f(*a, 5), f(*a, *b, **{"z": 2}), f(*a, k=1), f(
    *a,
    *b,
), max(*a, *b))
print(*a, *b, sep="-")
def pos_only(a, b, /, c, *, d):
    return a + b + c + d
print(pos_only(1, 2, c=3, d=4), pos_only(1, 2, 3, d=4), 10 / 2, (lambda x, /: x)(4))
def g(a, /):
    return a
print(g(3), [x / 2 for x in (1, 2)])
