# decimal for gpython: decimals as (signed int coefficient, exponent) with
# CPython's string forms, context precision and rounding modes, and the
# special values Infinity, NaN and sNaN (_sp "F", "n", "N"; "" when
# finite). No signals or traps beyond DivisionByZero and InvalidOperation.

from collections import namedtuple as _namedtuple

DecimalTuple = _namedtuple("DecimalTuple", "sign digits exponent")

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


_INVALID = "[<class 'decimal.InvalidOperation'>]"


def _parse_special(t, neg):
    # Infinity, Inf, NaN, NaN123 and sNaN, in any case; None otherwise.
    low = t.lower()
    if low in ("inf", "infinity"):
        return _special("F", neg)
    for prefix, sp in (("snan", "N"), ("nan", "n")):
        if low.startswith(prefix):
            payload = low[len(prefix):]
            if payload == "" or payload.isdigit():
                return _special(sp, neg, int(payload or "0"))
    return None


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
        self._sp = ""
        if isinstance(value, Decimal):
            self._c, self._e, self._neg, self._sp = value._c, value._e, value._neg, value._sp
        elif isinstance(value, bool) or isinstance(value, int):
            self._c, self._e = int(value), 0
            self._neg = value < 0
        elif isinstance(value, str):
            t = value.strip()
            neg = t[:1] == "-"
            sp = _parse_special(t[1:] if t[:1] in ("+", "-") else t, neg)
            if sp is not None:
                self._c, self._e, self._neg, self._sp = sp._c, sp._e, sp._neg, sp._sp
            else:
                self._c, self._e, self._neg = _parse(value)
        elif isinstance(value, float) and value != value:
            self._c, self._e, self._sp = 0, 0, "n"
        elif isinstance(value, float) and value in (float("inf"), float("-inf")):
            self._c, self._e, self._neg, self._sp = 0, 0, value < 0, "F"
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
            if exp in ("F", "n", "N"):
                self._c, self._e, self._neg, self._sp = (0 if exp == "F" else c), 0, bool(sign), exp
            else:
                self._c, self._e, self._neg = (-c if sign else c), exp, bool(sign)
        else:
            raise TypeError("conversion from %s to Decimal is not supported" % type(value).__name__)

    def _make(cls, c, e, neg=None):
        d = cls(0)
        d._c = c
        d._e = e
        d._neg = (c < 0) if neg is None else neg
        return d
    _make = classmethod(_make)

    def _copy_sign(self, neg):
        d = Decimal(self)
        d._neg = neg
        return d

    @classmethod
    def from_float(cls, f):
        return cls(f)

    def _fix(self, ctx=None):
        # Rounds to the context precision.
        if self._sp:
            return self
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
        if self._sp:
            sign = "-" if self._neg else ""
            if self._sp == "F":
                return sign + "Infinity"
            payload = str(self._c) if self._c else ""
            return sign + ("sNaN" if self._sp == "N" else "NaN") + payload
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
        return _format(self, spec)

    def as_tuple(self):
        sign = 1 if self._neg else 0
        if self._sp == "F":
            return DecimalTuple(sign, (0,), "F")
        if self._sp:
            digits = tuple(int(ch) for ch in str(self._c)) if self._c else ()
            return DecimalTuple(sign, digits, self._sp)
        return DecimalTuple(sign, tuple(int(ch) for ch in str(abs(self._c))), self._e)

    def as_integer_ratio(self):
        if self._sp == "F":
            raise OverflowError("cannot convert Infinity to integer ratio")
        if self._sp:
            raise ValueError("cannot convert NaN to integer ratio")
        if self._e >= 0:
            return (self._c * 10 ** self._e, 1)
        n, d = self._c, 10 ** -self._e
        import math
        g = math.gcd(n, d)
        return (n // g, d // g)

    def __float__(self):
        if self._sp == "N":
            raise ValueError("cannot convert signaling NaN to float")
        if self._sp == "n":
            return float("nan")
        return float(str(self))

    def __int__(self):
        if self._sp == "F":
            raise OverflowError("cannot convert Infinity to integer")
        if self._sp:
            raise ValueError("cannot convert NaN to integer")
        if self._e >= 0:
            return self._c * 10 ** self._e
        q = abs(self._c) // 10 ** -self._e
        return -q if self._c < 0 else q

    def __trunc__(self):
        return self.__int__()

    def __bool__(self):
        return self._c != 0 or self._sp != ""

    def __hash__(self):
        if self._sp == "N":
            raise TypeError("Cannot hash a signaling NaN value.")
        if self._sp:
            return hash(float(self))
        if self._e >= 0 or self._c % 10 ** -self._e == 0:
            return hash(int(self))
        return hash(float(self))

    def _cmp(self, other):
        # -1, 0 or 1; None when other is no number; "nan" when unordered.
        o = _coerce(other, True)
        if o is None:
            return None
        if isinstance(o, float):
            a = float(self)
            if a != a or o != o:
                return "nan"
            return (a > o) - (a < o)
        if self._sp == "N" or o._sp == "N":
            raise InvalidOperation(_INVALID)
        if self._sp == "n" or o._sp == "n":
            return "nan"
        if self._sp or o._sp:
            a, b = _rank(self), _rank(o)
            return (a > b) - (a < b)
        e = min(self._e, o._e)
        a = self._c * 10 ** (self._e - e)
        b = o._c * 10 ** (o._e - e)
        return (a > b) - (a < b)

    def _order(self, other):
        # _cmp for <, <=, >, >=: comparing with a NaN is an invalid operation.
        c = self._cmp(other)
        if c == "nan":
            raise InvalidOperation(_INVALID)
        return c

    def __eq__(self, other):
        c = self._cmp(other)
        return NotImplemented if c is None else c == 0

    def __ne__(self, other):
        c = self._cmp(other)
        return NotImplemented if c is None else c != 0

    def __lt__(self, other):
        c = self._order(other)
        return NotImplemented if c is None else c < 0

    def __le__(self, other):
        c = self._order(other)
        return NotImplemented if c is None else c <= 0

    def __gt__(self, other):
        c = self._order(other)
        return NotImplemented if c is None else c > 0

    def __ge__(self, other):
        c = self._order(other)
        return NotImplemented if c is None else c >= 0

    def compare(self, other):
        c = self._cmp(other)
        if c == "nan":
            return _special("n")
        return Decimal(c)

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
        n = _nan_operand(self, o)
        if n is not None:
            return n
        if self._sp:
            raise InvalidOperation(_INVALID)
        if o._sp:
            return self
        return _add(self, -_mul(o, _divint(self, o)))

    def __rmod__(self, other):
        o = _coerce(other)
        if o is None:
            return NotImplemented
        return o % self

    def __divmod__(self, other):
        return (self // other, self % other)

    def __pow__(self, other):
        if self._sp or (isinstance(other, Decimal) and other._sp):
            return _special_pow(self, _coerce(other) or Decimal(repr(float(other))))
        if isinstance(other, Decimal) and other._e >= 0:
            other = int(other)
        if isinstance(other, int):
            if other >= 0:
                return Decimal._make(self._c ** other, self._e * other)._fix()
            return _div(Decimal(1), Decimal._make(self._c ** -other, self._e * -other))
        return Decimal(repr(float(self) ** float(other)))._fix()

    def __neg__(self):
        if self._sp == "F":
            return self._copy_sign(not self._neg)
        if self._sp:
            return _nan_operand(self)
        return Decimal._make(-self._c, self._e, not self._neg if self._c else False)

    def __pos__(self):
        if self._sp:
            return _nan_operand(self) or self
        return Decimal._make(self._c, self._e, self._neg if self._c else False)._fix()

    def __abs__(self):
        if self._sp == "F":
            return self._copy_sign(False)
        if self._sp:
            return _nan_operand(self)
        return Decimal._make(abs(self._c), self._e, False)

    def __round__(self, n=None):
        if n is None and self._sp == "F":
            raise OverflowError("cannot round an infinity")
        if n is None and self._sp:
            raise ValueError("cannot round a NaN")
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
        n = _nan_operand(self, exp)
        if n is not None:
            return n
        if self._sp or exp._sp:
            if self._sp and exp._sp:
                return self
            raise InvalidOperation(_INVALID)
        rounding = rounding or getcontext().rounding
        target = exp._e
        if self._e >= target:
            c = self._c * 10 ** (self._e - target)
            return Decimal._make(c, target, self._neg)
        c = _round_int(abs(self._c), target - self._e, rounding, self._neg)
        return Decimal._make(-c if self._neg else c, target, self._neg)

    def to_integral_value(self, rounding=None, context=None):
        if self._sp:
            return _nan_operand(self) or self
        if self._e >= 0:
            return self
        return self.quantize(Decimal(1), rounding=rounding)

    to_integral = to_integral_value

    def normalize(self, context=None):
        if self._sp:
            return _nan_operand(self) or self
        d = self._fix()
        c, e = d._c, d._e
        if c == 0:
            return Decimal._make(0, 0, d._neg)
        while c % 10 == 0:
            c //= 10
            e += 1
        return Decimal._make(c, e, d._neg)

    def adjusted(self):
        if self._sp:
            return 0
        return self._e + _digits(self._c) - 1

    def is_signed(self):
        return self._neg

    def is_zero(self):
        return self._c == 0 and not self._sp

    def is_finite(self):
        return not self._sp

    def is_nan(self):
        return self._sp in ("n", "N")

    def is_qnan(self):
        return self._sp == "n"

    def is_snan(self):
        return self._sp == "N"

    def is_infinite(self):
        return self._sp == "F"

    def copy_abs(self):
        return abs(self)

    def copy_negate(self):
        return -self

    def sqrt(self, context=None):
        ctx = getcontext()
        if self._sp:
            n = _nan_operand(self)
            if n is not None:
                return n
            if self._neg:
                raise InvalidOperation(_INVALID)
            return self
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


def _special(sp, neg=False, payload=0):
    d = Decimal._make(payload, 0, neg)
    d._sp = sp
    return d


def _rank(d):
    # Orders infinities around the finite numbers.
    if d._sp == "F":
        return -1 if d._neg else 1
    return 0


def _nan_operand(*ops):
    # The NaN an operation with a NaN operand returns (an sNaN is an
    # invalid operation), or None when no operand is a NaN.
    for o in ops:
        if o._sp == "N":
            raise InvalidOperation(_INVALID)
    for o in ops:
        if o._sp == "n":
            return o
    return None


def _zero_with_etiny(neg):
    # x / Infinity: zero at the context's smallest exponent.
    return Decimal._make(0, -999999 - getcontext().prec + 1, neg)


def _special_pow(a, b):
    n = _nan_operand(a, b)
    if n is not None:
        return n
    if b._sp == "F":
        big = abs(a) > 1
        if a._sp == "F":
            big = True
        if b._neg:
            big = not big
        return _special("F") if big else Decimal(0)
    # a is infinite, b finite
    if b._c == 0:
        return Decimal(1)
    odd = b._e >= 0 and (b._c * 10 ** b._e) % 2 == 1
    neg = a._neg and odd
    if b._neg:
        return Decimal._make(0, 0, neg)
    return _special("F", neg)


def _add(a, b):
    if a._sp or b._sp:
        n = _nan_operand(a, b)
        if n is not None:
            return n
        if a._sp and b._sp and a._neg != b._neg:
            raise InvalidOperation(_INVALID)
        return a if a._sp else b
    e = min(a._e, b._e)
    c = a._c * 10 ** (a._e - e) + b._c * 10 ** (b._e - e)
    if c == 0:
        neg = a._neg and b._neg
        if getcontext().rounding == ROUND_FLOOR:
            neg = a._neg or b._neg
        return Decimal._make(0, e, neg)
    return Decimal._make(c, e)._fix()


def _mul(a, b):
    if a._sp or b._sp:
        n = _nan_operand(a, b)
        if n is not None:
            return n
        if (not a._sp and a._c == 0) or (not b._sp and b._c == 0):
            raise InvalidOperation(_INVALID)
        return _special("F", a._neg != b._neg)
    return Decimal._make(a._c * b._c, a._e + b._e, a._neg != b._neg)._fix()


def _div(a, b):
    if a._sp or b._sp:
        n = _nan_operand(a, b)
        if n is not None:
            return n
        if a._sp and b._sp:
            raise InvalidOperation(_INVALID)
        if a._sp:
            return _special("F", a._neg != b._neg)
        return _zero_with_etiny(a._neg != b._neg)
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
    if a._sp or b._sp:
        n = _nan_operand(a, b)
        if n is not None:
            return n
        if a._sp and b._sp:
            raise InvalidOperation(_INVALID)
        if a._sp:
            return _special("F", a._neg != b._neg)
        return Decimal._make(0, 0, a._neg != b._neg)
    if b._c == 0:
        raise DivisionByZero("[<class 'decimal.DivisionByZero'>]")
    e = min(a._e, b._e)
    x = abs(a._c) * 10 ** (a._e - e)
    y = abs(b._c) * 10 ** (b._e - e)
    q = x // y
    neg = a._neg != b._neg
    return Decimal._make(-q if neg else q, 0, neg)


def _parse_spec(spec):
    # [[fill]align][sign][0][width][,][.precision][type], as Decimal takes it.
    fill, align, i = " ", None, 0
    if len(spec) >= 2 and spec[1] in "<>=^":
        fill, align, i = spec[0], spec[1], 2
    elif spec[:1] in ("<", ">", "=", "^"):
        align, i = spec[0], 1
    sign = "-"
    if spec[i:i + 1] in ("+", "-", " "):
        sign = spec[i]
        i += 1
    if spec[i:i + 1] == "0":
        if align is None:
            fill, align = "0", "="
        i += 1
    j = i
    while spec[j:j + 1].isdigit():
        j += 1
    width = int(spec[i:j]) if j > i else 0
    i = j
    comma = spec[i:i + 1] == ","
    if comma:
        i += 1
    prec = None
    if spec[i:i + 1] == ".":
        j = i + 1
        while spec[j:j + 1].isdigit():
            j += 1
        if j == i + 1:
            raise ValueError("Invalid format specifier")
        prec = int(spec[i + 1:j])
        i = j
    kind = spec[i:]
    if kind not in ("", "e", "E", "f", "F", "g", "G", "n", "%"):
        raise ValueError("invalid format string")
    return fill, align or ">", sign, width, comma, prec, kind or None


def _round_digits(c, e, n, neg, pad):
    # c·10^e to n significant digits (padded with zeros when pad).
    k = _digits(c)
    if k > n:
        drop = k - n
        c = _round_int(c, drop, getcontext().rounding, neg)
        e += drop
        if _digits(c) > n:
            c //= 10
            e += 1
    elif pad and k < n and c:
        c *= 10 ** (n - k)
        e -= n - k
    return c, e


def _group(digits, min_width):
    # Thousands separators, zero-padding digits to reach min_width.
    groups = []
    while True:
        n = min(max(len(digits), min_width, 1), 3)
        groups.append("0" * (n - len(digits[-n:] if digits else "")) + (digits[-n:] if digits else ""))
        digits = digits[:-n] if len(digits) > n else ""
        min_width -= n
        if not digits and min_width <= 0:
            break
        min_width -= 1
    return ",".join(reversed(groups))


def _format(d, spec):
    fill, align, sign_opt, width, comma, prec, kind = _parse_spec(spec)
    sign = "-" if d._neg else ("" if sign_opt == "-" else sign_opt)
    if d._sp:
        body = str(abs(d)) if d._sp == "F" else str(d).lstrip("-")
        return _align(sign, body + ("%" if kind == "%" else ""), fill, align, width)
    c, e = abs(d._c), d._e
    if kind is None:
        kind = "G"
    if kind == "%":
        e += 2
    if kind in "eE" and prec is not None:
        c, e = _round_digits(c, e, prec + 1, d._neg, True)
    elif kind in "fF%" and prec is not None:
        q = Decimal._make(-c if d._neg else c, e, d._neg).quantize(Decimal._make(1, -prec))
        c, e = abs(q._c), q._e
    elif kind in "gGn" and prec is not None:
        c, e = _round_digits(c, e, prec or 1, d._neg, False)
    if c == 0 and e > 0 and kind in "fF%":
        e = 0
    ds = str(c)
    left = e + len(ds)
    if kind in "eE":
        dot = 1 - prec if (c == 0 and prec is not None) else 1
    elif kind in "fF%":
        dot = left
    else:
        dot = left if (e <= 0 and left > -6) else 1
    if dot <= 0:
        whole, frac = "0", "0" * (-dot) + ds
    elif dot >= len(ds):
        whole, frac = ds + "0" * (dot - len(ds)), ""
    else:
        whole, frac = ds[:dot], ds[dot:]
    exp = left - dot
    tail = ("." + frac) if frac else ""
    if exp != 0 or kind in "eE":
        tail += ("E" if kind in "EG" else "e") + "%+d" % exp
    if kind == "%":
        tail += "%"
    if align == "=" and fill == "0":
        min_width = width - len(sign) - len(tail)
        whole = _group(whole, min_width) if comma else whole.rjust(min_width, "0")
    elif comma:
        whole = _group(whole, 1)
    return _align(sign, whole + tail, fill, align, width)


def _align(sign, body, fill, align, width):
    pad = width - len(sign) - len(body)
    if pad <= 0:
        return sign + body
    if align == "<":
        return sign + body + fill * pad
    if align == "=":
        return sign + fill * pad + body
    if align == "^":
        return fill * (pad // 2) + sign + body + fill * (pad - pad // 2)
    return fill * pad + sign + body
