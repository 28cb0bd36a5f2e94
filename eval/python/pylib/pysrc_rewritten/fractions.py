# fractions for gpython: exact rationals over Python ints.
import math as _math


def _parse(s):
    s = s.strip().replace("_", "")
    if "/" in s:
        n, d = s.split("/", 1)
        return int(n.strip()), int(d.strip())
    sign = 1
    if s[:1] in ("+", "-"):
        if s[0] == "-":
            sign = -1
        s = s[1:]
    exp = 0
    low = s.lower()
    if "e" in low:
        i = low.index("e")
        exp = int(s[i + 1:])
        s = s[:i]
    if "." in s:
        whole, frac = s.split(".", 1)
    else:
        whole, frac = s, ""
    if not (whole + frac).isdigit():
        raise ValueError("Invalid literal for Fraction: %r" % (s,))
    n = int(whole + frac)
    exp -= len(frac)
    if exp >= 0:
        return sign * n * 10 ** exp, 1
    return sign * n, 10 ** (-exp)


# _UNORDERED is what comparing with a NaN gives: every order is False.
_UNORDERED = object()


def _pair(x):
    if isinstance(x, Fraction):
        return x._n, x._d
    if isinstance(x, bool):
        return int(x), 1
    if isinstance(x, int):
        return x, 1
    if isinstance(x, float):
        return x.as_integer_ratio()
    if hasattr(x, "as_integer_ratio"):
        return x.as_integer_ratio()
    return None


