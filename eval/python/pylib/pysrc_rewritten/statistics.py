# statistics for gpython. Like CPython's, the means and variances are
# computed exactly (each number as an integer ratio) and rounded once into
# the type of the data, so results agree to the last digit; stdev and
# pstdev are correctly rounded square roots of the exact variance.

import math as _math
from collections import namedtuple as _namedtuple
from fractions import Fraction
from decimal import Decimal
from _statistics import exact_sum as _exact_sum


class StatisticsError(ValueError):
    pass


LinearRegression = _namedtuple("LinearRegression", "slope intercept")


def _coerce(T, S):
    # The type a result of data of types T and S has, as CPython decides.
    if T is S:
        return T
    if S is int or S is bool:
        return T
    if T is int or T is bool:
        return S
    if issubclass(S, T):
        return S
    if issubclass(T, S):
        return T
    if issubclass(T, int):
        return S
    if issubclass(S, int):
        return T
    if (T is Fraction and S is float) or (T is float and S is Fraction):
        return float
    raise TypeError("don't know how to coerce %s and %s" % (T.__name__, S.__name__))


class _Exact(object):
    # The exact sum of the data (and of its squares when squares) as
    # num/den and sq/sqden, the type of the result, and the sum of any
    # non-finite values (special, None when all are finite).
    def __init__(self, data, squares=False):
        types, self.count, self.num, self.den, self.sq, self.sqden, special = _exact_sum(data, squares)
        T = int
        for typ in types:
            T = _coerce(T, typ)
        self.T = T
        self.special = None
        for x in special:
            self.special = x if self.special is None else self.special + x


def _to_type(n, d, T):
    # The ratio n/d in the data's type: an int stays an int only when whole.
    if d < 0:
        n, d = -n, -d
    g = _math.gcd(n, d)
    if g > 1:
        n, d = n // g, d // g
    if T is int or T is bool:
        if d == 1:
            return T(n)
        return n / d
    if T is float:
        return n / d
    if T is Decimal:
        return Decimal(n) / Decimal(d)
    if T is Fraction:
        return Fraction(n, d)
    try:
        return T(Fraction(n, d))
    except TypeError:
        return T(n) / T(d)


def _special_result(acc, T):
    v = acc.special
    if T is Decimal or isinstance(v, Decimal):
        return Decimal(v) if not isinstance(v, Decimal) else v
    return float(v)


def mean(data):
    if iter(data) is data:
        data = list(data)
    acc = _Exact(data)
    if acc.count < 1:
        raise StatisticsError("mean requires at least one data point")
    if acc.special is not None:
        return _special_result(acc, acc.T)
    return _to_type(acc.num, acc.den * acc.count, acc.T)


def fmean(data, weights=None):
    data = list(data)
    if weights is None:
        if not data:
            raise StatisticsError("fmean requires at least one data point")
        return _math.fsum(data) / len(data)
    weights = list(weights)
    if len(weights) != len(data):
        raise StatisticsError("data and weights must be the same length")
    den = _math.fsum(weights)
    if not den:
        raise StatisticsError("sum of weights must be non-zero")
    return _math.fsum(x * w for x, w in zip(data, weights)) / den


def geometric_mean(data):
    try:
        return _math.exp(fmean(map(_math.log, data)))
    except ValueError:
        raise StatisticsError("geometric mean requires a non-empty dataset containing positive numbers")


def harmonic_mean(data, weights=None):
    if iter(data) is data:
        data = list(data)
    errmsg = "harmonic mean does not support negative values"
    n = len(data)
    if n < 1:
        raise StatisticsError("harmonic_mean requires at least one data point")
    if n == 1 and weights is None:
        x = data[0]
        if x < 0:
            raise StatisticsError(errmsg)
        return x
    if weights is None:
        weights = [1] * n
        sum_weights = n
    else:
        weights = list(weights)
        if len(weights) != n:
            raise StatisticsError("Number of weights does not match data size")
        for w in weights:
            if w < 0:
                raise StatisticsError(errmsg)
        acc = _Exact(weights)
        sum_weights = Fraction(acc.num, acc.den)
    for x in data:
        if x < 0:
            raise StatisticsError(errmsg)
    try:
        acc = _Exact(w / x if w else 0 for w, x in zip(weights, data))
    except ZeroDivisionError:
        return 0
    if acc.num <= 0:
        raise StatisticsError("Weighted sum must be positive")
    total = Fraction(acc.num, acc.den)
    r = sum_weights / total
    return _to_type(r.numerator, r.denominator, acc.T)


