# decimal for gpython: the General Decimal Arithmetic as Python 3.11's
# decimal module documents it. A Decimal is (sign, coefficient, exponent)
# on Python ints; the exponent is "F" for an infinity, "n" for a quiet NaN
# and "N" for a signaling one (a NaN's coefficient is its payload).
# Every operation collects the conditions it meets and hands them to the
# context, which sets its flags and raises the first trapped signal.
# exp, ln, log10 and non-integral powers come from Go (_transcend) at a
# few more digits than asked, rounded here.

from collections import namedtuple as _namedtuple
import math as _math

__version__ = "1.70"
__libmpdec_version__ = "2.5.1"

DecimalTuple = _namedtuple("DecimalTuple", "sign digits exponent")
DecimalTuple.__module__ = "decimal"

ROUND_DOWN = "ROUND_DOWN"
ROUND_HALF_UP = "ROUND_HALF_UP"
ROUND_HALF_EVEN = "ROUND_HALF_EVEN"
ROUND_CEILING = "ROUND_CEILING"
ROUND_FLOOR = "ROUND_FLOOR"
ROUND_UP = "ROUND_UP"
ROUND_HALF_DOWN = "ROUND_HALF_DOWN"
ROUND_05UP = "ROUND_05UP"
_ROUNDINGS = (ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN, ROUND_HALF_UP,
              ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP)

MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)
HAVE_THREADS = True
HAVE_CONTEXTVAR = True


class DecimalException(ArithmeticError):
    pass


class Clamped(DecimalException):
    pass


class InvalidOperation(DecimalException):
    pass


class ConversionSyntax(InvalidOperation):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class DivisionImpossible(InvalidOperation):
    pass


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass


class Inexact(DecimalException):
    pass


class InvalidContext(InvalidOperation):
    pass


class Rounded(DecimalException):
    pass


class Subnormal(DecimalException):
    pass


class Overflow(Inexact, Rounded):
    pass


class Underflow(Inexact, Rounded, Subnormal):
    pass


class FloatOperation(DecimalException, TypeError):
    pass


# The order CPython lists signals in a flags or traps dict (and in the
# arguments of a raised signal), and the order of a Context's repr.
_SIGNALS = (InvalidOperation, FloatOperation, DivisionByZero, Overflow,
            Underflow, Subnormal, Inexact, Rounded, Clamped)
_REPR_ORDER = (Clamped, InvalidOperation, DivisionByZero, Inexact,
               FloatOperation, Overflow, Rounded, Subnormal, Underflow)
_INVALID_KINDS = (ConversionSyntax, DivisionImpossible, DivisionUndefined, InvalidContext)
_FINE_POS = {Clamped: 0, ConversionSyntax: 1, DivisionByZero: 2, DivisionImpossible: 3,
             DivisionUndefined: 4, Inexact: 6, InvalidContext: 7, InvalidOperation: 8,
             FloatOperation: 10, Overflow: 11, Rounded: 12, Subnormal: 13, Underflow: 14}

_SIGNAL_KEY_ERROR = ("valid values for signals are:\n"
                     "  [InvalidOperation, FloatOperation, DivisionByZero,\n"
                     "   Overflow, Underflow, Subnormal, Inexact, Rounded,\n"
                     "   Clamped]")
_ROUNDING_ERROR = ("valid values for rounding are:\n"
                   "  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n"
                   "   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n"
                   "   ROUND_05UP]")


class _SignalDict(object):
    # A context's flags or traps: a fixed mapping from the nine signals to
    # bools, printed the way CPython prints it.

    def __init__(self, on=()):
        self._fine = None
        self._d = {}
        for s in _SIGNALS:
            self._d[s] = s in on

    def _key(self, k):
        if k not in self._d:
            raise KeyError(_SIGNAL_KEY_ERROR)
        return k

    def __getitem__(self, k):
        return self._d[self._key(k)]

    def __setitem__(self, k, v):
        self._d[self._key(k)] = bool(v)
        if k is InvalidOperation:
            self._fine = None

    def __delitem__(self, k):
        raise ValueError("signal keys cannot be deleted")

    def __contains__(self, k):
        return k in self._d

    def __iter__(self):
        return iter(list(self._d))

    def __len__(self):
        return len(self._d)

    def keys(self):
        return self._d.keys()

    def values(self):
        return self._d.values()

    def items(self):
        return self._d.items()

    def get(self, k, default=None):
        return self._d.get(k, default)

    def copy(self):
        return dict(self._d)

    def update(self, other=(), **kw):
        if hasattr(other, "keys"):
            other = [(k, other[k]) for k in other.keys()]
        for k, v in other:
            self[k] = v

    def __eq__(self, other):
        if isinstance(other, _SignalDict):
            return self._d == other._d
        return self._d == other

    def __ne__(self, other):
        return not self.__eq__(other)

    def __repr__(self):
        return "{" + ", ".join("%r:%s" % (k, self._d[k]) for k in _SIGNALS) + "}"

    def _on(self):
        return [s for s in _REPR_ORDER if self._d[s]]

    def _repr_names(self):
        # libmpdec's order of its conditions, InvalidOperation standing
        # where the condition that raised it stands.
        spots = []
        for s in _REPR_ORDER:
            if self._d[s]:
                if s is InvalidOperation:
                    pos = _FINE_POS[self._fine] if self._fine else 1
                else:
                    pos = _FINE_POS[s]
                spots.append((pos, s.__name__))
        spots.sort()
        return [n for _, n in spots]


# CPython names the type of Context.flags and .traps SignalDict without
# exporting it.
_SignalDict.__name__ = _SignalDict.__qualname__ = "SignalDict"


def _signal_list(x):
    if isinstance(x, _SignalDict):
        return [s for s in _SIGNALS if x[s]]
    if isinstance(x, dict):
        if len(x) != len(_SIGNALS) or [k for k in x if k not in _SIGNALS]:
            raise KeyError("invalid signal dict")
        return [s for s in _SIGNALS if x.get(s)]
    out = []
    for s in x:
        if s not in _SIGNALS:
            raise KeyError(_SIGNAL_KEY_ERROR)
        out.append(s)
    return out


def _check_int(v):
    if not isinstance(v, int):
        raise TypeError("an integer is required")
    if v > 9223372036854775807 or v < -9223372036854775808:
        raise OverflowError("Python int too large to convert to C ssize_t")
    return v


