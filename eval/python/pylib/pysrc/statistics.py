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


def pvariance(data, mu=None):
    data = list(data)
    return _ss(data) / len(data)


def variance(data, xbar=None):
    data = list(data)
    if len(data) < 2:
        raise StatisticsError("variance requires at least two data points")
    return _ss(data) / (len(data) - 1)


def pstdev(data, mu=None):
    return pvariance(data) ** 0.5


def stdev(data, xbar=None):
    return variance(data) ** 0.5