def median(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    return data[n // 2 - 1]


def median_high(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2]


def median_grouped(data, interval=1):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n == 1:
        return data[0]
    x = data[n // 2]
    for obj in (x, interval):
        if isinstance(obj, (str, bytes)):
            raise TypeError("expected number but got %r" % (obj,))
    try:
        lower = x - interval / 2
    except TypeError:
        lower = float(x) - float(interval) / 2
    first = data.index(x)
    last = n - 1 - data[::-1].index(x)
    return lower + interval * (n / 2 - first) / (last - first + 1)


def _counts(data):
    counts = {}
    for x in data:
        counts[x] = counts.get(x, 0) + 1
    return counts


def mode(data):
    counts = _counts(data)
    if not counts:
        raise StatisticsError("no mode for empty data")
    best, top = None, 0
    for k in counts:
        if counts[k] > top:
            best, top = k, counts[k]
    return best


def multimode(data):
    counts = _counts(data)
    if not counts:
        return []
    top = max(counts.values())
    return [k for k in counts if counts[k] == top]


def quantiles(data, n=4, method="exclusive"):
    if n < 1:
        raise StatisticsError("n must be at least 1")
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError("must have at least two data points")
    out = []
    if method == "inclusive":
        m = ld - 1
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            out.append((data[j] * (n - delta) + data[j + 1] * delta) / n)
        return out
    if method == "exclusive":
        m = ld + 1
        for i in range(1, n):
            j = i * m // n
            j = 1 if j < 1 else ld - 1 if j > ld - 1 else j
            delta = i * m - j * n
            out.append((data[j - 1] * (n - delta) + data[j] * delta) / n)
        return out
    raise ValueError("Unknown method: %r" % (method,))


def _ss(data, c=None):
    # The exact sum of squared deviations from c (from the exact mean
    # when c is None) as (numerator, denominator), the result type and n.
    if c is not None:
        acc = _Exact((x - c) * (x - c) for x in data)
        if acc.special is not None:
            return (acc.special, None, acc.T, acc.count)
        return (acc.num, acc.den, acc.T, acc.count)
    acc = _Exact(data, True)
    n = acc.count
    if acc.special is not None:
        return (float("nan"), None, acc.T, n)
    if n == 0:
        return (0, 1, acc.T, 0)
    # sum((x - mean)²) = Σx² - (Σx)²/n, as one ratio.
    num = n * acc.sq * acc.den * acc.den - acc.num * acc.num * acc.sqden
    return (num, n * acc.sqden * acc.den * acc.den, acc.T, n)


def variance(data, xbar=None):
    if iter(data) is data:
        data = list(data)
    num, den, T, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError("variance requires at least two data points")
    if den is None:
        return num
    return _to_type(num, den * (n - 1), T)


def pvariance(data, mu=None):
    if iter(data) is data:
        data = list(data)
    num, den, T, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError("pvariance requires at least one data point")
    if den is None:
        return num
    return _to_type(num, den * n, T)


def _float_sqrt_ratio(n, d):
    # sqrt(n/d) rounded once: an integer square root with 2·53+3 bits whose
    # last bit records any inexactness, so the single rounding when it
    # becomes a float cannot go the wrong way.
    if n == 0:
        return 0.0
    shift = max(0, (112 - (n.bit_length() - d.bit_length())) // 2 + 1)
    scaled = n << (2 * shift)
    root = _math.isqrt(scaled // d)
    if root * root * d != scaled:
        root |= 1
    return _math.ldexp(float(root), -shift)


def _decimal_sqrt_ratio(n, d):
    # sqrt(n/d) as a Decimal rounded once to the context precision.
    from decimal import getcontext
    if n == 0:
        return Decimal("0.0")
    prec = getcontext().prec
    k = 0
    while len(str(_math.isqrt(n * 10 ** (2 * k) // d))) < prec + 2:
        k += 1
    scaled = n * 10 ** (2 * k)
    root = _math.isqrt(scaled // d)
    sticky = 1 if root * root * d != scaled else 0
    return getcontext().plus(Decimal("%dE%d" % (root * 10 + sticky, -k - 1)))


def _sqrt_ratio(num, den, T):
    if T is Decimal:
        return _decimal_sqrt_ratio(num, den)
    return _float_sqrt_ratio(num, den)


def stdev(data, xbar=None):
    if iter(data) is data:
        data = list(data)
    num, den, T, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError("stdev requires at least two data points")
    if den is None:
        return _math.sqrt(num)
    return _sqrt_ratio(num, den * (n - 1), T)


def pstdev(data, mu=None):
    if iter(data) is data:
        data = list(data)
    num, den, T, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError("pstdev requires at least one data point")
    if den is None:
        return _math.sqrt(num)
    return _sqrt_ratio(num, den * n, T)


def _pair_check(x, y, what):
    n = len(x)
    if len(y) != n:
        raise StatisticsError("%s requires that both inputs have same number of data points" % what)
    if n < 2:
        raise StatisticsError("%s requires at least two data points" % what)
    return n


def covariance(x, y):
    n = _pair_check(x, y, "covariance")
    xbar = _math.fsum(x) / n
    ybar = _math.fsum(y) / n
    sxy = _math.fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    return sxy / (n - 1)


def correlation(x, y):
    n = _pair_check(x, y, "correlation")
    xbar = _math.fsum(x) / n
    ybar = _math.fsum(y) / n
    sxy = _math.fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    sxx = _math.fsum((xi - xbar) * (xi - xbar) for xi in x)
    syy = _math.fsum((yi - ybar) * (yi - ybar) for yi in y)
    try:
        return sxy / _math.sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError("at least one of the inputs is constant")


def linear_regression(x, y, proportional=False):
    n = _pair_check(x, y, "linear regression")
    if proportional:
        sxy = _math.fsum(xi * yi for xi, yi in zip(x, y))
        sxx = _math.fsum(xi * xi for xi in x)
    else:
        xbar = _math.fsum(x) / n
        ybar = _math.fsum(y) / n
        sxy = _math.fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
        sxx = _math.fsum((xi - xbar) * (xi - xbar) for xi in x)
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError("x is constant")
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope=slope, intercept=intercept)


_SQRT2 = _math.sqrt(2.0)


def _inv_cdf(p):
    # The standard normal quantile by Wichura's algorithm AS 241 (PPND16),
    # as CPython computes it.
    q = p - 0.5
    if abs(q) <= 0.425:
        r = 0.180625 - q * q
        num = (((((((2.5090809287301226727e+3 * r + 3.3430575583588128105e+4) * r + 6.7265770927008700853e+4) * r + 4.5921953931549871457e+4) * r + 1.3731693765509461125e+4) * r + 1.9715909503065514427e+3) * r + 1.3314166789178437745e+2) * r + 3.3871328727963666080e+0) * q
        den = (((((((5.2264952788528545610e+3 * r + 2.8729085735721942674e+4) * r + 3.9307895800092710610e+4) * r + 2.1213794301586595867e+4) * r + 5.3941960214247511077e+3) * r + 6.8718700749205790830e+2) * r + 4.2313330701600911252e+1) * r + 1.0)
        return num / den
    r = p if q <= 0.0 else 1.0 - p
    r = _math.sqrt(-_math.log(r))
    if r <= 5.0:
        r = r - 1.6
        num = (((((((7.74545014278341407640e-4 * r + 2.27238449892691845833e-2) * r + 2.41780725177450611770e-1) * r + 1.27045825245236838258e+0) * r + 3.64784832476320460504e+0) * r + 5.76949722146069140550e+0) * r + 4.63033784615654529590e+0) * r + 1.42343711074968357734e+0)
        den = (((((((1.05075007164441684324e-9 * r + 5.47593808499534494600e-4) * r + 1.51986665636164571966e-2) * r + 1.48103976427480074590e-1) * r + 6.89767334985100004550e-1) * r + 1.67638483018380384940e+0) * r + 2.05319162663775882187e+0) * r + 1.0)
    else:
        r = r - 5.0
        num = (((((((2.01033439929228813265e-7 * r + 2.71155556874348757815e-5) * r + 1.24266094738807843860e-3) * r + 2.65321895265761230930e-2) * r + 2.96560571828504891230e-1) * r + 1.78482653991729133580e+0) * r + 5.46378491116411436990e+0) * r + 6.65790464350110377720e+0)
        den = (((((((2.04426310338993978564e-15 * r + 1.42151175831644588870e-7) * r + 1.84631831751005468180e-5) * r + 7.86869131145613259100e-4) * r + 1.48753612908506148525e-2) * r + 1.36929880922735805310e-1) * r + 5.99832206555887937690e-1) * r + 1.0)
    x = num / den
    return -x if q < 0.0 else x


class NormalDist(object):
    "Normal distribution of a random variable"

    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError("sigma must be non-negative")
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        data = list(data)
        xbar = fmean(data)
        return cls(xbar, stdev(data, xbar))

    def samples(self, n, seed=None):
        import random
        rnd = random.Random(seed)
        return [rnd.gauss(self._mu, self._sigma) for i in range(n)]

    def pdf(self, x):
        variance = self._sigma * self._sigma
        if not variance:
            raise StatisticsError("pdf() not defined when sigma is zero")
        diff = x - self._mu
        return _math.exp(diff * diff / (-2.0 * variance)) / _math.sqrt(2 * _math.pi * variance)

    def cdf(self, x):
        if not self._sigma:
            raise StatisticsError("cdf() not defined when sigma is zero")
        return 0.5 * (1.0 + _math.erf((x - self._mu) / (self._sigma * _SQRT2)))

    def inv_cdf(self, p):
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError("p must be in the range 0.0 < p < 1.0")
        if self._sigma <= 0.0:
            raise StatisticsError("cdf() not defined when sigma at or below zero")
        return self._mu + self._sigma * _inv_cdf(p)

    def quantiles(self, n=4):
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def overlap(self, other):
        if not isinstance(other, NormalDist):
            raise TypeError("Expected another NormalDist instance")
        X, Y = self, other
        if (Y._sigma, Y._mu) < (X._sigma, X._mu):
            X, Y = Y, X
        X_var, Y_var = X.variance, Y.variance
        if not X_var or not Y_var:
            raise StatisticsError("overlap() not defined when sigma is zero")
        dv = Y_var - X_var
        dm = abs(Y._mu - X._mu)
        if not dv:
            return 1.0 - _math.erf(dm / (2.0 * X._sigma * _SQRT2))
        a = X._mu * Y_var - Y._mu * X_var
        b = X._sigma * Y._sigma * _math.sqrt(dm * dm + dv * _math.log(Y_var / X_var))
        x1 = (a + b) / dv
        x2 = (a - b) / dv
        return 1.0 - (abs(Y.cdf(x1) - X.cdf(x1)) + abs(Y.cdf(x2) - X.cdf(x2)))

    def zscore(self, x):
        if not self._sigma:
            raise StatisticsError("zscore() not defined when sigma is zero")
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        return self._mu

    @property
    def median(self):
        return self._mu

    @property
    def mode(self):
        return self._mu

    @property
    def stdev(self):
        return self._sigma

    @property
    def variance(self):
        return self._sigma * self._sigma

    def __add__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu + x2._mu, _math.hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu + x2, x1._sigma)

    def __sub__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu - x2._mu, _math.hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu - x2, x1._sigma)

    def __mul__(x1, x2):
        return NormalDist(x1._mu * x2, x1._sigma * abs(x2))

    def __truediv__(x1, x2):
        return NormalDist(x1._mu / x2, x1._sigma / abs(x2))

    def __pos__(x1):
        return NormalDist(x1._mu, x1._sigma)

    def __neg__(x1):
        return NormalDist(-x1._mu, x1._sigma)

    __radd__ = __add__

    def __rsub__(x1, x2):
        return -(x1 - x2)

    __rmul__ = __mul__

    def __eq__(x1, x2):
        if not isinstance(x2, NormalDist):
            return NotImplemented
        return x1._mu == x2._mu and x1._sigma == x2._sigma

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return "%s(mu=%r, sigma=%r)" % (type(self).__name__, self._mu, self._sigma)
