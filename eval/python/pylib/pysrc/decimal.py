# decimal for gpython: finite decimals as (signed int coefficient, exponent)
# with CPython's string forms, context precision and rounding modes. No
# NaN/Infinity, signals or traps beyond DivisionByZero and InvalidOperation.

ROUND_HALF_EVEN = "ROUND_HALF_EVEN"
ROUND_HALF_UP = "ROUND_HALF_UP"
ROUND_HALF_DOWN = "ROUND_HALF_DOWN"
ROUND_UP = "ROUND_UP"
ROUND_DOWN = "ROUND_DOWN"
ROUND_CEILING = "ROUND_CEILING"
ROUND_FLOOR = "ROUND_FLOOR"
ROUND_05UP = "ROUND_05UP"


class DecimalException(ArithmeticError):
    pass


class InvalidOperation(DecimalException):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class Context(object):
    def __init__(self, prec=28, rounding=ROUND_HALF_EVEN, **kwargs):
        self.prec = prec
        self.rounding = rounding


_context = [Context()]


def getcontext():
    return _context[0]


def setcontext(ctx):
    _context[0] = ctx


class localcontext(object):
    def __init__(self, ctx=None, **kwargs):
        base = ctx if ctx is not None else getcontext()
        self._new = Context(base.prec, base.rounding)
        for k in kwargs:
            setattr(self._new, k, kwargs[k])

    def __enter__(self):
        self._saved = getcontext()
        setcontext(self._new)
        return self._new

    def __exit__(self, *exc):
        setcontext(self._saved)
        return False


def _round_int(c, drop, rounding, negative):
    # Drops `drop` low digits of the non-negative int c.
    if drop <= 0:
        return c
    q, r = divmod(c, 10 ** drop)
    if r == 0:
        return q
    half = 5 * 10 ** (drop - 1)
    up = False
    if rounding == ROUND_HALF_UP:
        up = r >= half
    elif rounding == ROUND_HALF_DOWN:
        up = r > half
    elif rounding == ROUND_HALF_EVEN:
        up = r > half or (r == half and q % 2 == 1)
    elif rounding == ROUND_UP:
        up = True
    elif rounding == ROUND_CEILING:
        up = not negative
    elif rounding == ROUND_FLOOR:
        up = negative
    elif rounding == ROUND_05UP:
        up = q % 10 in (0, 5)
    return q + 1 if up else q


def _parse(s):
    t = s.strip().replace("_", "")
    neg = False
    if t[:1] in ("+", "-"):
        neg = t[0] == "-"
        t = t[1:]
    exp = 0
    low = t.lower()
    if "e" in low:
        i = low.index("e")
        exp = int(t[i + 1:])
        t = t[:i]
    if "." in t:
        whole, frac = t.split(".", 1)
    else:
        whole, frac = t, ""
    if not (whole + frac) or not (whole + frac).isdigit():
        raise InvalidOperation("[<class 'decimal.ConversionSyntax'>]")
    c = int(whole + frac)
    return (-c if neg else c), exp - len(frac), neg


def _digits(c):
    return len(str(abs(c)))