class Context(object):
    """Context(prec=None, rounding=None, Emin=None, Emax=None, capitals=None,
    clamp=None, flags=None, traps=None): the environment of arithmetic;
    unset fields come from DefaultContext."""

    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None, capitals=None,
                 clamp=None, flags=None, traps=None):
        base = _DEFAULT[0]
        self.prec = prec if prec is not None else (base.prec if base else 28)
        self.rounding = rounding if rounding is not None else (base.rounding if base else ROUND_HALF_EVEN)
        self.Emin = Emin if Emin is not None else (base.Emin if base else -999999)
        self.Emax = Emax if Emax is not None else (base.Emax if base else 999999)
        self.capitals = capitals if capitals is not None else (base.capitals if base else 1)
        self.clamp = clamp if clamp is not None else (base.clamp if base else 0)
        if traps is None:
            on = base.traps._on() if base else (InvalidOperation, DivisionByZero, Overflow)
        else:
            on = _signal_list(traps)
        object.__setattr__(self, "traps", _SignalDict(on))
        object.__setattr__(self, "flags", _SignalDict(() if flags is None else _signal_list(flags)))

    def __setattr__(self, name, value):
        if name == "prec":
            _check_int(value)
            if value < 1 or value > MAX_PREC:
                raise ValueError("valid range for prec is [1, MAX_PREC]")
        elif name == "rounding":
            if value not in _ROUNDINGS:
                raise TypeError(_ROUNDING_ERROR)
        elif name == "Emin":
            _check_int(value)
            if value > 0 or value < MIN_EMIN:
                raise ValueError("valid range for Emin is [MIN_EMIN, 0]")
        elif name == "Emax":
            _check_int(value)
            if value < 0 or value > MAX_EMAX:
                raise ValueError("valid range for Emax is [0, MAX_EMAX]")
        elif name == "capitals":
            _check_int(value)
            if value not in (0, 1):
                raise ValueError("valid values for capitals are 0 or 1")
        elif name == "clamp":
            _check_int(value)
            if value not in (0, 1):
                raise ValueError("valid values for clamp are 0 or 1")
        elif name in ("flags", "traps"):
            if not isinstance(value, (dict, _SignalDict)):
                raise TypeError("argument must be a signal dict")
            object.__setattr__(self, name, _SignalDict(_signal_list(value)))
            return
        else:
            raise AttributeError("'decimal.Context' object has no attribute '%s'" % name)
        if name != "rounding":
            value = int(value)
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        raise AttributeError("context attributes cannot be deleted")

    def __repr__(self):
        return ("Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, clamp=%d, "
                "flags=[%s], traps=[%s])" % (
                    self.prec, self.rounding, self.Emin, self.Emax, self.capitals, self.clamp,
                    ", ".join(self.flags._repr_names()),
                    ", ".join(self.traps._repr_names())))

    def Etiny(self):
        return self.Emin - self.prec + 1

    def Etop(self):
        return self.Emax - self.prec + 1

    def copy(self):
        c = Context(self.prec, self.rounding, self.Emin, self.Emax, self.capitals,
                    self.clamp, self.flags._on(), self.traps._on())
        c.flags._fine = self.flags._fine
        return c

    __copy__ = copy

    def __reduce__(self):
        return (Context, (self.prec, self.rounding, self.Emin, self.Emax, self.capitals,
                          self.clamp, self.flags._on(), self.traps._on()))

    def clear_flags(self):
        for s in _SIGNALS:
            self.flags[s] = False
        self.flags._fine = None

    def clear_traps(self):
        for s in _SIGNALS:
            self.traps[s] = False

    def _raise(self, conds):
        # Sets the flags of conds and raises the first that is trapped.
        if not conds:
            return
        trapped = []
        flags = self.flags
        for c in conds:
            sig = c
            if c in _INVALID_KINDS or c is InvalidOperation:
                sig = InvalidOperation
                if not flags._d[sig] or (flags._fine and _FINE_POS[c] < _FINE_POS[flags._fine]):
                    flags._fine = c
            flags._d[sig] = True
            if self.traps._d[sig] and c not in trapped:
                trapped.append(c)
        if trapped:
            def rank(c):
                return _SIGNALS.index(InvalidOperation if c in _INVALID_KINDS else c)
            trapped.sort(key=rank)
            sig = trapped[0]
            if sig in _INVALID_KINDS:
                sig = InvalidOperation
            raise sig(trapped)

    def _apply(self, d, conds):
        self._raise(conds)
        return d

    def create_decimal(self, num="0"):
        # Unlike Decimal(), no surrounding whitespace, and the context
        # rounds the result.
        if isinstance(num, float):
            self._raise([FloatOperation])
            d = _from_float(num)
        elif isinstance(num, str):
            conds = []
            # Decimal() takes 1_000 as Python literals do; the context's
            # constructor follows the specification's syntax, which has no _.
            d = _parse(num, conds) if "_" not in num else None
            if d is None:
                conds = [ConversionSyntax]
            if conds:
                self._raise(conds)
                return _nan()
        else:
            d = Decimal(num)
        if d._exp in ("n", "N"):
            if d._int and _nlen(d._int) > self.prec - self.clamp:
                self._raise([ConversionSyntax])
                return _nan()
            return d
        if d._exp == "F":
            return d
        conds = []
        d = _finish(d._sign, d._int, d._exp, self, conds)
        self._raise(conds)
        return d

    def create_decimal_from_float(self, f):
        d = Decimal.from_float(f)
        if d._exp in ("n", "N", "F"):
            return d
        conds = []
        d = _finish(d._sign, d._int, d._exp, self, conds)
        self._raise(conds)
        return d

    def _conv(self, x):
        return _convert(x, True)

    def abs(self, a):
        return self._conv(a).__abs__(context=self)

    def add(self, a, b):
        return _add(self._conv(a), self._conv(b), self)

    def subtract(self, a, b):
        return _add(self._conv(a), self._conv(b), self, True)

    def multiply(self, a, b):
        return _mul(self._conv(a), self._conv(b), self)

    def divide(self, a, b):
        return _div(self._conv(a), self._conv(b), self)

    def divide_int(self, a, b):
        return _divint(self._conv(a), self._conv(b), self)

    def remainder(self, a, b):
        return _rem(self._conv(a), self._conv(b), self)

    def remainder_near(self, a, b):
        return self._conv(a).remainder_near(self._conv(b), self)

    def divmod(self, a, b):
        return _divmod(self._conv(a), self._conv(b), self)

    def power(self, a, b, modulo=None):
        a = self._conv(a)
        b = self._conv(b)
        if modulo is not None:
            return _powmod(a, b, self._conv(modulo), self)
        return _pow(a, b, self)

    def plus(self, a):
        return self._conv(a).__pos__(context=self)

    def minus(self, a):
        return self._conv(a).__neg__(context=self)

    def canonical(self, a):
        if not isinstance(a, Decimal):
            raise TypeError("argument must be a Decimal")
        return a

    def copy_decimal(self, a):
        return Decimal(self._conv(a))

    def fma(self, a, b, c):
        return self._conv(a).fma(b, c, self)

    def to_sci_string(self, a):
        return _to_str(self._conv(a), self.capitals)

    def to_eng_string(self, a):
        return _to_str(self._conv(a), self.capitals, True)

    def radix(self):
        return Decimal(10)

    def __getattr__(self, name):
        raise AttributeError("'decimal.Context' object has no attribute '%s'" % name)


_UNARY_CTX = ("exp", "ln", "log10", "logb", "logical_invert", "next_minus", "next_plus",
              "normalize", "number_class", "sqrt", "to_integral", "to_integral_exact",
              "to_integral_value", "is_normal", "is_subnormal")
_UNARY_NOCTX = ("copy_abs", "copy_negate", "is_canonical", "is_finite", "is_infinite",
                "is_nan", "is_qnan", "is_signed", "is_snan", "is_zero")
_BINARY_CTX = ("compare", "compare_signal", "logical_and", "logical_or", "logical_xor",
               "max", "max_mag", "min", "min_mag", "next_toward", "quantize", "rotate",
               "scaleb", "shift")
_BINARY_NOCTX = ("compare_total", "compare_total_mag", "copy_sign", "same_quantum")



def _forwarder(name, arity, with_context):
    # A Context method that converts its operands and calls the Decimal
    # method of the same name (with this context, when it takes one).
    if arity == 1 and with_context:
        def method(self, a):
            return getattr(self._conv(a), name)(context=self)
    elif arity == 1:
        def method(self, a):
            return getattr(self._conv(a), name)()
    elif with_context:
        def method(self, a, b):
            return getattr(self._conv(a), name)(b, context=self)
    else:
        def method(self, a, b):
            return getattr(self._conv(a), name)(self._conv(b))
    method.__name__ = name
    return method


for _names, _arity, _with in ((_UNARY_CTX, 1, True), (_UNARY_NOCTX, 1, False),
                              (_BINARY_CTX, 2, True), (_BINARY_NOCTX, 2, False)):
    for _name in _names:
        setattr(Context, _name, _forwarder(_name, _arity, _with))

_DEFAULT = [None]
DefaultContext = Context(28, ROUND_HALF_EVEN, -999999, 999999, 1, 0, [],
                         [DivisionByZero, Overflow, InvalidOperation])
_DEFAULT[0] = DefaultContext
BasicContext = Context(9, ROUND_HALF_UP, -999999, 999999, 1, 0, [],
                       [DivisionByZero, Overflow, InvalidOperation, Clamped, Underflow])
ExtendedContext = Context(9, ROUND_HALF_EVEN, -999999, 999999, 1, 0, [], [])

_current = [None]


def getcontext():
    c = _current[0]
    if c is None:
        c = DefaultContext.copy()
        c.clear_flags()
        _current[0] = c
    return c


def setcontext(context):
    if not isinstance(context, Context):
        raise TypeError("argument must be a context")
    if context is DefaultContext or context is BasicContext or context is ExtendedContext:
        context = context.copy()
        context.clear_flags()
    _current[0] = context


_LOCAL_KEYS = ("prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags", "traps")


class _ContextManager(object):
    def __init__(self, new):
        self.new_context = new

    def __enter__(self):
        self.saved_context = getcontext()
        setcontext(self.new_context)
        return self.new_context

    def __exit__(self, *exc):
        setcontext(self.saved_context)
        return False


def localcontext(ctx=None, **kwargs):
    for k in kwargs:
        if k not in _LOCAL_KEYS:
            raise TypeError("'%s' is an invalid keyword argument for this function" % k)
    if ctx is None:
        ctx = getcontext()
    elif not isinstance(ctx, Context):
        raise TypeError("optional argument must be a context")
    new = ctx.copy()
    for k in _LOCAL_KEYS:
        if k in kwargs:
            if k in ("flags", "traps"):
                # Unlike assignment, a list of signals will do here.
                object.__setattr__(new, k, _SignalDict(_signal_list(kwargs[k])))
            else:
                setattr(new, k, kwargs[k])
    return _ContextManager(new)


# ---------------------------------------------------------------------------
# Construction and conversion

def _dec(sign, coeff, exp):
    d = object.__new__(Decimal)
    d._sign = sign
    d._int = coeff
    d._exp = exp
    return d


def _nan(sign=0, payload=0, kind="n"):
    return _dec(sign, payload, kind)


def _inf(sign):
    return _dec(sign, 0, "F")


def _underscores_ok(s):
    t = s.strip()
    return "__" not in t and not t.startswith("_") and not t.endswith("_")


_DIGITS = "0123456789"


def _parse(s, conds):
    # The decimal string s (already stripped), or a NaN with
    # ConversionSyntax in conds.
    t = s.replace("_", "") if "_" in s else s
    sign = 0
    if t[:1] in ("+", "-"):
        sign = 1 if t[0] == "-" else 0
        t = t[1:]
    low = t.lower()
    if low in ("inf", "infinity"):
        return _inf(sign)
    for prefix, kind in (("snan", "N"), ("nan", "n")):
        if low.startswith(prefix):
            payload = low[len(prefix):]
            if payload == "" or _all_digits(payload):
                return _nan(sign, int(payload or "0"), kind)
            conds.append(ConversionSyntax)
            return None
    exp = 0
    epos = low.find("e")
    if epos >= 0:
        es = t[epos + 1:]
        body = es[1:] if es[:1] in ("+", "-") else es
        if not body or not _all_digits(body):
            conds.append(ConversionSyntax)
            return None
        exp = int(es)
        t = t[:epos]
    if "." in t:
        whole, frac = t.split(".", 1)
    else:
        whole, frac = t, ""
    digits = whole + frac
    if not digits or not _all_digits(digits):
        conds.append(ConversionSyntax)
        return None
    exp -= len(frac)
    if exp > MAX_EMAX or exp < MIN_ETINY:
        conds.append(InvalidOperation)
        return None
    return _dec(sign, int(_ascii_digits(digits)), exp)


