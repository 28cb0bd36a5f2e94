# statistics for gpython, in Python (float arithmetic, not CPython's exact
# fractions: results can differ in the last digit).


class StatisticsError(ValueError):
    pass


def mean(data):
    data = list(data)
    if not data:
        raise StatisticsError("mean requires at least one data point")
    total = sum(data)
    n = len(data)
    if all(isinstance(x, int) for x in data) and total % n == 0:
        return total // n
    return total / n


def fmean(data):
    data = list(data)
    return sum(data) / len(data)


def median(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    return (data[n // 2 - 1] + data[n // 2]) / 2


def median_low(data):
    data = sorted(data)
    n = len(data)
    return data[n // 2] if n % 2 else data[n // 2 - 1]


def median_high(data):
    data = sorted(data)
    return data[len(data) // 2]


def mode(data):
    counts = {}
    for x in data:
        counts[x] = counts.get(x, 0) + 1
    best = None
    for k in counts:
        if best is None or counts[k] > counts[best]:
            best = k
    return best


def _ss(data):
    m = sum(data) / len(data)
    return sum((x - m) ** 2 for x in data)


def _int_ratio(data, dof):
    # Exact for int data, like CPython: an int when the variance is whole.
    n = len(data)
    num = n * sum(x * x for x in data) - sum(data) ** 2
    den = n * dof
    if num % den == 0:
        return num // den
    return num / den


def _all_int(data):
    return all(type(x) is int for x in data)


def pvariance(data, mu=None):
    data = list(data)
    if not data:
        raise StatisticsError("pvariance requires at least one data point")
    if mu is None and _all_int(data):
        return _int_ratio(data, len(data))
    return _ss(data) / len(data)


def variance(data, xbar=None):
    data = list(data)
    if len(data) < 2:
        raise StatisticsError("variance requires at least two data points")
    if xbar is None and _all_int(data):
        return _int_ratio(data, len(data) - 1)
    return _ss(data) / (len(data) - 1)


def pstdev(data, mu=None):
    return pvariance(data) ** 0.5


def stdev(data, xbar=None):
    return variance(data) ** 0.5


def multimode(data):
    counts = {}
    for x in data:
        counts[x] = counts.get(x, 0) + 1
    if not counts:
        return []
    top = max(counts.values())
    return [k for k in counts if counts[k] == top]


def quantiles(data, n=4, method="exclusive"):
    data = sorted(data)
    ld = len(data)
    if n < 1:
        raise StatisticsError("n must be at least 1")
    if ld < 2:
        raise StatisticsError("must have at least two data points")
    out = []
    if method == "inclusive":
        m = ld - 1
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            out.append((data[j] * (n - delta) + data[j + 1] * delta) / n)
        return out
    m = ld + 1
    for i in range(1, n):
        j = i * m // n
        j = 1 if j < 1 else ld - 1 if j > ld - 1 else j
        delta = i * m - j * n
        out.append((data[j - 1] * (n - delta) + data[j] * delta) / n)
    return out


def geometric_mean(data):
    import math
    data = list(data)
    return math.exp(fmean([math.log(x) for x in data]))


def harmonic_mean(data):
    data = list(data)
    if any(x == 0 for x in data):
        return 0
    if _all_int(data):
        import math
        lcm = 1
        for x in data:
            lcm = lcm * x // math.gcd(lcm, x)
        return len(data) * lcm / sum(lcm // x for x in data)
    return len(data) / sum(1 / x for x in data)