class Decimal(object):
    def __init__(self, value="0", context=None):
        self._neg = False
        if isinstance(value, Decimal):
            self._c, self._e, self._neg = value._c, value._e, value._neg
        elif isinstance(value, bool) or isinstance(value, int):
            self._c, self._e = int(value), 0
            self._neg = value < 0
        elif isinstance(value, str):
            self._c, self._e, self._neg = _parse(value)
        elif isinstance(value, float):
            n, d = value.as_integer_ratio()
            k = 0
            while d > 1:
                d //= 2
                n *= 5
                k += 1
            self._c, self._e = n, -k
            self._neg = value < 0 or (value == 0 and str(value)[0] == "-")
        elif isinstance(value, tuple):
            sign, digits, exp = value
            c = int("".join(str(x) for x in digits) or "0")
            self._c, self._e, self._neg = (-c if sign else c), exp, bool(sign)
        else:
            raise TypeError("conversion from %s to Decimal is not supported" % type(value).__name__)

    @classmethod
    def _make(cls, c, e, neg=None):
        d = cls(0)
        d._c = c
        d._e = e
        d._neg = (c < 0) if neg is None else neg
        return d

    @classmethod
    def from_float(cls, f):
        return cls(f)

    def _fix(self, ctx=None):
        # Rounds to the context precision.
        ctx = ctx or getcontext()
        n = _digits(self._c)
        if n <= ctx.prec:
            return self
        drop = n - ctx.prec
        c = _round_int(abs(self._c), drop, ctx.rounding, self._neg)
        e = self._e + drop
        if _digits(c) > ctx.prec:
            c //= 10
            e += 1
        return Decimal._make(-c if self._neg else c, e, self._neg)

    def __str__(self):
        s = str(abs(self._c))
        exp = self._e
        left = exp + len(s)
        if exp <= 0 and left > -6:
            dot = left
        else:
            dot = 1
        if dot <= 0:
            body = "0." + "0" * (-dot) + s
        elif dot >= len(s):
            body = s + "0" * (dot - len(s))
        else:
            body = s[:dot] + "." + s[dot:]
        if left != dot:
            body += "E%+d" % (left - dot)
        return ("-" if self._neg else "") + body

    def __repr__(self):
        return "Decimal('%s')" % str(self)

    def to_eng_string(self):
        return str(self)

    def __format__(self, spec):
        if not spec:
            return str(self)
        if spec[-1] in "fF%" and "." in spec:
            head, prec = spec[:-1].rsplit(".", 1)
            p = int(prec)
            v = self * 100 if spec[-1] == "%" else self
            q = v.quantize(Decimal._make(1, -p), rounding=getcontext().rounding)
            text = str(abs(q._c)).rjust(p + 1, "0")
            whole = text[:len(text) - p]
            frac = text[len(text) - p:]
            if "," in head:
                whole = "{:,}".format(int(whole))
                head = head.replace(",", "")
            sign = "-" if q._neg else ""
            if head.endswith("+"):
                head = head[:-1]
                sign = sign or "+"
            body = sign + whole + ("." + frac if p else "") + ("%" if spec[-1] == "%" else "")
            return format(body, head) if head else body
        return format(float(self), spec)

    def as_tuple(self):
        return (1 if self._neg else 0, tuple(int(ch) for ch in str(abs(self._c))), self._e)

    def as_integer_ratio(self):
        if self._e >= 0:
            return (self._c * 10 ** self._e, 1)
        n, d = self._c, 10 ** -self._e
        import math
        g = math.gcd(n, d)
        return (n // g, d // g)

    def __float__(self):
        return float(str(self))

    def __int__(self):
        if self._e >= 0:
            return self._c * 10 ** self._e
        q = abs(self._c) // 10 ** -self._e
        return -q if self._c < 0 else q

    def __trunc__(self):
        return self.__int__()

    def __bool__(self):
        return self._c != 0

    def __hash__(self):
        if self._e >= 0 or self._c % 10 ** -self._e == 0:
            return hash(int(self))
        return hash(float(self))

    def _cmp(self, other):
        o = _coerce(other, True)
        if o is None:
            return None
        if isinstance(o, float):
            a = float(self)
            return (a > o) - (a < o)
        e = min(self._e, o._e)
        a = self._c * 10 ** (self._e - e)
        b = o._c * 10 ** (o._e - e)
        return (a > b) - (a < b)

    def __eq__(self, other):
        c = self._cmp(other)
        return NotImplemented if c is None else c == 0

    def __ne__(self, other):
        c = self._cmp(other)
        return NotImplemented if c is None else c != 0

    def __lt__(self, other):
        c = self._cmp(other)
        return NotImplemented if c is None else c < 0

    def __le__(self, other):
        c = self._cmp(other)
        return NotImplemented if c is None else c <= 0

    def __gt__(self, other):
        c = self._cmp(other)
        return NotImplemented if c is None else c > 0

    def __ge__(self, other):
        c = self._cmp(other)
        return NotImplemented if c is None else c >= 0

    def compare(self, other):
        return Decimal(self._cmp(other))

    def __add__(self, other):
        o = _coerce(other)
        if o is None:
            return NotImplemented
        return _add(self, o)

    def __radd__(self, other):
        o = _coerce(other)
        if o is None:
            return NotImplemented
        return _add(o, self)

    def __sub__(self, other):
        o = _coerce(other)
        if o is None:
            return NotImplemented
        return _add(self, -o)

    def __rsub__(self, other):
        o = _coerce(other)
        if o is None:
            return NotImplemented
        return _add(o, -self)

    def __mul__(self, other):
        o = _coerce(other)
        if o is None:
            return NotImplemented
        return _mul(self, o)

    def __rmul__(self, other):
        o = _coerce(other)
        if o is None:
            return NotImplemented
        return _mul(o, self)

    def __truediv__(self, other):
        o = _coerce(other)
        if o is None:
            return NotImplemented
        return _div(self, o)

    def __rtruediv__(self, other):
        o = _coerce(other)
        if o is None:
            return NotImplemented
        return _div(o, self)

    def __floordiv__(self, other):
        o = _coerce(other)
        if o is None:
            return NotImplemented
        return _divint(self, o)

    def __rfloordiv__(self, other):
        o = _coerce(other)
        if o is None:
            return NotImplemented
        return _divint(o, self)

    def __mod__(self, other):
        o = _coerce(other)
        if o is None:
            return NotImplemented
        return _add(self, -_mul(o, _divint(self, o)))

    def __rmod__(self, other):
        o = _coerce(other)
        if o is None:
            return NotImplemented
        return o % self

    def __divmod__(self, other):
        return (self // other, self % other)

    def __pow__(self, other):
        if isinstance(other, Decimal) and other._e >= 0:
            other = int(other)
        if isinstance(other, int):
            if other >= 0:
                return Decimal._make(self._c ** other, self._e * other)._fix()
            return _div(Decimal(1), Decimal._make(self._c ** -other, self._e * -other))
        return Decimal(repr(float(self) ** float(other)))._fix()

    def __neg__(self):
        return Decimal._make(-self._c, self._e, not self._neg if self._c else False)

    def __pos__(self):
        return Decimal._make(self._c, self._e, self._neg if self._c else False)._fix()

    def __abs__(self):
        return Decimal._make(abs(self._c), self._e, False)

    def __round__(self, n=None):
        if n is None:
            q = self.quantize(Decimal._make(1, 0), rounding=ROUND_HALF_EVEN)
            return int(q)
        return self.quantize(Decimal._make(1, -n), rounding=ROUND_HALF_EVEN)

    def __floor__(self):
        return int(self.quantize(Decimal(1), rounding=ROUND_FLOOR))

    def __ceil__(self):
        return int(self.quantize(Decimal(1), rounding=ROUND_CEILING))

    def quantize(self, exp, rounding=None, context=None):
        exp = _coerce(exp)
        rounding = rounding or getcontext().rounding
        target = exp._e
        if self._e >= target:
            c = self._c * 10 ** (self._e - target)
            return Decimal._make(c, target, self._neg)
        c = _round_int(abs(self._c), target - self._e, rounding, self._neg)
        return Decimal._make(-c if self._neg else c, target, self._neg)

    def to_integral_value(self, rounding=None, context=None):
        if self._e >= 0:
            return self
        return self.quantize(Decimal(1), rounding=rounding)

    to_integral = to_integral_value

    def normalize(self, context=None):
        d = self._fix()
        c, e = d._c, d._e
        if c == 0:
            return Decimal._make(0, 0, d._neg)
        while c % 10 == 0:
            c //= 10
            e += 1
        return Decimal._make(c, e, d._neg)

    def adjusted(self):
        return self._e + _digits(self._c) - 1

    def is_signed(self):
        return self._neg

    def is_zero(self):
        return self._c == 0

    def is_finite(self):
        return True

    def is_nan(self):
        return False

    def is_infinite(self):
        return False

    def copy_abs(self):
        return abs(self)

    def copy_negate(self):
        return -self

    def sqrt(self, context=None):
        ctx = getcontext()
        if self._c < 0:
            raise InvalidOperation("[<class 'decimal.InvalidOperation'>]")
        import math
        shift = ctx.prec * 2 + 2
        e = self._e - shift
        if e % 2:
            e -= 1
            shift += 1
        r = math.isqrt(self._c * 10 ** shift)
        exact = r * r == self._c * 10 ** shift
        d = Decimal._make(r, e // 2)
        if exact:
            ideal = self._e // 2 if self._e % 2 == 0 else (self._e - 1) // 2
            while d._e < ideal and d._c % 10 == 0:
                d = Decimal._make(d._c // 10, d._e + 1)
            return d._fix()
        return Decimal._make(r * 10 + 1, e // 2 - 1)._fix()

    def ln(self, context=None):
        import math
        return Decimal(repr(math.log(float(self))))

    def log10(self, context=None):
        import math
        return Decimal(repr(math.log10(float(self))))

    def exp(self, context=None):
        import math
        return Decimal(repr(math.exp(float(self))))

    def max(self, other, context=None):
        return self if self >= other else _coerce(other)

    def min(self, other, context=None):
        return self if self <= other else _coerce(other)


def _coerce(x, allow_float=False):
    if isinstance(x, Decimal):
        return x
    if isinstance(x, bool) or isinstance(x, int):
        return Decimal(x)
    if allow_float and isinstance(x, float):
        return x
    return None


def _add(a, b):
    e = min(a._e, b._e)
    c = a._c * 10 ** (a._e - e) + b._c * 10 ** (b._e - e)
    if c == 0:
        neg = a._neg and b._neg
        if getcontext().rounding == ROUND_FLOOR:
            neg = a._neg or b._neg
        return Decimal._make(0, e, neg)
    return Decimal._make(c, e)._fix()


def _mul(a, b):
    return Decimal._make(a._c * b._c, a._e + b._e, a._neg != b._neg)._fix()


def _div(a, b):
    if b._c == 0:
        if a._c == 0:
            raise InvalidOperation("[<class 'decimal.DivisionUndefined'>]")
        raise DivisionByZero("[<class 'decimal.DivisionByZero'>]")
    neg = a._neg != b._neg
    ideal = a._e - b._e
    if a._c == 0:
        return Decimal._make(0, ideal, neg)
    prec = getcontext().prec
    ca, cb = abs(a._c), abs(b._c)
    k = max(0, prec + _digits(cb) - _digits(ca) + 1)
    q, r = divmod(ca * 10 ** k, cb)
    e = ideal - k
    if r == 0:
        while e < ideal and q % 10 == 0:
            q //= 10
            e += 1
    else:
        # A sticky digit keeps an inexact tail from looking like a tie.
        q = q * 10 + 1
        e -= 1
    return Decimal._make(-q if neg else q, e, neg)._fix()


def _divint(a, b):
    if b._c == 0:
        raise DivisionByZero("[<class 'decimal.DivisionByZero'>]")
    e = min(a._e, b._e)
    x = abs(a._c) * 10 ** (a._e - e)
    y = abs(b._c) * 10 ** (b._e - e)
    q = x // y
    neg = a._neg != b._neg
    return Decimal._make(-q if neg else q, 0, neg)