def _all_digits(s):
    for ch in s:
        if not ch.isdigit() or not ch.isdecimal():
            return False
    return True


def _ascii_digits(s):
    for ch in s:
        if ch not in _DIGITS:
            import unicodedata
            return "".join(str(unicodedata.decimal(c)) for c in s)
    return s


def _from_float(f):
    if f != f:
        return _nan(1 if _math.copysign(1.0, f) < 0 else 0)
    if f in (float("inf"), float("-inf")):
        return _inf(1 if f < 0 else 0)
    sign = 1 if _math.copysign(1.0, f) < 0 else 0
    n, d = abs(f).as_integer_ratio()
    k = d.bit_length() - 1
    return _dec(sign, n * 5 ** k, -k)


def _convert(x, ints_only=False, what="Decimal"):
    # x as a Decimal for an operation: Decimal and int; None for others.
    if isinstance(x, Decimal):
        return x
    if isinstance(x, int):
        return _dec(1 if x < 0 else 0, abs(int(x)), 0)
    if ints_only:
        raise TypeError("conversion from %s to Decimal is not supported" % type(x).__name__)
    return None


def _is_fraction(x):
    return hasattr(x, "numerator") and hasattr(x, "denominator") and not isinstance(x, (int, float))


def _nlen(c):
    return len(str(c)) if c else 1


def _fix_nan(d, ctx):
    # A NaN's payload keeps at most prec - clamp digits.
    room = ctx.prec - ctx.clamp
    if d._int and _nlen(d._int) > room:
        return _nan(d._sign, int(str(d._int)[-room:]) if room > 0 else 0, d._exp)
    return d


# ---------------------------------------------------------------------------
# Rounding and the exponent limits

def _rnd_up(q, r, half_cmp, rounding, sign):
    # Whether dropping the nonzero remainder r after quotient q rounds
    # away from zero; half_cmp compares r with half a unit (-1, 0, 1).
    if rounding == ROUND_HALF_EVEN:
        return half_cmp > 0 or (half_cmp == 0 and q % 2 == 1)
    if rounding == ROUND_HALF_UP:
        return half_cmp >= 0
    if rounding == ROUND_HALF_DOWN:
        return half_cmp > 0
    if rounding == ROUND_UP:
        return True
    if rounding == ROUND_DOWN:
        return False
    if rounding == ROUND_CEILING:
        return sign == 0
    if rounding == ROUND_FLOOR:
        return sign == 1
    return q % 10 in (0, 5)


def _round_drop(c, drop, rounding, sign):
    # c with its `drop` low digits rounded away: (new coefficient, inexact).
    if drop <= 0:
        return c, False
    p = 10 ** drop
    q, r = divmod(c, p)
    if r == 0:
        return q, False
    h = 2 * r
    half_cmp = (h > p) - (h < p)
    if _rnd_up(q, r, half_cmp, rounding, sign):
        q += 1
    return q, True


def _finish(sign, c, e, ctx, conds, rounding=None):
    # c·10^e rounded to the context: precision, Emin/Emax, clamp.
    rounding = rounding or ctx.rounding
    prec = ctx.prec
    etiny = ctx.Emin - prec + 1
    etop = ctx.Emax - prec + 1
    if c == 0:
        top = etop if ctx.clamp else ctx.Emax
        if e < etiny:
            e = etiny
            conds.append(Clamped)
        elif e > top:
            e = top
            conds.append(Clamped)
        return _dec(sign, 0, e)
    n = _nlen(c)
    adj = e + n - 1
    if adj < ctx.Emin:
        inexact = False
        if e < etiny:
            c, inexact = _round_drop(c, etiny - e, rounding, sign)
            e = etiny
            conds.append(Rounded)
            if inexact:
                conds.append(Inexact)
        conds.append(Subnormal)
        if inexact:
            conds.append(Underflow)
            if c == 0:
                conds.append(Clamped)
        return _dec(sign, c, e)
    if n > prec:
        c, inexact = _round_drop(c, n - prec, rounding, sign)
        e += n - prec
        conds.append(Rounded)
        if inexact:
            conds.append(Inexact)
        if _nlen(c) > prec:
            c //= 10
            e += 1
        adj = e + _nlen(c) - 1
    if adj > ctx.Emax:
        conds.extend([Overflow, Inexact, Rounded])
        if rounding in (ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_UP) or \
                (rounding == ROUND_CEILING and sign == 0) or (rounding == ROUND_FLOOR and sign == 1):
            return _inf(sign)
        return _dec(sign, 10 ** prec - 1, etop)
    if ctx.clamp and e > etop:
        c *= 10 ** (e - etop)
        e = etop
        conds.append(Clamped)
    return _dec(sign, c, e)


def _rescale(d, e, rounding):
    # d (finite) at exponent e: (Decimal, inexact, rounded).
    if d._exp >= e:
        return _dec(d._sign, d._int * 10 ** (d._exp - e), e), False, False
    drop = e - d._exp
    if drop > _nlen(d._int) + 1:
        # Every digit goes: one sticky digit stands for them.
        c, inexact = _round_drop(1 if d._int else 0, 2, rounding, d._sign)
        return _dec(d._sign, c, e), d._int != 0, True
    c, inexact = _round_drop(d._int, drop, rounding, d._sign)
    return _dec(d._sign, c, e), inexact, True


def _nan_op(ctx, conds, *ops):
    # The NaN an operation with a NaN operand returns (sNaN first, as a
    # quiet NaN with InvalidOperation), or None.
    for o in ops:
        if o._exp == "N":
            conds.append(InvalidOperation)
            return _fix_nan(_nan(o._sign, o._int), ctx)
    for o in ops:
        if o._exp == "n":
            return _fix_nan(o, ctx)
    return None


def _invalid(ctx, conds=None, kind=InvalidOperation):
    conds = conds if conds is not None else []
    conds.append(kind)
    ctx._raise(conds)
    return _nan()


def _ctx(context):
    if context is None:
        return getcontext()
    if not isinstance(context, Context):
        raise TypeError("optional argument must be a context")
    return context


# ---------------------------------------------------------------------------
# Arithmetic

def _add(a, b, ctx, subtract=False):
    conds = []
    if a._exp.__class__ is str or b._exp.__class__ is str:
        n = _nan_op(ctx, conds, a, b)
        if n is not None:
            return ctx._apply(n, conds)
    bsign = b._sign ^ 1 if subtract else b._sign
    if a._exp == "F" or b._exp == "F":
        if a._exp == "F" and b._exp == "F" and a._sign != bsign:
            return _invalid(ctx, conds)
        return _inf(a._sign) if a._exp == "F" else _inf(bsign)
    ea, eb = a._exp, b._exp
    ca, cb = a._int, b._int
    if ca == 0 or cb == 0:
        if ca == 0 and cb == 0:
            e = min(ea, eb)
            if a._sign == bsign:
                sign = a._sign
            else:
                sign = 1 if ctx.rounding == ROUND_FLOOR else 0
            return ctx._apply(_finish(sign, 0, e, ctx, conds), conds)
        # x + 0: x at the smaller exponent as far as precision allows.
        if ca == 0:
            sign, c, e, ez = bsign, cb, eb, ea
        else:
            sign, c, e, ez = a._sign, ca, ea, eb
        if ez < e:
            if _nlen(c) + e - ez > ctx.prec:
                conds.append(Rounded)
            target = max(ez, e + _nlen(c) - ctx.prec, e - ctx.prec - 2)
            if target < e:
                c *= 10 ** (e - target)
                e = target
        return ctx._apply(_finish(sign, c, e, ctx, conds), conds)
    # An operand wholly below the rounding window becomes one sticky digit.
    adj_a, adj_b = ea + _nlen(ca) - 1, eb + _nlen(cb) - 1
    if adj_a > adj_b:
        big_e, small_adj = ea, adj_b
        low = min(ea, adj_a - ctx.prec - 1) - 1
        if small_adj < low:
            eb, cb = low - 1, 1
    else:
        big_e, small_adj = eb, adj_a
        low = min(eb, adj_b - ctx.prec - 1) - 1
        if small_adj < low:
            ea, ca = low - 1, 1
    e = min(ea, eb)
    va = ca * 10 ** (ea - e)
    vb = cb * 10 ** (eb - e)
    if a._sign:
        va = -va
    if bsign:
        vb = -vb
    v = va + vb
    if v == 0:
        sign = 1 if ctx.rounding == ROUND_FLOOR else 0
        return ctx._apply(_finish(sign, 0, e, ctx, conds), conds)
    return ctx._apply(_finish(1 if v < 0 else 0, abs(v), e, ctx, conds), conds)


def _mul(a, b, ctx):
    conds = []
    if a._exp.__class__ is str or b._exp.__class__ is str:
        n = _nan_op(ctx, conds, a, b)
        if n is not None:
            return ctx._apply(n, conds)
    sign = a._sign ^ b._sign
    if a._exp == "F" or b._exp == "F":
        if (a._exp != "F" and a._int == 0) or (b._exp != "F" and b._int == 0):
            return _invalid(ctx, conds)
        return _inf(sign)
    return ctx._apply(_finish(sign, a._int * b._int, a._exp + b._exp, ctx, conds), conds)