class Fraction(object):
    def __init__(self, numerator=0, denominator=None):
        if denominator is None:
            if isinstance(numerator, str):
                n, d = _parse(numerator)
            else:
                p = _pair(numerator)
                if p is None:
                    raise TypeError("argument should be a string or a Rational instance")
                n, d = p
        else:
            a = _pair(numerator)
            b = _pair(denominator)
            if a is None or b is None:
                raise TypeError("both arguments should be Rational instances")
            n, d = a[0] * b[1], a[1] * b[0]
        if d == 0:
            raise ZeroDivisionError("Fraction(%s, 0)" % n)
        g = _math.gcd(n, d)
        if d < 0:
            g = -g
        self._n = n // g
        self._d = d // g

    @property
    def numerator(self):
        return self._n

    @property
    def denominator(self):
        return self._d

    @classmethod
    def from_float(cls, f):
        return cls(f)

    @classmethod
    def from_decimal(cls, d):
        return cls(str(d))

    def as_integer_ratio(self):
        return (self._n, self._d)

    def is_integer(self):
        return self._d == 1

    def limit_denominator(self, max_denominator=1000000):
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._d <= max_denominator:
            return Fraction(self._n, self._d)
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._n, self._d
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        b1 = Fraction(p0 + k * p1, q0 + k * q1)
        b2 = Fraction(p1, q1)
        if abs(b2 - self) <= abs(b1 - self):
            return b2
        return b1

    def __repr__(self):
        return "Fraction(%d, %d)" % (self._n, self._d)

    def __str__(self):
        if self._d == 1:
            return str(self._n)
        return "%d/%d" % (self._n, self._d)

    def __format__(self, spec):
        if not spec:
            return str(self)
        return format(float(self), spec)

    def __float__(self):
        return self._n / self._d

    def __int__(self):
        if self._n < 0:
            return -(-self._n // self._d)
        return self._n // self._d

    def __trunc__(self):
        return self.__int__()

    def __floor__(self):
        return self._n // self._d

    def __ceil__(self):
        return -(-self._n // self._d)

    def __round__(self, ndigits=None):
        if ndigits is None:
            q, r = divmod(self._n, self._d)
            if 2 * r < self._d:
                return q
            if 2 * r > self._d:
                return q + 1
            return q if q % 2 == 0 else q + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __bool__(self):
        return self._n != 0

    def __hash__(self):
        if self._d == 1:
            return hash(self._n)
        return hash(self._n / self._d)

    def _op(self, other, fn, reflected=False):
        if isinstance(other, float):
            a, b = float(self), other
            return fn(b, a) if reflected else fn(a, b)
        p = _pair(other)
        if p is None:
            return NotImplemented
        o = Fraction(p[0], p[1])
        return fn(o, self) if reflected else fn(self, o)

    def __add__(self, other):
        return self._op(other, _add)

    def __radd__(self, other):
        return self._op(other, _add, True)

    def __sub__(self, other):
        return self._op(other, _sub)

    def __rsub__(self, other):
        return self._op(other, _sub, True)

    def __mul__(self, other):
        return self._op(other, _mul)

    def __rmul__(self, other):
        return self._op(other, _mul, True)

    def __truediv__(self, other):
        return self._op(other, _div)

    def __rtruediv__(self, other):
        return self._op(other, _div, True)

    def __floordiv__(self, other):
        return self._op(other, _floordiv)

    def __rfloordiv__(self, other):
        return self._op(other, _floordiv, True)

    def __mod__(self, other):
        return self._op(other, _mod)

    def __rmod__(self, other):
        return self._op(other, _mod, True)

    def __divmod__(self, other):
        return (self // other, self % other)

    def __pow__(self, other):
        if isinstance(other, int) and not isinstance(other, bool):
            if other >= 0:
                return Fraction(self._n ** other, self._d ** other)
            return Fraction(self._d ** -other, self._n ** -other)
        if isinstance(other, Fraction) and other._d == 1:
            return self ** other._n
        return float(self) ** float(other)

    def __rpow__(self, other):
        if self._d == 1:
            return other ** self._n
        return float(other) ** float(self)

    def __neg__(self):
        return Fraction(-self._n, self._d)

    def __pos__(self):
        return Fraction(self._n, self._d)

    def __abs__(self):
        return Fraction(abs(self._n), self._d)

    def _cmp(self, other):
        # -1, 0 or 1; None when other is no number; _UNORDERED for a NaN.
        if isinstance(other, float):
            # Exactly, as CPython does: Fraction(1, 3) != 1/3.
            if other != other:
                return _UNORDERED
            if other in (float("inf"), float("-inf")):
                return -1 if other > 0 else 1
            p = other.as_integer_ratio()
        else:
            p = _pair(other)
        if p is None:
            return None
        left = self._n * p[1]
        right = p[0] * self._d
        return (left > right) - (left < right)

    def __eq__(self, other):
        c = self._cmp(other)
        return NotImplemented if c is None else c == 0

    def __ne__(self, other):
        c = self._cmp(other)
        return NotImplemented if c is None else c != 0

    def __lt__(self, other):
        c = self._cmp(other)
        if c is _UNORDERED:
            return False
        return NotImplemented if c is None else c < 0

    def __le__(self, other):
        c = self._cmp(other)
        if c is _UNORDERED:
            return False
        return NotImplemented if c is None else c <= 0

    def __gt__(self, other):
        c = self._cmp(other)
        if c is _UNORDERED:
            return False
        return NotImplemented if c is None else c > 0

    def __ge__(self, other):
        c = self._cmp(other)
        if c is _UNORDERED:
            return False
        return NotImplemented if c is None else c >= 0


def _add(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return a + b
    return Fraction(a._n * b._d + b._n * a._d, a._d * b._d)


def _sub(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return a - b
    return Fraction(a._n * b._d - b._n * a._d, a._d * b._d)


def _mul(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return a * b
    return Fraction(a._n * b._n, a._d * b._d)


def _div(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return a / b
    if b._n == 0:
        raise ZeroDivisionError("Fraction(%s, 0)" % (a._n * b._d))
    return Fraction(a._n * b._d, a._d * b._n)


def _floordiv(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return a // b
    return (a._n * b._d) // (a._d * b._n)


def _mod(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return a % b
    return Fraction((a._n * b._d) % (b._n * a._d), a._d * b._d)
