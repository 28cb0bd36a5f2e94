def newton_sqrt(x, tol=1e-12):
    guess = x / 2 or 1.0
    steps = 0
    while abs(guess * guess - x) > tol * max(x, 1):
        guess = (guess + x / guess) / 2
        steps += 1
    return guess, steps

def bisect_root(f, lo, hi, tol=1e-10):
    if f(lo) * f(hi) > 0:
        raise ValueError("root not bracketed")
    n = 0
    while hi - lo > tol:
        mid = (lo + hi) / 2
        if f(lo) * f(mid) <= 0:
            hi = mid
        else:
            lo = mid
        n += 1
    return (lo + hi) / 2, n

for x in [2, 10, 0.25, 1e6]:
    r, s = newton_sqrt(x)
    print(f"sqrt({x}) ~ {r:.10f} in {s} steps")
root, n = bisect_root(lambda t: t ** 3 - t - 2, 1, 2)
print(f"{root:.8f} after {n} halvings")
try:
    bisect_root(lambda t: t * t + 1, -1, 1)
except ValueError as e:
    print("ValueError:", e)