def _div(a, b, ctx):
    conds = []
    if a._exp.__class__ is str or b._exp.__class__ is str:
        n = _nan_op(ctx, conds, a, b)
        if n is not None:
            return ctx._apply(n, conds)
    sign = a._sign ^ b._sign
    if a._exp == "F" or b._exp == "F":
        if a._exp == "F" and b._exp == "F":
            return _invalid(ctx, conds)
        if a._exp == "F":
            return _inf(sign)
        conds.append(Clamped)
        return ctx._apply(_dec(sign, 0, ctx.Etiny()), conds)
    if b._int == 0:
        if a._int == 0:
            return _invalid(ctx, conds, DivisionUndefined)
        conds.append(DivisionByZero)
        ctx._raise(conds)
        return _inf(sign)
    ideal = a._exp - b._exp
    if a._int == 0:
        return ctx._apply(_finish(sign, 0, ideal, ctx, conds), conds)
    ca, cb = a._int, b._int
    shift = max(0, ctx.prec + _nlen(cb) - _nlen(ca) + 1)
    q, r = divmod(ca * 10 ** shift, cb)
    e = ideal - shift
    if r == 0:
        while e < ideal and q % 10 == 0:
            q //= 10
            e += 1
    else:
        q = q * 10 + 1
        e -= 1
    return ctx._apply(_finish(sign, q, e, ctx, conds), conds)


def _int_quotient(a, b):
    # The truncated quotient of finite a and b, as an int >= 0, and the
    # aligned operands.
    e = min(a._exp, b._exp)
    x = a._int * 10 ** (a._exp - e)
    y = b._int * 10 ** (b._exp - e)
    return x // y, x, y, e


def _divint(a, b, ctx):
    conds = []
    if a._exp.__class__ is str or b._exp.__class__ is str:
        n = _nan_op(ctx, conds, a, b)
        if n is not None:
            return ctx._apply(n, conds)
    sign = a._sign ^ b._sign
    if a._exp == "F" or b._exp == "F":
        if a._exp == "F" and b._exp == "F":
            return _invalid(ctx, conds)
        if a._exp == "F":
            return _inf(sign)
        return _dec(sign, 0, 0)
    if b._int == 0:
        if a._int == 0:
            return _invalid(ctx, conds, DivisionUndefined)
        conds.append(DivisionByZero)
        ctx._raise(conds)
        return _inf(sign)
    if a._int and a.adjusted() - b.adjusted() > ctx.prec:
        return _invalid(ctx, conds, DivisionImpossible)
    q = _int_quotient(a, b)[0]
    if _nlen(q) > ctx.prec:
        return _invalid(ctx, conds, DivisionImpossible)
    return ctx._apply(_finish(sign, q, 0, ctx, conds), conds)


def _rem(a, b, ctx, near=False):
    conds = []
    if a._exp.__class__ is str or b._exp.__class__ is str:
        n = _nan_op(ctx, conds, a, b)
        if n is not None:
            return ctx._apply(n, conds)
    if a._exp == "F":
        return _invalid(ctx, conds)
    if b._exp == "F":
        return ctx._apply(_finish(a._sign, a._int, a._exp, ctx, conds), conds)
    if b._int == 0:
        return _invalid(ctx, conds, DivisionUndefined if a._int == 0 else InvalidOperation)
    if a._int and a.adjusted() - b.adjusted() > ctx.prec:
        return _invalid(ctx, conds, DivisionImpossible)
    q, x, y, e = _int_quotient(a, b)
    r = x - q * y
    sign = a._sign
    if near:
        # The nearest integer quotient, ties to even.
        if 2 * r > y or (2 * r == y and q % 2 == 1):
            q += 1
            r = y - r
            sign ^= 1
    if _nlen(q) > ctx.prec:
        return _invalid(ctx, conds, DivisionImpossible)
    if r == 0:
        sign = a._sign
    return ctx._apply(_finish(sign, r, e, ctx, conds), conds)


def _divmod(a, b, ctx):
    conds = []
    n = _nan_op(ctx, conds, a, b)
    if n is not None:
        ctx._raise(conds)
        return (n, n)
    sign = a._sign ^ b._sign
    if a._exp == "F":
        if b._exp == "F":
            conds.append(InvalidOperation)
            ctx._raise(conds)
            return (_nan(), _nan())
        conds.append(InvalidOperation)
        ctx._raise(conds)
        return (_inf(sign), _nan())
    if b._exp == "F":
        r = _finish(a._sign, a._int, a._exp, ctx, conds)
        ctx._raise(conds)
        return (_dec(sign, 0, 0), r)
    if b._int == 0:
        if a._int == 0:
            conds.append(DivisionUndefined)
            ctx._raise(conds)
            return (_nan(), _nan())
        conds.extend([InvalidOperation, DivisionByZero])
        ctx._raise(conds)
        return (_inf(sign), _nan())
    q = _divint(a, b, ctx)
    if q._exp == "n":
        return (q, _nan())
    return (q, _rem(a, b, ctx))


def _is_integral(d):
    if d._exp in ("F", "n", "N"):
        return False
    if d._exp >= 0 or d._int == 0:
        return True
    return d._int % 10 ** (-d._exp) == 0


def _to_int(d):
    if d._exp >= 0:
        v = d._int * 10 ** d._exp
    else:
        v = d._int // 10 ** (-d._exp)
    return -v if d._sign else v


def _powmod(a, b, m, ctx):
    conds = []
    n = _nan_op(ctx, conds, a, b, m)
    if n is not None:
        return ctx._apply(n, conds)
    for x in (a, b, m):
        if not _is_integral(x):
            return _invalid(ctx, conds)
    if b._sign or m._int == 0 or (a._int == 0 and b._int == 0):
        return _invalid(ctx, conds)
    if _nlen(_to_int(m)) > ctx.prec or m.adjusted() >= ctx.prec:
        return _invalid(ctx, conds)
    mv = abs(_to_int(m))
    bv = _to_int(b)
    r = pow(abs(_to_int(a)), bv, mv)
    sign = a._sign if bv % 2 == 1 else 0
    return _dec(sign, r, 0)


def _exact_pow(a, n, ctx):
    # a ** n for an int n >= 0, exact, unless it would be too long to
    # matter; then None.
    if a._int == 0 or a._int == 1 or _nlen(a._int) * n <= 4 * ctx.prec + 400:
        return _dec(a._sign if n % 2 else 0, a._int ** n, a._exp * n)
    return None


def _pow(a, b, ctx):
    conds = []
    n = _nan_op(ctx, conds, a, b)
    if n is not None:
        return ctx._apply(n, conds)
    b_int = _is_integral(b)
    if b._exp != "F" and b._int == 0:
        if a._exp != "F" and a._int == 0:
            return _invalid(ctx, conds)
        return ctx._apply(_finish(0, 1, 0, ctx, conds), conds)
    odd = b_int and _to_int(b) % 2 == 1
    if a._sign and not (a._exp != "F" and a._int == 0) and not b_int:
        if a._exp == "F" or b._exp != "F":
            return _invalid(ctx, conds)
    if a._exp == "F" or (a._int == 0):
        # Infinity or zero to a power.
        big = (a._exp == "F") != (b._sign == 1)
        sign = a._sign if odd else 0
        if b._exp == "F":
            if a._sign and a._exp != "F":
                sign = 0
            return _inf(sign) if big else _dec(sign, 0, 0)
        if big:
            return _inf(sign)
        return _dec(sign, 0, 0)
    if b._exp == "F":
        # |a| against one decides.
        cmp1 = _cmp_abs(a, _dec(0, 1, 0))
        if a._sign:
            return _invalid(ctx, conds)
        if cmp1 == 0:
            conds.extend([Inexact, Rounded])
            return ctx._apply(_dec(0, 10 ** (ctx.prec - 1), 1 - ctx.prec), conds)
        if (cmp1 > 0) == (b._sign == 0):
            return _inf(0)
        return _dec(0, 0, 0)
    if b_int:
        nb = _to_int(b)
        if nb >= 0:
            p = _exact_pow(a, nb, ctx)
            if p is not None:
                return ctx._apply(_finish(p._sign, p._int, p._exp, ctx, conds), conds)
        else:
            p = _exact_pow(a, -nb, ctx)
            if p is not None:
                ctx2 = ctx.copy()
                ctx2.clear_traps()
                ctx2.clear_flags()
                q = _div(_dec(0, 1, 0), p, ctx2)
                for s in _SIGNALS:
                    if ctx2.flags[s]:
                        conds.append(s)
                return ctx._apply(q, conds)
    sign = a._sign if odd else 0
    absa = _dec(0, a._int, a._exp)
    if absa._int == 1 and absa._exp == 0:
        return ctx._apply(_finish(sign, 10 ** (ctx.prec - 1), 1 - ctx.prec, ctx, conds), conds + [Inexact, Rounded] if not b_int else conds)
    # a ** b = exp(b·ln|a|); beyond the exponent range it over- or underflows.
    t = Decimal(_go("lnmul", ctx.prec + 30 + _nlen(abs(b.adjusted())), absa, b))
    if _exp_out_of_range(t, ctx):
        if t._sign == 0:
            return ctx._apply(_finish(sign, 1, ctx.Emax + 1, ctx, conds), conds)
        return ctx._apply(_finish(sign, 1, ctx.Etiny() - 2, ctx, conds), conds)
    if t._int == 0 or t.adjusted() < -(ctx.prec + 2):
        r = _exp_tiny(t, ctx, conds, ctx.rounding)
    else:
        r = _transcend("exp", ctx, conds, [t], ctx.rounding)
    if sign:
        r = _dec(1, r._int, r._exp)
    return ctx._apply(r, conds)


def _exp_tiny(t, ctx, conds, rounding):
    # exp(t) for |t| below the last digit: one, a hair above or below.
    p = ctx.prec + 4
    c = 10 ** p
    if t._int:
        c = c * 10 + (-1 if t._sign else 1)
        p += 1
    return _finish(0, c, -p, ctx, conds, rounding)


def _exp_out_of_range(t, ctx):
    # Whether exp(t) lies beyond the context's exponents: |t| / ln(10)
    # exceeds Emax+1 or -Etiny+1 (2.31 is a little more than ln(10)).
    bound = (max(ctx.Emax, -ctx.Etiny()) + 2) * 231 // 100
    return t.adjusted() > 18 or abs(_to_int(_rescale(t, 0, ROUND_DOWN)[0])) > bound


def _cmp_abs(a, b):
    # Compares the magnitudes of finite a and b.
    if a._int == 0 or b._int == 0:
        return (a._int != 0) - (b._int != 0)
    aa, ba = a.adjusted(), b.adjusted()
    if aa != ba:
        return 1 if aa > ba else -1
    e = min(a._exp, b._exp)
    x = a._int * 10 ** (a._exp - e)
    y = b._int * 10 ** (b._exp - e)
    return (x > y) - (x < y)


def _cmp_num(a, b):
    # Compares non-NaN a and b by value.
    if a._exp == "F" or b._exp == "F":
        ra = 0 if a._exp != "F" else (-1 if a._sign else 1)
        rb = 0 if b._exp != "F" else (-1 if b._sign else 1)
        if ra or rb:
            if ra == rb:
                return 0
            if ra and rb:
                return (ra > rb) - (ra < rb)
            return ra if ra else -rb
    if a._int == 0 and b._int == 0:
        return 0
    if a._int == 0:
        return 1 if b._sign else -1
    if b._int == 0:
        return -1 if a._sign else 1
    if a._sign != b._sign:
        return -1 if a._sign else 1
    c = _cmp_abs(a, b)
    return -c if a._sign else c


def _quantize(a, exp_op, ctx, rounding, conds):
    n = _nan_op(ctx, conds, a, exp_op)
    if n is not None:
        return n
    if a._exp == "F" or exp_op._exp == "F":
        if a._exp == "F" and exp_op._exp == "F":
            return _inf(a._sign)
        conds.append(InvalidOperation)
        return _nan()
    e = exp_op._exp
    if e > ctx.Emax or e < ctx.Etiny():
        conds.append(InvalidOperation)
        return _nan()
    if a._int == 0:
        if ctx.clamp and e > ctx.Etop():
            conds.append(Clamped)
            return _dec(a._sign, 0, ctx.Etop())
        return _dec(a._sign, 0, e)
    if a._exp >= e and a.adjusted() - e + 1 > ctx.prec:
        conds.append(InvalidOperation)
        return _nan()
    d, inexact, rounded = _rescale(a, e, rounding or ctx.rounding)
    if _nlen(d._int) > ctx.prec or (d._int and d.adjusted() > ctx.Emax):
        conds.append(InvalidOperation)
        return _nan()
    if rounded and d._exp > a._exp and a._int:
        conds.append(Rounded)
    if inexact:
        conds.append(Inexact)
    if d._int and d.adjusted() < ctx.Emin:
        conds.append(Subnormal)
        if inexact:
            conds.append(Underflow)
    if ctx.clamp and d._exp > ctx.Etop():
        d = _dec(d._sign, d._int * 10 ** (d._exp - ctx.Etop()), ctx.Etop())
        conds.append(Clamped)
    return d


# ---------------------------------------------------------------------------
# Strings

def _to_str(d, capitals=1, eng=False):
    sign = "-" if d._sign else ""
    if d._exp == "F":
        return sign + "Infinity"
    if d._exp in ("n", "N"):
        return sign + ("sNaN" if d._exp == "N" else "NaN") + (str(d._int) if d._int else "")
    digits = str(d._int)
    exp = d._exp
    left = exp + len(digits)
    if exp <= 0 and left > -6:
        dot = left
    elif not eng:
        dot = 1
    elif d._int == 0:
        dot = (left + 1) % 3 - 1
    else:
        dot = (left - 1) % 3 + 1
    if dot <= 0:
        body = "0." + "0" * (-dot) + digits
    elif dot >= len(digits):
        body = digits + "0" * (dot - len(digits))
    else:
        body = digits[:dot] + "." + digits[dot:]
    if left != dot:
        body += ("E" if capitals else "e") + "%+d" % (left - dot)
    return sign + body


# ---------------------------------------------------------------------------
# Decimal

class Decimal(object):
    """Decimal(value="0", context=None): a decimal floating-point number
    made from a string, an int, a float (exactly), a tuple (sign, digits,
    exponent) or another Decimal."""

    __slots__ = ("_sign", "_int", "_exp")

    def __new__(cls, value="0", context=None):
        ctx = context
        if isinstance(value, Decimal):
            src = value
        elif isinstance(value, str):
            conds = []
            src = _parse(value.strip(), conds)
            if conds:
                _ctx(ctx)._raise(conds)
                src = _nan()
        elif isinstance(value, int):
            src = _dec(1 if value < 0 else 0, abs(int(value)), 0)
        elif isinstance(value, float):
            _ctx(ctx)._raise([FloatOperation])
            src = _from_float(value)
        elif isinstance(value, (tuple, list)):
            src = _from_tuple(value)
        else:
            raise TypeError("conversion from %s to Decimal is not supported" % type(value).__name__)
        if cls is Decimal and type(src) is Decimal:
            return src
        d = object.__new__(cls)
        d._sign = src._sign
        d._int = src._int
        d._exp = src._exp
        return d

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            d = _dec(1 if f < 0 else 0, abs(int(f)), 0)
        elif isinstance(f, float):
            d = _from_float(f)
        else:
            raise TypeError("argument must be int or float")
        return d if cls is Decimal else cls(d)

    # -- predicates and parts

    def adjusted(self):
        if self._exp in ("F", "n", "N"):
            return 0
        return self._exp + _nlen(self._int) - 1

    def as_tuple(self):
        if self._exp == "F":
            return DecimalTuple(self._sign, (0,), "F")
        if self._exp in ("n", "N"):
            digits = tuple(int(ch) for ch in str(self._int)) if self._int else ()
            return DecimalTuple(self._sign, digits, self._exp)
        return DecimalTuple(self._sign, tuple(int(ch) for ch in str(self._int)), self._exp)

    def as_integer_ratio(self):
        if self._exp == "F":
            raise OverflowError("cannot convert Infinity to integer ratio")
        if self._exp in ("n", "N"):
            raise ValueError("cannot convert NaN to integer ratio")
        c = -self._int if self._sign else self._int
        if self._exp >= 0:
            return (c * 10 ** self._exp, 1)
        d = 10 ** -self._exp
        g = _math.gcd(c, d)
        return (c // g, d // g)

    def canonical(self):
        return self

    def is_canonical(self):
        return True

    def is_finite(self):
        return self._exp not in ("F", "n", "N")

    def is_infinite(self):
        return self._exp == "F"

    def is_nan(self):
        return self._exp in ("n", "N")

    def is_qnan(self):
        return self._exp == "n"

    def is_snan(self):
        return self._exp == "N"

    def is_signed(self):
        return self._sign == 1

    def is_zero(self):
        return self._int == 0 and self._exp not in ("F", "n", "N")

    def is_normal(self, context=None):
        if not self.is_finite() or self._int == 0:
            return False
        return self.adjusted() >= _ctx(context).Emin

    def is_subnormal(self, context=None):
        if not self.is_finite() or self._int == 0:
            return False
        return self.adjusted() < _ctx(context).Emin

    def number_class(self, context=None):
        if self._exp == "N":
            return "sNaN"
        if self._exp == "n":
            return "NaN"
        s = "-" if self._sign else "+"
        if self._exp == "F":
            return s + "Infinity"
        if self._int == 0:
            return s + "Zero"
        if self.adjusted() < _ctx(context).Emin:
            return s + "Subnormal"
        return s + "Normal"

    def radix(self):
        return Decimal(10)

    def same_quantum(self, other, context=None):
        o = _convert(other, True)
        if self.is_nan() or o.is_nan():
            return self.is_nan() and o.is_nan()
        if self._exp == "F" or o._exp == "F":
            return self._exp == o._exp
        return self._exp == o._exp

    # -- copies

    def copy_abs(self):
        return _dec(0, self._int, self._exp)

    def copy_negate(self):
        return _dec(self._sign ^ 1, self._int, self._exp)

    def copy_sign(self, other, context=None):
        o = _convert(other, True)
        return _dec(o._sign, self._int, self._exp)

    def conjugate(self):
        return self

    # -- conversions

    def __str__(self):
        return _to_str(self, getcontext().capitals)

    def to_eng_string(self, context=None):
        return _to_str(self, _ctx(context).capitals, True)

    def __repr__(self):
        return "Decimal('%s')" % _to_str(self, getcontext().capitals)

    def __format__(self, spec, _localeconv=None):
        return _format(self, spec)

    def __float__(self):
        if self._exp == "N":
            raise ValueError("cannot convert signaling NaN to float")
        if self._exp == "n":
            return float("-nan") if self._sign else float("nan")
        if self._exp == "F":
            return float("-inf") if self._sign else float("inf")
        return float(_to_str(self))

    def __int__(self):
        if self._exp == "F":
            raise OverflowError("cannot convert Infinity to integer")
        if self._exp in ("n", "N"):
            raise ValueError("cannot convert NaN to integer")
        return _to_int(self)

    __trunc__ = __int__

    def __bool__(self):
        return self._int != 0 or self._exp in ("F", "n", "N")

    def __complex__(self):
        return complex(float(self))

    @property
    def real(self):
        return self

    @property
    def imag(self):
        return Decimal(0)

    def __reduce__(self):
        return (self.__class__, (str(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def _int_rounding(self, rounding):
        if self._exp in ("n", "N"):
            raise ValueError("cannot convert NaN to integer")
        if self._exp == "F":
            raise OverflowError("cannot convert Infinity to integer")
        return _to_int(_rescale(self, 0, rounding)[0]) if self._exp < 0 else _to_int(self)

    def __round__(self, n=None):
        if n is None:
            return self._int_rounding(ROUND_HALF_EVEN)
        if not isinstance(n, int):
            raise TypeError("optional arg must be an integer")
        return self.quantize(_dec(0, 1, -n))

    def __floor__(self):
        return self._int_rounding(ROUND_FLOOR)

    def __ceil__(self):
        return self._int_rounding(ROUND_CEILING)

    # -- hashing and comparison

    def __hash__(self):
        if self._exp == "N":
            raise TypeError("Cannot hash a signaling NaN value")
        if self._exp == "n":
            return id(self) >> 4
        if self._exp == "F":
            return -314159 if self._sign else 314159
        p = 2305843009213693951
        if self._exp >= 0:
            h = self._int % p * pow(10, self._exp, p) % p
        else:
            # 2075258708292324556 is the inverse of 10 modulo p.
            h = self._int % p * pow(2075258708292324556, -self._exp, p) % p
        if self._sign:
            h = -h
        return -2 if h == -1 else h

    def _pylib_dict_key(self):
        # The int or float this Decimal equals, which dict and set take as
        # the same key; None when there is none.
        if self._exp in ("n", "N", "F"):
            return None
        if _is_integral(self):
            return _to_int(self)
        f = float(self)
        if _from_float(f) == self:
            return f
        return None

    def _cmp_other(self, other, op):
        # other as a Decimal to compare with, or NotImplemented; floats
        # and Fractions compare exactly.
        if isinstance(other, Decimal):
            return other
        if isinstance(other, int):
            return _dec(1 if other < 0 else 0, abs(int(other)), 0)
        if isinstance(other, float):
            ctx = getcontext()
            if op in ("==", "!="):
                ctx.flags[FloatOperation] = True
            else:
                ctx._raise([FloatOperation])
            return _from_float(other)
        if isinstance(other, complex) and op in ("==", "!="):
            if other.imag != 0:
                return None
            return self._cmp_other(other.real, op)
        return NotImplemented

    def _compare(self, other, op):
        o = self._cmp_other(other, op)
        if o is NotImplemented:
            if _is_fraction(other):
                return self._compare_fraction(other, op)
            if other is None or isinstance(other, _PLAIN_TYPES):
                if op in ("==", "!="):
                    return op == "!="
                raise TypeError("'%s' not supported between instances of 'decimal.Decimal' and '%s'"
                                % (op, type(other).__name__))
            return NotImplemented
        if o is None:
            return op == "!="
        if self.is_nan() or o.is_nan():
            ctx = getcontext()
            if self._exp == "N" or o._exp == "N" or op not in ("==", "!="):
                ctx._raise([InvalidOperation])
            return op == "!="
        return _op_result(_cmp_num(self, o), op)

    def _compare_fraction(self, f, op):
        if self.is_nan():
            if self._exp == "N" or op not in ("==", "!="):
                getcontext()._raise([InvalidOperation])
            return op == "!="
        if self._exp == "F":
            return _op_result(-1 if self._sign else 1, op)
        n, d = self.as_integer_ratio()
        x, y = n * f.denominator, f.numerator * d
        return _op_result((x > y) - (x < y), op)

    def __eq__(self, other):
        return self._compare(other, "==")

    def __ne__(self, other):
        return self._compare(other, "!=")

    def __lt__(self, other):
        return self._compare(other, "<")

    def __le__(self, other):
        return self._compare(other, "<=")

    def __gt__(self, other):
        return self._compare(other, ">")

    def __ge__(self, other):
        return self._compare(other, ">=")

    def compare(self, other, context=None):
        ctx = _ctx(context)
        o = _convert(other, True)
        conds = []
        n = _nan_op(ctx, conds, self, o)
        if n is not None:
            return ctx._apply(n, conds)
        return Decimal(_cmp_num(self, o))

    def compare_signal(self, other, context=None):
        ctx = _ctx(context)
        o = _convert(other, True)
        if self.is_nan() or o.is_nan():
            conds = [InvalidOperation]
            n = _nan_op(ctx, [], self, o)
            return ctx._apply(n, conds)
        return Decimal(_cmp_num(self, o))

    def compare_total(self, other, context=None):
        o = _convert(other, True)
        return Decimal(_total(self, o, False))

    def compare_total_mag(self, other, context=None):
        o = _convert(other, True)
        return Decimal(_total(self, o, True))

    # -- arithmetic operators

    def _binary(self, other, fn, opname, reflected=False):
        o = _convert(other)
        if o is None:
            if reflected and isinstance(other, str):
                return NotImplemented
            if isinstance(other, (float, str, list, tuple, dict, set, complex, bytes, type(None))) or _is_fraction(other):
                a, b = ("decimal.Decimal", type(other).__name__)
                if reflected:
                    a, b = b, a
                raise TypeError("unsupported operand type(s) for %s: '%s' and '%s'" % (opname, a, b))
            return NotImplemented
        ctx = getcontext()
        if reflected:
            return fn(o, self, ctx)
        return fn(self, o, ctx)

    def __add__(self, other):
        return self._binary(other, _add, "+")

    def __radd__(self, other):
        return self._binary(other, _add, "+", True)

    def __sub__(self, other):
        return self._binary(other, _sub, "-")

    def __rsub__(self, other):
        return self._binary(other, _sub, "-", True)

    def __mul__(self, other):
        return self._binary(other, _mul, "*")

    def __rmul__(self, other):
        return self._binary(other, _mul, "*", True)

    def __truediv__(self, other):
        return self._binary(other, _div, "/")

    def __rtruediv__(self, other):
        return self._binary(other, _div, "/", True)

    def __floordiv__(self, other):
        return self._binary(other, _divint, "//")

    def __rfloordiv__(self, other):
        return self._binary(other, _divint, "//", True)

    def __mod__(self, other):
        return self._binary(other, _rem, "%")

    def __rmod__(self, other):
        return self._binary(other, _rem, "%", True)

    def __divmod__(self, other):
        return self._binary(other, _divmod, "divmod()")

    def __rdivmod__(self, other):
        return self._binary(other, _divmod, "divmod()", True)

    def __pow__(self, other, modulo=None):
        if modulo is not None:
            o = _convert(other)
            m = _convert(modulo)
            if o is None or m is None:
                return NotImplemented
            return _powmod(self, o, m, getcontext())
        return self._binary(other, _pow, "** or pow()")

    def __rpow__(self, other):
        return self._binary(other, _pow, "** or pow()", True)

    def __neg__(self, context=None):
        ctx = _ctx(context)
        conds = []
        n = _nan_op(ctx, conds, self)
        if n is not None:
            return ctx._apply(n, conds)
        if self._exp == "F":
            return _inf(self._sign ^ 1)
        sign = self._sign ^ 1
        if self._int == 0:
            # 0 - x: a zero's sign follows the rounding (negative only
            # under ROUND_FLOOR, and then only from +0).
            sign = (self._sign ^ 1) if ctx.rounding == ROUND_FLOOR else 0
        return ctx._apply(_finish(sign, self._int, self._exp, ctx, conds), conds)

    def __pos__(self, context=None):
        ctx = _ctx(context)
        conds = []
        n = _nan_op(ctx, conds, self)
        if n is not None:
            return ctx._apply(n, conds)
        if self._exp == "F":
            return self
        sign = self._sign
        if self._int == 0:
            sign = 1 if (ctx.rounding == ROUND_FLOOR and self._sign) else 0
        return ctx._apply(_finish(sign, self._int, self._exp, ctx, conds), conds)

    def __abs__(self, round=True, context=None):
        ctx = _ctx(context)
        conds = []
        n = _nan_op(ctx, conds, self)
        if n is not None:
            return ctx._apply(n, conds)
        if self._exp == "F":
            return _inf(0)
        return ctx._apply(_finish(0, self._int, self._exp, ctx, conds), conds)

    # -- methods of the specification

    def exp(self, context=None):
        ctx = _ctx(context)
        conds = []
        n = _nan_op(ctx, conds, self)
        if n is not None:
            return ctx._apply(n, conds)
        if self._exp == "F":
            return _dec(0, 0, 0) if self._sign else _inf(0)
        if self._int == 0:
            return _dec(0, 1, 0)
        adj = self.adjusted()
        if adj < -(ctx.prec + 2):
            return ctx._apply(_exp_tiny(self, ctx, conds, ROUND_HALF_EVEN), conds)
        if _exp_out_of_range(self, ctx):
            if self._sign:
                r = _finish(0, 1, ctx.Etiny() - 2, ctx, conds, ROUND_HALF_EVEN)
            else:
                r = _finish(0, 1, ctx.Emax + 1, ctx, conds, ROUND_HALF_EVEN)
            return ctx._apply(r, conds)
        r = _transcend("exp", ctx, conds, [self])
        return ctx._apply(r, conds)

    def ln(self, context=None):
        return self._log("ln", context)

    def log10(self, context=None):
        return self._log("log10", context)

    def _log(self, op, context):
        ctx = _ctx(context)
        conds = []
        n = _nan_op(ctx, conds, self)
        if n is not None:
            return ctx._apply(n, conds)
        if self._exp != "F" and self._int == 0:
            return _inf(1)
        if self._sign:
            return _invalid(ctx, conds)
        if self._exp == "F":
            return _inf(0)
        c = self._int
        e = self._exp
        while c % 10 == 0:
            c //= 10
            e += 1
        if c == 1:
            if op == "ln" and e == 0:
                return _dec(0, 0, 0)
            if op == "log10":
                return ctx._apply(_finish(1 if e < 0 else 0, abs(e), 0, ctx, conds), conds)
        r = _transcend(op, ctx, conds, [self])
        return ctx._apply(r, conds)

    def logb(self, context=None):
        ctx = _ctx(context)
        conds = []
        n = _nan_op(ctx, conds, self)
        if n is not None:
            return ctx._apply(n, conds)
        if self._exp == "F":
            return _inf(0)
        if self._int == 0:
            conds.append(DivisionByZero)
            ctx._raise(conds)
            return _inf(1)
        a = self.adjusted()
        return ctx._apply(_finish(1 if a < 0 else 0, abs(a), 0, ctx, conds), conds)

    def sqrt(self, context=None):
        ctx = _ctx(context)
        conds = []
        n = _nan_op(ctx, conds, self)
        if n is not None:
            return ctx._apply(n, conds)
        if self._int == 0 and self._exp != "F":
            return ctx._apply(_finish(self._sign, 0, self._exp // 2, ctx, conds), conds)
        if self._sign:
            return _invalid(ctx, conds)
        if self._exp == "F":
            return self
        ideal = self._exp // 2
        prec = ctx.prec
        c, e = self._int, self._exp
        # c·10^e = m·10^(2f) with enough digits that the root has prec+1.
        shift = 2 * (prec + 1) - _nlen(c)
        if shift < 0:
            shift = 0
        if (e - shift) % 2:
            shift += 1
        m = c * 10 ** shift
        f = (e - shift) // 2
        r = _math.isqrt(m)
        if r * r == m:
            while f < ideal and r % 10 == 0:
                r //= 10
                f += 1
        else:
            r = r * 10 + 1
            f -= 1
        return ctx._apply(_finish(0, r, f, ctx, conds, ROUND_HALF_EVEN), conds)

    def fma(self, other, third, context=None):
        ctx = _ctx(context)
        o = _convert(other, True)
        t = _convert(third, True)
        conds = []
        if self._exp == "N" or o._exp == "N" or self._exp == "n" or o._exp == "n":
            n = _nan_op(ctx, conds, self, o, t)
            return ctx._apply(n, conds)
        if self._exp == "F" or o._exp == "F":
            if (self._exp != "F" and self._int == 0) or (o._exp != "F" and o._int == 0):
                return _invalid(ctx, conds)
            prod = _inf(self._sign ^ o._sign)
        else:
            prod = _dec(self._sign ^ o._sign, self._int * o._int, self._exp + o._exp)
        big = Context(prec=MAX_PREC, Emax=MAX_EMAX, Emin=MIN_EMIN, rounding=ctx.rounding, traps=[])
        if prod._exp != "F" and t._exp not in ("F", "n", "N"):
            return _add(prod, t, ctx)
        return _add(prod, t, ctx)

    def max(self, other, context=None):
        return _minmax(self, other, context, True, False)

    def min(self, other, context=None):
        return _minmax(self, other, context, False, False)

    def max_mag(self, other, context=None):
        return _minmax(self, other, context, True, True)

    def min_mag(self, other, context=None):
        return _minmax(self, other, context, False, True)

    def next_minus(self, context=None):
        return _next(self, _ctx(context), -1)

    def next_plus(self, context=None):
        return _next(self, _ctx(context), 1)

    def next_toward(self, other, context=None):
        ctx = _ctx(context)
        o = _convert(other, True)
        conds = []
        n = _nan_op(ctx, conds, self, o)
        if n is not None:
            return ctx._apply(n, conds)
        c = _cmp_num(self, o)
        if c == 0:
            return _dec(o._sign, self._int, self._exp)
        r = _next(self, ctx, -1 if c > 0 else 1)
        if r._exp == "F":
            conds.extend([Overflow, Inexact, Rounded])
        elif r._int == 0 or r.adjusted() < ctx.Emin:
            conds.extend([Underflow, Subnormal, Inexact, Rounded])
            if r._int == 0:
                conds.append(Clamped)
        return ctx._apply(r, conds)

    def normalize(self, context=None):
        ctx = _ctx(context)
        conds = []
        n = _nan_op(ctx, conds, self)
        if n is not None:
            return ctx._apply(n, conds)
        if self._exp == "F":
            return self
        d = _finish(self._sign, self._int, self._exp, ctx, conds)
        if d._exp == "F":
            return ctx._apply(d, conds)
        if d._int == 0:
            return ctx._apply(_dec(d._sign, 0, 0), conds)
        c, e = d._int, d._exp
        top = ctx.Etop() if ctx.clamp else ctx.Emax
        while c % 10 == 0 and e < top:
            c //= 10
            e += 1
        return ctx._apply(_dec(d._sign, c, e), conds)

    reduce = normalize

    def quantize(self, exp, rounding=None, context=None):
        ctx = _ctx(context)
        e = _convert(exp, True)
        conds = []
        r = _quantize(self, e, ctx, rounding, conds)
        return ctx._apply(r, conds)

    def remainder_near(self, other, context=None):
        return _rem(self, _convert(other, True), _ctx(context), True)

    def to_integral_value(self, rounding=None, context=None):
        ctx = _ctx(context)
        conds = []
        n = _nan_op(ctx, conds, self)
        if n is not None:
            return ctx._apply(n, conds)
        if self._exp == "F" or self._exp >= 0:
            return self
        return _rescale(self, 0, rounding or ctx.rounding)[0]

    to_integral = to_integral_value

    def to_integral_exact(self, rounding=None, context=None):
        ctx = _ctx(context)
        conds = []
        n = _nan_op(ctx, conds, self)
        if n is not None:
            return ctx._apply(n, conds)
        if self._exp == "F" or self._exp >= 0:
            return self
        d, inexact, rounded = _rescale(self, 0, rounding or ctx.rounding)
        if self._int:
            conds.append(Rounded)
        if inexact:
            conds.append(Inexact)
        return ctx._apply(d, conds)

    def scaleb(self, other, context=None):
        ctx = _ctx(context)
        o = _convert(other, True)
        conds = []
        n = _nan_op(ctx, conds, self, o)
        if n is not None:
            return ctx._apply(n, conds)
        if o._exp == "F" or not (o._exp == 0):
            return _invalid(ctx, conds)
        k = _to_int(o)
        limit = 2 * (ctx.Emax + ctx.prec)
        if k > limit or k < -limit:
            return _invalid(ctx, conds)
        if self._exp == "F":
            return self
        return ctx._apply(_finish(self._sign, self._int, self._exp + k, ctx, conds), conds)

    def rotate(self, other, context=None):
        return _shift(self, other, _ctx(context), True)

    def shift(self, other, context=None):
        return _shift(self, other, _ctx(context), False)

    def logical_and(self, other, context=None):
        return _logical(self, other, _ctx(context), lambda x, y: x & y)

    def logical_or(self, other, context=None):
        return _logical(self, other, _ctx(context), lambda x, y: x | y)

    def logical_xor(self, other, context=None):
        return _logical(self, other, _ctx(context), lambda x, y: x ^ y)

    def logical_invert(self, context=None):
        ctx = _ctx(context)
        return _logical(self, _dec(0, int("1" * ctx.prec), 0), ctx, lambda x, y: x ^ y)


_PLAIN_TYPES = (str, bytes, list, tuple, dict, set, frozenset, complex, type(None))


def _sub(a, b, ctx):
    return _add(a, b, ctx, True)


def _op_result(c, op):
    if op == "==":
        return c == 0
    if op == "!=":
        return c != 0
    if op == "<":
        return c < 0
    if op == "<=":
        return c <= 0
    if op == ">":
        return c > 0
    return c >= 0


def _from_tuple(t):
    if len(t) != 3:
        raise ValueError("argument must be a sequence of length 3")
    sign, digits, exp = t
    if sign not in (0, 1) or isinstance(sign, bool) and False:
        raise ValueError("sign must be an integer with the value 0 or 1")
    if not isinstance(digits, (tuple, list)):
        raise ValueError("coefficient must be a tuple of digits")
    for x in digits:
        if not isinstance(x, int) or x < 0 or x > 9:
            raise ValueError("coefficient must be a tuple of digits")
    c = int("".join(str(x) for x in digits) or "0")
    if isinstance(exp, str):
        if exp not in ("F", "n", "N"):
            raise ValueError("string argument in the third position must be 'F', 'n' or 'N'")
        if exp == "F":
            return _inf(sign)
        return _nan(sign, c, exp)
    if not isinstance(exp, int):
        raise ValueError("exponent must be an integer")
    return _dec(sign, c, exp)


def _total(a, b, mag):
    # The total order of the specification: -NaN < -sNaN < -Inf < ... <
    # Inf < sNaN < NaN, equal values ordered by exponent.
    sa, sb = (0 if mag else a._sign), (0 if mag else b._sign)
    if sa != sb:
        return -1 if sa else 1

    def rank(d):
        return {"n": 3, "N": 2, "F": 1}.get(d._exp, 0) if isinstance(d._exp, str) else 0
    ra, rb = rank(a), rank(b)
    if ra != rb:
        c = (ra > rb) - (ra < rb)
    elif ra >= 2:
        c = (a._int > b._int) - (a._int < b._int)
    elif ra == 1:
        c = 0
    else:
        c = _cmp_abs(a, b)
        if c == 0:
            c = (a._exp > b._exp) - (a._exp < b._exp)
    return -c if sa else c


def _minmax(a, other, context, want_max, mag):
    ctx = _ctx(context)
    b = _convert(other, True)
    conds = []
    if a.is_nan() or b.is_nan():
        if a._exp == "N" or b._exp == "N" or (a.is_nan() and b.is_nan()):
            n = _nan_op(ctx, conds, a, b)
            return ctx._apply(n, conds)
        r = b if a.is_nan() else a
        return ctx._apply(_finish_any(r, ctx, conds), conds)
    if mag:
        c = _cmp_num(a.copy_abs(), b.copy_abs())
        if c == 0:
            c = _cmp_num(a, b)
    else:
        c = _cmp_num(a, b)
    if c == 0:
        # Equal values: the sign, then the exponent breaks the tie.
        c = _total(a, b, False)
    if (c >= 0) == want_max:
        r = a
    else:
        r = b
    if c == 0:
        r = a
    return ctx._apply(_finish_any(r, ctx, conds), conds)


def _finish_any(d, ctx, conds):
    if d._exp == "F":
        return d
    return _finish(d._sign, d._int, d._exp, ctx, conds)


def _next(d, ctx, direction):
    conds = []
    n = _nan_op(ctx, conds, d)
    if n is not None:
        return ctx._apply(n, conds)
    top = _dec(0, 10 ** ctx.prec - 1, ctx.Etop())
    if d._exp == "F":
        if (d._sign == 0) == (direction > 0):
            return d
        return _dec(d._sign, top._int, top._exp)
    etiny = ctx.Etiny()
    if d._int == 0:
        return _dec(0 if direction > 0 else 1, 1, etiny)
    # Add or take away a quarter of the smallest unit, rounding outwards
    # or inwards, at a working exponent below the result's.
    e = min(d._exp, d.adjusted() - ctx.prec + 1, etiny) - 2
    v = d._int * 10 ** (d._exp - e)
    if d._sign:
        v = -v
    v += direction
    rounding = ROUND_CEILING if direction > 0 else ROUND_FLOOR
    tmp = []
    r = _finish(1 if v < 0 else 0, abs(v), e, ctx, tmp, rounding)
    if r._exp == "F" and (r._sign == 0) == (direction > 0) and False:
        pass
    return r


def _logical_digits(d, ctx):
    if d._exp != 0 or d._sign or not isinstance(d._exp, int) or isinstance(d._exp, str):
        return None
    s = str(d._int)
    for ch in s:
        if ch not in "01":
            return None
    return s


def _logical(a, other, ctx, fn):
    b = _convert(other, True)
    conds = []
    if not a.is_finite() or not b.is_finite():
        return _invalid(ctx, conds)
    x, y = _logical_digits(a, ctx), _logical_digits(b, ctx)
    if x is None or y is None or len(x) > ctx.prec or len(y) > ctx.prec:
        return _invalid(ctx, conds)
    width = ctx.prec
    x, y = x.rjust(width, "0"), y.rjust(width, "0")
    out = "".join(str(fn(int(p), int(q))) for p, q in zip(x, y))
    return _dec(0, int(out), 0)


def _shift(a, other, ctx, rotate):
    b = _convert(other, True)
    conds = []
    n = _nan_op(ctx, conds, a, b)
    if n is not None:
        return ctx._apply(n, conds)
    if b._exp != 0 or b._exp == "F":
        return _invalid(ctx, conds)
    k = _to_int(b)
    if k > ctx.prec or k < -ctx.prec:
        return _invalid(ctx, conds)
    if a._exp == "F":
        return a
    prec = ctx.prec
    digits = str(a._int)
    if len(digits) > prec:
        digits = digits[-prec:]
    digits = digits.rjust(prec, "0")
    if rotate:
        k %= prec
        out = digits[k:] + digits[:k]
    elif k >= 0:
        out = (digits + "0" * k)[-prec:]
    else:
        out = ("0" * (-k) + digits)[:prec]
    return _dec(a._sign, int(out), a._exp)


# ---------------------------------------------------------------------------
# format()

def _parse_spec(spec):
    # [[fill]align][sign][z][#][0][width][grouping][.precision][type]
    fill, align, i = " ", None, 0
    if len(spec) >= 2 and spec[1] in "<>=^":
        fill, align, i = spec[0], spec[1], 2
    elif spec[:1] in ("<", ">", "=", "^"):
        align, i = spec[0], 1
    sign = "-"
    if spec[i:i + 1] in ("+", "-", " "):
        sign = spec[i]
        i += 1
    z = False
    if spec[i:i + 1] == "z":
        z = True
        i += 1
    if spec[i:i + 1] == "#":
        # The alternate form is not one Decimal has.
        raise ValueError("invalid format string")
    zero = False
    if spec[i:i + 1] == "0":
        # libmpdec refuses the zero flag after an explicit alignment.
        if align is not None:
            raise ValueError("invalid format string")
        fill, align, zero = "0", "=", True
        i += 1
    j = i
    while spec[j:j + 1].isdigit():
        j += 1
    width = int(spec[i:j]) if j > i else 0
    i = j
    group = ""
    if spec[i:i + 1] == ",":
        group = spec[i]
        i += 1
    prec = None
    if spec[i:i + 1] == ".":
        j = i + 1
        while spec[j:j + 1].isdigit():
            j += 1
        if j == i + 1:
            raise ValueError("invalid format string")
        prec = int(spec[i + 1:j])
        i = j
    kind = spec[i:]
    if kind not in ("", "e", "E", "f", "F", "g", "G", "n", "%"):
        raise ValueError("invalid format string")
    if kind == "n" and group:
        raise ValueError("invalid format string")
    return fill, align or ">", sign, z, width, group, prec, kind or None, zero


def _round_sig(c, e, n, sign, pad, rounding):
    # c·10^e to n significant digits (padded with zeros when pad).
    k = _nlen(c)
    if k > n:
        c, _ = _round_drop(c, k - n, rounding, sign)
        e += k - n
        if _nlen(c) > n:
            c //= 10
            e += 1
    elif pad and k < n and c:
        c *= 10 ** (n - k)
        e -= n - k
    return c, e


def _group_digits(digits, min_width, sep):
    groups = []
    while True:
        n = min(max(len(digits), min_width, 1), 3)
        part = digits[-n:] if digits else ""
        groups.append("0" * (n - len(part)) + part)
        digits = digits[:-n] if len(digits) > n else ""
        min_width -= n
        if not digits and min_width <= 0:
            break
        min_width -= 1
    return sep.join(reversed(groups))


def _format(d, spec):
    if not isinstance(spec, str):
        raise TypeError("format spec must be a string")
    fill, align, sign_opt, z, width, group, prec, kind, zero = _parse_spec(spec)
    rounding = getcontext().rounding
    neg = d._sign == 1
    if d._exp in ("F", "n", "N"):
        if d._exp == "F":
            body = "Infinity"
        else:
            body = ("sNaN" if d._exp == "N" else "NaN") + (str(d._int) if d._int else "")
        sign = "-" if neg else ("" if sign_opt == "-" else sign_opt)
        if zero:
            fill, align = " ", ">"
        return _align(sign, body + ("%" if kind == "%" else ""), fill, align, width)
    c, e = d._int, d._exp
    caps = getcontext().capitals
    # No type: like g, but the exponent's letter follows the context.
    plain = kind is None
    if plain and prec is not None:
        kind = "g"
    if kind == "%":
        e += 2
    if kind in ("e", "E") and prec is not None:
        c, e = _round_sig(c, e, prec + 1, d._sign, True, rounding)
    elif kind in ("f", "F", "%") and prec is not None:
        q = _rescale(_dec(d._sign, c, e), -prec, rounding)[0]
        c, e = q._int, q._exp
    elif kind in ("g", "G", "n") and prec is not None:
        c, e = _round_sig(c, e, prec or 1, d._sign, False, rounding)
    if z and c == 0:
        neg = False
    sign = "-" if neg else ("" if sign_opt == "-" else sign_opt)
    if c == 0 and e > 0 and kind in ("f", "F", "%"):
        e = 0
    ds = str(c)
    left = e + len(ds)
    if kind in ("e", "E"):
        dot = 1 - prec if (c == 0 and prec is not None) else 1
    elif kind in ("f", "F", "%"):
        dot = left
    elif kind is None and False:
        dot = 1
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
    if exp != 0 or kind in ("e", "E"):
        if plain:
            echar = "E" if caps else "e"
        else:
            echar = "E" if kind in ("E", "G") else "e"
        tail += echar + "%+d" % exp
    if kind == "%":
        tail += "%"
    if zero:
        min_width = width - len(sign) - len(tail)
        whole = _group_digits(whole, min_width, group) if group else whole.rjust(min_width, "0")
    elif group:
        whole = _group_digits(whole, 1, group)
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


def _transcend(op, ctx, conds, args, rounding=ROUND_HALF_EVEN, known_exact=False):
    # Ziv's strategy: ask Go for prec+k digits until the digits beyond
    # prec tell the rounding apart, then round here (inexact unless the
    # answer was exact).
    prec = ctx.prec
    for k in (8, 20, 50):
        d = Decimal(_transcend_go(op, prec + k, *[_to_str(a, 1) for a in args]))
        c = d._int
        n = _nlen(c)
        if n < prec + 2:
            # A short answer (an exact result): pad it so the
            # sticky digit below lands past the rounding point.
            d = _dec(d._sign, c * 10 ** (prec + 2 - n), d._exp - (prec + 2 - n))
            break
        unit = 10 ** (n - prec)
        tail = c % unit
        half = unit // 2
        if abs(tail - half) > 2 and tail > 2 and unit - tail > 2:
            break
    if known_exact:
        return _finish(d._sign, d._int, d._exp, ctx, conds, rounding)
    return _finish(d._sign, d._int * 10 + 1, d._exp - 1, ctx, conds, rounding)


def _go(op, prec, *args):
    return _transcend_go(op, prec, *[_to_str(a, 1) for a in args])
