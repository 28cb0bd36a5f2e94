# datetime for gpython, in Python: date, time, datetime, timedelta, tzinfo
# and fixed-offset timezone, with CPython's arithmetic, comparisons, ISO
# parsing, strftime/strptime and error messages. Local time is UTC (the
# sandbox has no time zone database).

import time as _time
from collections import _tuple_in_mro

MINYEAR = 1
MAXYEAR = 9999
_MAX_ORD = 3652059  # date(9999, 12, 31).toordinal()
_US_PER_DAY = 86400000000
_DIM = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DBM = [0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]  # days before month
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _dim(y, m):
    if m == 2 and _leap(y):
        return 29
    return _DIM[m]


def _ord(y, m, d):
    # Days since 0001-01-01 (day 1), proleptic Gregorian.
    y1 = y - 1
    n = y1 * 365 + y1 // 4 - y1 // 100 + y1 // 400 + _DBM[m] + d
    if m > 2 and _leap(y):
        n += 1
    return n


def _from_ord(n):
    n -= 1
    n400, n = divmod(n, 146097)
    y = n400 * 400 + 1
    n100, n = divmod(n, 36524)
    n4, n = divmod(n, 1461)
    n1, n = divmod(n, 365)
    y += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return y - 1, 12, 31
    m = (n + 50) >> 5
    before = _DBM[m] + (1 if m > 2 and _leap(y) else 0)
    if before > n:
        m -= 1
        before -= _dim(y, m)
    return y, m, n - before + 1


def _tn(o):
    # The type name CPython prints: datetime.date for the C types.
    t = type(o)
    if t in _QUALIFIED:
        return "datetime." + t.__name__
    return t.__name__


def _binop_error(op, a, b):
    return TypeError("unsupported operand type(s) for %s: '%s' and '%s'" % (op, _tn(a), _tn(b)))


def _cmp_error(op, a, b):
    return TypeError("'%s' not supported between instances of '%s' and '%s'" % (op, _tn(a), _tn(b)))


def _plain(o):
    # A value of a built-in type: it has no reflected operator to try.
    return o is None or isinstance(o, (int, float, str, bytes, list, tuple, dict, set, bool, complex))


def _as_int(v):
    if not isinstance(v, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__)
    return v


def _check_date(year, month, day):
    year, month, day = _as_int(year), _as_int(month), _as_int(day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError("year %d is out of range" % year)
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    if not 1 <= day <= _dim(year, month):
        raise ValueError("day is out of range for month")
    return year, month, day


def _check_time(hour, minute, second, microsecond, fold):
    hour, minute, second, microsecond = _as_int(hour), _as_int(minute), _as_int(second), _as_int(microsecond)
    if not 0 <= hour <= 23:
        raise ValueError("hour must be in 0..23")
    if not 0 <= minute <= 59:
        raise ValueError("minute must be in 0..59")
    if not 0 <= second <= 59:
        raise ValueError("second must be in 0..59")
    if not 0 <= microsecond <= 999999:
        raise ValueError("microsecond must be in 0..999999")
    if fold not in (0, 1):
        raise ValueError("fold must be either 0 or 1")
    return hour, minute, second, microsecond


def _check_tzinfo(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'" % type(tz).__name__)


def _div_round(a, b):
    # a / b rounded half to even, in integers.
    q, r = divmod(a, b)
    r2 = r * 2
    if r2 > b if b > 0 else r2 < b:
        q += 1
    elif r2 == b and q % 2 == 1:
        q += 1
    return q


class timedelta(object):
    def __init__(self, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0):
        whole = 0
        frac = 0.0
        for name, v, unit in (("days", days, _US_PER_DAY), ("seconds", seconds, 1000000), ("microseconds", microseconds, 1),
                              ("milliseconds", milliseconds, 1000), ("minutes", minutes, 60000000),
                              ("hours", hours, 3600000000), ("weeks", weeks, 7 * _US_PER_DAY)):
            if isinstance(v, int):
                whole += v * unit
            elif isinstance(v, float):
                if v != v or v in (float("inf"), float("-inf")):
                    raise ValueError("cannot convert float %s to integer" % ("NaN" if v != v else "infinity"))
                i = int(v)
                whole += i * unit
                frac += (v - i) * unit
            else:
                raise TypeError("unsupported type for timedelta %s component: %s" % (name, type(v).__name__))
        # Round the total half to even, not the fractional part alone.
        base = whole + int(frac // 1)
        rest = frac - frac // 1
        if rest > 0.5 or rest == 0.5 and base % 2 == 1:
            base += 1
        self._set(base)

    def _set(self, us):
        d, rem = divmod(us, _US_PER_DAY)
        if not -999999999 <= d <= 999999999:
            raise OverflowError("days=%d; must have magnitude <= 999999999" % d)
        s, micro = divmod(rem, 1000000)
        self._us = us
        self.days = d
        self.seconds = s
        self.microseconds = micro

    def total_seconds(self):
        return self._us / 1000000

    def __add__(self, o):
        if isinstance(o, timedelta):
            return _td(self._us + o._us)
        if _plain(o):
            raise _binop_error("+", self, o)
        return NotImplemented

    def __radd__(self, o):
        if isinstance(o, timedelta):
            return _td(self._us + o._us)
        if _plain(o):
            raise _binop_error("+", o, self)
        return NotImplemented

    def __sub__(self, o):
        if isinstance(o, timedelta):
            return _td(self._us - o._us)
        if _plain(o):
            raise _binop_error("-", self, o)
        return NotImplemented

    def __rsub__(self, o):
        if isinstance(o, timedelta):
            return _td(o._us - self._us)
        if _plain(o):
            raise _binop_error("-", o, self)
        return NotImplemented

    def __neg__(self):
        return _td(-self._us)

    def __pos__(self):
        return self

    def __abs__(self):
        return _td(abs(self._us))

    def __mul__(self, k):
        if isinstance(k, int):
            return _td(self._us * k)
        if isinstance(k, float):
            return _td(int(round(self._us * k)))
        if isinstance(k, (str, list, tuple, bytes)):
            raise TypeError("can't multiply sequence by non-int of type 'datetime.timedelta'")
        if _plain(k):
            raise _binop_error("*", self, k)
        return NotImplemented

    def __rmul__(self, k):
        return self.__mul__(k)

    def __truediv__(self, o):
        if isinstance(o, timedelta):
            if o._us == 0:
                raise ZeroDivisionError("division by zero")
            return self._us / o._us
        if isinstance(o, int):
            if o == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _td(_div_round(self._us, o))
        if isinstance(o, float):
            if o == 0:
                raise ZeroDivisionError("float division by zero")
            return _td(int(round(self._us / o)))
        if _plain(o):
            raise _binop_error("/", self, o)
        return NotImplemented

    def __floordiv__(self, o):
        if isinstance(o, timedelta):
            if o._us == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return self._us // o._us
        if isinstance(o, int):
            if o == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _td(self._us // o)
        if _plain(o):
            raise _binop_error("//", self, o)
        return NotImplemented

    def __mod__(self, o):
        if isinstance(o, timedelta):
            if o._us == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _td(self._us % o._us)
        if _plain(o):
            raise _binop_error("%", self, o)
        return NotImplemented

    def __divmod__(self, o):
        if isinstance(o, timedelta):
            if o._us == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            q, r = divmod(self._us, o._us)
            return q, _td(r)
        if _plain(o):
            raise _binop_error("divmod()", self, o)
        return NotImplemented

    def __eq__(self, o):
        if isinstance(o, timedelta):
            return self._us == o._us
        return False

    def __ne__(self, o):
        return not self.__eq__(o)

    def __lt__(self, o):
        if not isinstance(o, timedelta):
            raise _cmp_error("<", self, o)
        return self._us < o._us

    def __le__(self, o):
        if not isinstance(o, timedelta):
            raise _cmp_error("<=", self, o)
        return self._us <= o._us

    def __gt__(self, o):
        if not isinstance(o, timedelta):
            raise _cmp_error(">", self, o)
        return self._us > o._us

    def __ge__(self, o):
        if not isinstance(o, timedelta):
            raise _cmp_error(">=", self, o)
        return self._us >= o._us

    def __hash__(self):
        return hash(("timedelta", self._us))

    def __bool__(self):
        return self._us != 0

    def __str__(self):
        mm, ss = divmod(self.seconds, 60)
        hh, mm = divmod(mm, 60)
        s = "%d:%02d:%02d" % (hh, mm, ss)
        if self.days:
            s = "%d day%s, " % (self.days, "" if abs(self.days) == 1 else "s") + s
        if self.microseconds:
            s += ".%06d" % self.microseconds
        return s

    def __repr__(self):
        parts = []
        if self.days:
            parts.append("days=%d" % self.days)
        if self.seconds:
            parts.append("seconds=%d" % self.seconds)
        if self.microseconds:
            parts.append("microseconds=%d" % self.microseconds)
        return "datetime.timedelta(" + (", ".join(parts) if parts else "0") + ")"

    def __reduce__(self):
        return (timedelta, (self.days, self.seconds, self.microseconds))


def _td(us):
    # A timedelta of us microseconds, skipping the keyword arithmetic.
    t = object.__new__(timedelta)
    t._set(us)
    return t


timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)


class date(object):
    def __init__(self, year, month, day):
        self.year, self.month, self.day = _check_date(year, month, day)
        self._o = _ord(self.year, self.month, self.day)

    @classmethod
    def fromordinal(cls, n):
        if not 1 <= n <= _MAX_ORD:
            raise ValueError("ordinal must be >= 1" if n < 1 else "year %d is out of range" % _from_ord(n)[0])
        y, m, d = _from_ord(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, s):
        if not isinstance(s, str):
            raise TypeError("fromisoformat: argument must be str")
        ymd = _parse_iso_date(s)
        if ymd is None:
            raise ValueError("Invalid isoformat string: %r" % (s,))
        return cls(*ymd)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        return cls(*_from_isocal(year, week, day))

    @classmethod
    def fromtimestamp(cls, t):
        dt = datetime.utcfromtimestamp(t)
        return cls(dt.year, dt.month, dt.day)

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_time.time())

    def toordinal(self):
        return self._o

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.weekday() + 1

    def isoformat(self):
        return "%04d-%02d-%02d" % (self.year, self.month, self.day)

    def replace(self, year=None, month=None, day=None):
        return type(self)(self.year if year is None else year, self.month if month is None else month, self.day if day is None else day)

    def strftime(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("strftime() argument 1 must be str, not %s" % type(fmt).__name__)
        return _strftime(self, fmt)

    def timetuple(self):
        return _struct_time((self.year, self.month, self.day, 0, 0, 0, self.weekday(), self.toordinal() - _ord(self.year, 1, 1) + 1, -1))

    def isocalendar(self):
        y, w, d = _isocal(self.year, self.toordinal())
        return IsoCalendarDate(y, w, d)

    def ctime(self):
        return _strftime(self, "%c")

    def __format__(self, spec):
        if not isinstance(spec, str):
            raise TypeError("must be str, not %s" % type(spec).__name__)
        if not spec:
            return str(self)
        return self.strftime(spec)

    def __add__(self, o):
        if isinstance(o, timedelta):
            n = self.toordinal() + o.days
            if not 1 <= n <= _MAX_ORD:
                raise OverflowError("date value out of range")
            return date.fromordinal(n)
        if _plain(o) or isinstance(o, date):
            raise _binop_error("+", self, o)
        return NotImplemented

    def __radd__(self, o):
        if isinstance(o, timedelta):
            return self.__add__(o)
        if _plain(o):
            raise _binop_error("+", o, self)
        return NotImplemented

    def __sub__(self, o):
        if isinstance(o, timedelta):
            return self + timedelta(-o.days)
        if isinstance(o, date) and not isinstance(o, datetime):
            return timedelta(self.toordinal() - o.toordinal())
        if _plain(o) or isinstance(o, date):
            raise _binop_error("-", self, o)
        return NotImplemented

    def _cmp_ok(self, o, op):
        # date compares only with a date that is not a datetime.
        if isinstance(o, date) and not isinstance(o, datetime):
            return True
        if op is None:
            return False
        if isinstance(o, datetime):
            raise TypeError("can't compare %s to %s" % (_tn(o), _tn(self)))
        raise _cmp_error(op, self, o)

    def __eq__(self, o):
        return self._cmp_ok(o, None) and self._o == o._o

    def __ne__(self, o):
        return not self.__eq__(o)

    def __lt__(self, o):
        return self._cmp_ok(o, "<") and self._o < o._o

    def __le__(self, o):
        return self._cmp_ok(o, "<=") and self._o <= o._o

    def __gt__(self, o):
        return self._cmp_ok(o, ">") and self._o > o._o

    def __ge__(self, o):
        return self._cmp_ok(o, ">=") and self._o >= o._o

    def __hash__(self):
        return hash(("date", self._o))

    def __str__(self):
        return self.isoformat()

    def __repr__(self):
        return "datetime.date(%d, %d, %d)" % (self.year, self.month, self.day)

    def __reduce__(self):
        return (type(self), (self.year, self.month, self.day))


date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)


class tzinfo(object):
    def utcoffset(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement utcoffset()")

    def dst(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement dst()")

    def tzname(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement tzname()")

    def fromutc(self, dt):
        # dt holds UTC fields with tzinfo=self; standard offset first, then
        # whatever daylight saving applies at the result.
        if not isinstance(dt, datetime):
            raise TypeError("fromutc() requires a datetime argument")
        if dt.tzinfo is not self:
            raise ValueError("dt.tzinfo is not self")
        off = dt.utcoffset()
        if off is None:
            raise ValueError("fromutc() requires a non-None utcoffset() result")
        dst = dt.dst()
        if dst is None:
            raise ValueError("fromutc() requires a non-None dst() result")
        dt = dt + (off - dst)
        dst = dt.dst()
        if dst is None:
            raise ValueError("fromutc(): dt.dst gave inconsistent results; cannot convert")
        return dt + dst


def _offset_str(td, sep):
    # +HH:MM, with :SS and .ffffff when present (sep "" for %z).
    if td is None:
        return ""
    us = td._us
    sign = "-" if us < 0 else "+"
    us = abs(us)
    hh, us = divmod(us, 3600000000)
    mm, us = divmod(us, 60000000)
    ss, us = divmod(us, 1000000)
    s = "%s%02d%s%02d" % (sign, hh, sep, mm)
    if ss or us:
        s += "%s%02d" % (sep, ss)
        if us:
            s += ".%06d" % us
    return s


def _check_offset(off, what):
    if off is None:
        return None
    if not isinstance(off, timedelta):
        raise TypeError("tzinfo.%s() must return None or timedelta, not '%s'" % (what, type(off).__name__))
    if not -_US_PER_DAY < off._us < _US_PER_DAY:
        raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24).")
    return off


class timezone(tzinfo):
    def __init__(self, offset, name=None):
        if not isinstance(offset, timedelta):
            raise TypeError("timezone() argument 1 must be datetime.timedelta, not %s" % type(offset).__name__)
        if name is not None and not isinstance(name, str):
            raise TypeError("timezone() argument 2 must be str, not %s" % type(name).__name__)
        if not -_US_PER_DAY < offset._us < _US_PER_DAY:
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24), not %r." % (offset,))
        self._offset = offset
        self._name = name

    def utcoffset(self, dt):
        return self._offset

    def tzname(self, dt):
        if self._name is not None:
            return self._name
        if self._offset._us == 0:
            return "UTC"
        return "UTC" + _offset_str(self._offset, ":")

    def dst(self, dt):
        return None

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError("fromutc() argument must be a datetime instance or None")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        return dt + self._offset

    def __eq__(self, o):
        return isinstance(o, timezone) and self._offset == o._offset

    def __ne__(self, o):
        return not self.__eq__(o)

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is timezone.utc:
            return "datetime.timezone.utc"
        if self._name is None:
            return "datetime.timezone(%r)" % (self._offset,)
        return "datetime.timezone(%r, %r)" % (self._offset, self._name)

    def __str__(self):
        return self.tzname(None)


timezone.utc = timezone(timedelta(0))
timezone.min = timezone(-timedelta(hours=23, minutes=59))
timezone.max = timezone(timedelta(hours=23, minutes=59))
UTC = timezone.utc
# What astimezone() with no argument and naive local times mean here.
_LOCAL = timezone(timedelta(0), "UTC")


def _timespec(t, spec):
    if spec == "auto":
        spec = "microseconds" if t.microsecond else "seconds"
    if spec == "hours":
        return "%02d" % t.hour
    if spec == "minutes":
        return "%02d:%02d" % (t.hour, t.minute)
    s = "%02d:%02d:%02d" % (t.hour, t.minute, t.second)
    if spec == "seconds":
        return s
    if spec == "milliseconds":
        return s + ".%03d" % (t.microsecond // 1000)
    if spec == "microseconds":
        return s + ".%06d" % t.microsecond
    raise ValueError("Unknown timespec value")


class time(object):
    def __init__(self, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, fold=0):
        self.hour, self.minute, self.second, self.microsecond = _check_time(hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        self.tzinfo = tzinfo
        self.fold = fold

    @classmethod
    def fromisoformat(cls, s):
        if not isinstance(s, str):
            raise TypeError("fromisoformat: argument must be str")
        t = s[1:] if s[:1] == "T" else s
        parts = _parse_iso_time(t)
        if parts is None:
            raise ValueError("Invalid isoformat string: %r" % (s,))
        h, m, sec, us, tz = parts
        return cls(h, m, sec, us, tz)

    def isoformat(self, timespec="auto"):
        return _timespec(self, timespec) + _offset_str(self.utcoffset(), ":")

    def strftime(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("strftime() argument 1 must be str, not %s" % type(fmt).__name__)
        return _strftime(_TimeView(self), fmt)

    def __format__(self, spec):
        if not spec:
            return str(self)
        return self.strftime(spec)

    def replace(self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True, fold=None):
        return type(self)(self.hour if hour is None else hour, self.minute if minute is None else minute,
                          self.second if second is None else second, self.microsecond if microsecond is None else microsecond,
                          self.tzinfo if tzinfo is True else tzinfo, self.fold if fold is None else fold)

    def utcoffset(self):
        if self.tzinfo is None:
            return None
        return _check_offset(self.tzinfo.utcoffset(None), "utcoffset")

    def dst(self):
        if self.tzinfo is None:
            return None
        return _check_offset(self.tzinfo.dst(None), "dst")

    def tzname(self):
        return None if self.tzinfo is None else self.tzinfo.tzname(None)

    def _us(self):
        return ((self.hour * 60 + self.minute) * 60 + self.second) * 1000000 + self.microsecond

    def _key(self, o, op):
        # The values to compare, or None when equality must be False.
        if not isinstance(o, time):
            if op is None:
                return None
            raise _cmp_error(op, self, o)
        a, b = self.utcoffset(), o.utcoffset()
        if (a is None) != (b is None):
            if op is None:
                return None
            raise TypeError("can't compare offset-naive and offset-aware times")
        x, y = self._us(), o._us()
        if a is not None:
            x -= a._us
            y -= b._us
        return x, y

    def __eq__(self, o):
        k = self._key(o, None)
        return k is not None and k[0] == k[1]

    def __ne__(self, o):
        return not self.__eq__(o)

    def __lt__(self, o):
        k = self._key(o, "<")
        return k[0] < k[1]

    def __le__(self, o):
        k = self._key(o, "<=")
        return k[0] <= k[1]

    def __gt__(self, o):
        k = self._key(o, ">")
        return k[0] > k[1]

    def __ge__(self, o):
        k = self._key(o, ">=")
        return k[0] >= k[1]

    def __hash__(self):
        off = self.utcoffset()
        return hash(("time", self._us() - (off._us if off is not None else 0)))

    def __bool__(self):
        return True

    def __repr__(self):
        parts = [self.hour, self.minute]
        if self.second or self.microsecond:
            parts.append(self.second)
        if self.microsecond:
            parts.append(self.microsecond)
        s = "datetime.time(" + ", ".join(str(p) for p in parts)
        if self.tzinfo is not None:
            s += ", tzinfo=%r" % (self.tzinfo,)
        if self.fold:
            s += ", fold=1"
        return s + ")"

    def __str__(self):
        return self.isoformat()


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)


class _TimeView(object):
    # time.strftime formats against 1900-01-01.
    def __init__(self, t):
        self.year, self.month, self.day = 1900, 1, 1
        self.hour, self.minute, self.second, self.microsecond = t.hour, t.minute, t.second, t.microsecond
        self.tzinfo = t.tzinfo
        self._t = t

    def weekday(self):
        return 0

    def toordinal(self):
        return _ord(1900, 1, 1)

    def utcoffset(self):
        return self._t.utcoffset()

    def tzname(self):
        return self._t.tzname()


class datetime(date):
    def __init__(self, year, month=None, day=None, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, fold=0):
        self.year, self.month, self.day = _check_date(year, month, day)
        self.hour, self.minute, self.second, self.microsecond = _check_time(hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        self.tzinfo = tzinfo
        self.fold = fold
        self._o = _ord(self.year, self.month, self.day)
        # Microseconds since 0001-01-01 of the local (naive) fields.
        self._ut = (((self._o * 24 + self.hour) * 60 + self.minute) * 60 + self.second) * 1000000 + self.microsecond

    @classmethod
    def fromisoformat(cls, s):
        if not isinstance(s, str):
            raise TypeError("fromisoformat: argument must be str")
        parsed = _parse_iso_datetime(s)
        if parsed is None:
            raise ValueError("Invalid isoformat string: %r" % (s,))
        (y, mo, d), (h, mi, sec, us, tz) = parsed
        return cls(y, mo, d, h, mi, sec, us, tz)

    @classmethod
    def strptime(cls, s, fmt):
        return cls(*_strptime(s, fmt))

    @classmethod
    def fromordinal(cls, n):
        d = date.fromordinal(n)
        return cls(d.year, d.month, d.day)

    def combine(cls, d, t, tzinfo=True):
        if not isinstance(d, date):
            raise TypeError("combine() argument 1 must be datetime.date, not %s" % type(d).__name__)
        if not isinstance(t, time):
            raise TypeError("combine() argument 2 must be datetime.time, not %s" % type(t).__name__)
        tz = t.tzinfo if tzinfo is True else tzinfo
        return cls(d.year, d.month, d.day, t.hour, t.minute, t.second, t.microsecond, tz, t.fold)
    combine = classmethod(combine)

    @classmethod
    def utcfromtimestamp(cls, t):
        return cls._from_us(_ts_us(t) + _EPOCH_US)

    def fromtimestamp(cls, t, tz=None):
        _check_tzinfo(tz)
        dt = cls.utcfromtimestamp(t)
        if tz is None:
            return dt  # local time is UTC
        return tz.fromutc(dt.replace(tzinfo=tz))
    fromtimestamp = classmethod(fromtimestamp)

    def now(cls, tz=None):
        return cls.fromtimestamp(_time.time(), tz)
    now = classmethod(now)

    @classmethod
    def utcnow(cls):
        return cls.utcfromtimestamp(_time.time())

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_time.time())

    def _from_us(cls, us, tz=None):
        days, rem = divmod(us, _US_PER_DAY)
        if not 1 <= days <= _MAX_ORD:
            if days > _MAX_ORD:
                raise ValueError("year %d is out of range" % _from_ord(days)[0])
            raise OverflowError("date value out of range")
        y, m, d = _from_ord(days)
        s, micro = divmod(rem, 1000000)
        hh, s = divmod(s, 3600)
        mm, ss = divmod(s, 60)
        return cls(y, m, d, hh, mm, ss, micro, tz)
    _from_us = classmethod(_from_us)

    def date(self):
        return date(self.year, self.month, self.day)

    def time(self):
        return time(self.hour, self.minute, self.second, self.microsecond, None, self.fold)

    def timetz(self):
        return time(self.hour, self.minute, self.second, self.microsecond, self.tzinfo, self.fold)

    def _us(self):
        return self._ut

    def utcoffset(self):
        if self.tzinfo is None:
            return None
        return _check_offset(self.tzinfo.utcoffset(self), "utcoffset")

    def dst(self):
        if self.tzinfo is None:
            return None
        return _check_offset(self.tzinfo.dst(self), "dst")

    def tzname(self):
        return None if self.tzinfo is None else self.tzinfo.tzname(self)

    def timestamp(self):
        off = self.utcoffset()
        us = self._us() - (off._us if off is not None else 0)
        return (us - _EPOCH_US) / 1000000

    def timetuple(self):
        dst = self.dst()
        isdst = -1 if dst is None else (1 if dst else 0)
        return _struct_time((self.year, self.month, self.day, self.hour, self.minute, self.second, self.weekday(),
                             self.toordinal() - _ord(self.year, 1, 1) + 1, isdst))

    def utctimetuple(self):
        off = self.utcoffset()
        dt = self if off is None else (self - off).replace(tzinfo=None)
        return _struct_time((dt.year, dt.month, dt.day, dt.hour, dt.minute, dt.second, dt.weekday(),
                             dt.toordinal() - _ord(dt.year, 1, 1) + 1, 0))

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None, microsecond=None, tzinfo=True, fold=None):
        v = [self.year, self.month, self.day, self.hour, self.minute, self.second, self.microsecond]
        new = [year, month, day, hour, minute, second, microsecond]
        args = [v[i] if new[i] is None else new[i] for i in range(7)]
        args.append(self.tzinfo if tzinfo is True else tzinfo)
        args.append(self.fold if fold is None else fold)
        return type(self)(*args)

    def astimezone(self, tz=None):
        if tz is None:
            tz = _LOCAL
        _check_tzinfo(tz)
        off = self.utcoffset()
        if off is None:
            off = timedelta(0)  # naive is local time, which is UTC
        if tz is self.tzinfo:
            return self
        utc = (self - off).replace(tzinfo=tz)
        return tz.fromutc(utc)

    def isoformat(self, sep="T", timespec="auto"):
        return "%04d-%02d-%02d%s" % (self.year, self.month, self.day, sep) + _timespec(self, timespec) + _offset_str(self.utcoffset(), ":")

    def ctime(self):
        return _strftime(self, "%c")

    def __add__(self, o):
        if isinstance(o, timedelta):
            return self._shift(o._us)
        if _plain(o) or isinstance(o, date):
            raise _binop_error("+", self, o)
        return NotImplemented

    def __radd__(self, o):
        if isinstance(o, timedelta):
            return self._shift(o._us)
        if _plain(o):
            raise _binop_error("+", o, self)
        return NotImplemented

    def _shift(self, us):
        total = self._us() + us
        if not 1 <= total // _US_PER_DAY <= _MAX_ORD:
            raise OverflowError("date value out of range")
        return type(self)._from_us(total, self.tzinfo)

    def __sub__(self, o):
        if isinstance(o, timedelta):
            return self._shift(-o._us)
        if isinstance(o, datetime):
            a, b = self.utcoffset(), o.utcoffset()
            if (a is None) != (b is None):
                raise TypeError("can't subtract offset-naive and offset-aware datetimes")
            x, y = self._us(), o._us()
            if a is not None and self.tzinfo is not o.tzinfo:
                x -= a._us
                y -= b._us
            return _td(x - y)
        if _plain(o) or isinstance(o, date):
            raise _binop_error("-", self, o)
        return NotImplemented

    def _key(self, o, op):
        # The two instants to compare, or None when equality must be False.
        if self.tzinfo is None and isinstance(o, datetime) and o.tzinfo is None:
            return self._ut, o._ut
        if not isinstance(o, datetime):
            if op is None:
                return None
            if isinstance(o, date):
                raise TypeError("can't compare %s to %s" % (_tn(self), _tn(o)))
            raise _cmp_error(op, self, o)
        x, y = self._us(), o._us()
        if self.tzinfo is o.tzinfo:
            return x, y
        a, b = self.utcoffset(), o.utcoffset()
        if (a is None) != (b is None):
            if op is None:
                return None
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        if a is not None:
            x -= a._us
            y -= b._us
        return x, y

    # Two naive datetimes, the common case, compare without _key.
    def __eq__(self, o):
        if self.tzinfo is None and isinstance(o, datetime) and o.tzinfo is None:
            return self._ut == o._ut
        k = self._key(o, None)
        return k is not None and k[0] == k[1]

    def __ne__(self, o):
        return not self.__eq__(o)

    def __lt__(self, o):
        if self.tzinfo is None and isinstance(o, datetime) and o.tzinfo is None:
            return self._ut < o._ut
        k = self._key(o, "<")
        return k[0] < k[1]

    def __le__(self, o):
        if self.tzinfo is None and isinstance(o, datetime) and o.tzinfo is None:
            return self._ut <= o._ut
        k = self._key(o, "<=")
        return k[0] <= k[1]

    def __gt__(self, o):
        if self.tzinfo is None and isinstance(o, datetime) and o.tzinfo is None:
            return self._ut > o._ut
        k = self._key(o, ">")
        return k[0] > k[1]

    def __ge__(self, o):
        if self.tzinfo is None and isinstance(o, datetime) and o.tzinfo is None:
            return self._ut >= o._ut
        k = self._key(o, ">=")
        return k[0] >= k[1]

    def __hash__(self):
        if self.tzinfo is None:
            return hash(("datetime", self._ut))
        off = self.utcoffset()
        return hash(("datetime", self._ut - (off._us if off is not None else 0)))

    def __str__(self):
        return self.isoformat(" ")

    def __repr__(self):
        parts = [self.year, self.month, self.day, self.hour, self.minute]
        if self.second or self.microsecond:
            parts.append(self.second)
        if self.microsecond:
            parts.append(self.microsecond)
        s = "datetime.datetime(" + ", ".join(str(p) for p in parts)
        if self.tzinfo is not None:
            s += ", tzinfo=%r" % (self.tzinfo,)
        if self.fold:
            s += ", fold=1"
        return s + ")"

    def __reduce__(self):
        return (type(self), (self.year, self.month, self.day, self.hour, self.minute, self.second, self.microsecond, self.tzinfo))


_EPOCH_US = _ord(1970, 1, 1) * _US_PER_DAY
datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)
_QUALIFIED = (date, datetime, time, timedelta, timezone, tzinfo)


def _ts_us(t):
    # A POSIX timestamp as whole microseconds, rounded half to even.
    if isinstance(t, int):
        return t * 1000000
    if not isinstance(t, float):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(t).__name__)
    if t != t:
        raise ValueError("Invalid value NaN (not a number)")
    secs = int(t // 1)
    us = int(round((t - secs) * 1000000))
    return secs * 1000000 + us


def _struct_time(values):
    return _time.struct_time(values)


class IsoCalendarDate(object):
    # A tuple (year, week, weekday) with named fields, as in CPython.
    def __init__(self, year, week, weekday):
        d = self.__dict__
        d["year"] = year
        d["week"] = week
        d["weekday"] = weekday
        d["_values"] = (year, week, weekday)

    def __getitem__(self, i):
        return self._values[i]

    def __iter__(self):
        return iter(self._values)

    def __len__(self):
        return 3

    def __eq__(self, o):
        return self._values == tuple(o) if isinstance(o, tuple) else NotImplemented

    def __lt__(self, o):
        return self._values < tuple(o)

    def __hash__(self):
        return hash(self._values)

    def __repr__(self):
        return "datetime.IsoCalendarDate(year=%d, week=%d, weekday=%d)" % self._values


_tuple_in_mro(IsoCalendarDate)


def _iso_week1(year):
    # Ordinal of the Monday of ISO week 1 (the week holding January 4th).
    jan4 = _ord(year, 1, 4)
    return jan4 - (jan4 + 6) % 7


def _isocal(year, n):
    start = _iso_week1(year)
    if n < start:
        year -= 1
        start = _iso_week1(year)
    elif n >= _iso_week1(year + 1):
        year += 1
        start = _iso_week1(year)
    return year, (n - start) // 7 + 1, (n + 6) % 7 + 1


def _from_isocal(year, week, day):
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError("Year is out of range: %d" % year)
    weeks = 53 if _isocal(year, _ord(year, 12, 28))[1] == 53 else 52
    if not 1 <= week <= weeks:
        raise ValueError("Invalid week: %d" % week)
    if not 1 <= day <= 7:
        raise ValueError("Invalid day: %d (range is [1, 7])" % day)
    return _from_ord(_iso_week1(year) + (week - 1) * 7 + day - 1)


# ISO 8601 parsing (what 3.11's fromisoformat accepts). Each parser returns
# None on a malformed string; range errors come from the constructors.

def _digits(s, i, n):
    part = s[i:i + n]
    if len(part) != n or not part.isdigit() or not part.isascii():
        return None
    return int(part)


def _parse_iso_date(s):
    # YYYY-MM-DD, YYYYMMDD, YYYY-Www[-D], YYYYWww[D]; the whole of s.
    r = _iso_date_prefix(s)
    if r is None or r[1] != len(s):
        return None
    return r[0]


def _iso_date_prefix(s):
    # The date at the start of s and where it ends.
    y = _digits(s, 0, 4)
    if y is None:
        return None
    ext = s[4:5] == "-"
    i = 5 if ext else 4
    if s[i:i + 1] == "W":
        w = _digits(s, i + 1, 2)
        if w is None:
            return None
        i += 3
        d = 1
        if ext and s[i:i + 1] == "-" and _digits(s, i + 1, 1) is not None:
            d = _digits(s, i + 1, 1)
            i += 2
        elif not ext and _digits(s, i, 1) is not None:
            d = _digits(s, i, 1)
            i += 1
        return _from_isocal(y, w, d), i
    m = _digits(s, i, 2)
    if m is None:
        return None
    i += 2
    if ext:
        if s[i:i + 1] != "-":
            return None
        i += 1
    d = _digits(s, i, 2)
    if d is None:
        return None
    return (y, m, d), i + 2


def _parse_iso_time(s):
    # HH[:MM[:SS[.f+]]] or the basic HHMMSS forms, then an optional Z or
    # +HH[:MM[:SS[.ffffff]]] offset. Returns (h, m, s, us, tzinfo).
    k = 0
    while k < len(s) and s[k] not in "+-Z":
        k += 1
    clock, tzs = s[:k], s[k:]
    if not clock:
        return None
    frac = 0
    for sep in (".", ","):
        if sep in clock:
            clock, f = clock.split(sep, 1)
            if not f or not f.isdigit() or len(clock) < 6:
                return None
            frac = int((f + "000000")[:6])
    if ":" in clock:
        fields = clock.split(":")
        if any(len(x) != 2 for x in fields) or len(fields) > 3:
            return None
    else:
        if len(clock) % 2 or len(clock) > 6:
            return None
        fields = [clock[i:i + 2] for i in range(0, len(clock), 2)]
    nums = []
    for x in fields:
        if not x.isdigit():
            return None
        nums.append(int(x))
    while len(nums) < 3:
        nums.append(0)
    tz = None
    if tzs:
        if tzs == "Z":
            tz = timezone.utc
        else:
            off = _parse_offset(tzs[1:])
            if off is None:
                return None
            us = off if tzs[0] == "+" else -off
            tz = timezone.utc if us == 0 else timezone(_td(us))
    return nums[0], nums[1], nums[2], frac, tz


def _parse_offset(s):
    # HH[:MM[:SS[.ffffff]]] or HHMM[SS] as microseconds, or None.
    frac = 0
    if "." in s:
        s, f = s.split(".", 1)
        if not f.isdigit() or len(f) > 6:
            return None
        frac = int((f + "000000")[:6])
    parts = s.split(":") if ":" in s else [s[i:i + 2] for i in range(0, len(s), 2)]
    if not parts or len(parts) > 3 or any(len(p) != 2 or not p.isdigit() for p in parts):
        return None
    nums = [int(p) for p in parts] + [0, 0]
    return ((nums[0] * 60 + nums[1]) * 60 + nums[2]) * 1000000 + frac


def _parse_iso_datetime(s):
    r = _iso_date_prefix(s)
    if r is None:
        return None
    ymd, i = r
    if i == len(s):
        return ymd, (0, 0, 0, 0, None)
    if i + 1 >= len(s):
        return None
    t = _parse_iso_time(s[i + 1:])
    if t is None:
        return None
    return ymd, t


def _p2(n):
    return "%02d" % n


def _strftime(d, fmt):
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c != "%" or i + 1 >= n:
            out.append(c)
            i += 1
            continue
        k = fmt[i + 1]
        i += 2
        if k == "-" and i < n:
            # glibc's no-padding flag, which CPython on Linux passes through.
            part = _directive(d, fmt[i])
            i += 1
            out.append((part.lstrip("0") or "0") if part.isdigit() else part.lstrip(" "))
            continue
        out.append(_directive(d, k))
    return "".join(out)


def _directive(d, k):
    # One strftime directive as glibc spells it in the C locale.
    if k == "Y":
        return str(d.year)
    if k == "m":
        return _p2(d.month)
    if k == "d":
        return _p2(d.day)
    if k == "H":
        return _p2(getattr(d, "hour", 0))
    if k == "M":
        return _p2(getattr(d, "minute", 0))
    if k == "S":
        return _p2(getattr(d, "second", 0))
    if k == "f":
        return "%06d" % getattr(d, "microsecond", 0)
    if k == "y":
        return _p2(d.year % 100)
    if k == "I":
        return _p2(getattr(d, "hour", 0) % 12 or 12)
    if k == "p":
        return "AM" if getattr(d, "hour", 0) < 12 else "PM"
    if k == "P":
        return "am" if getattr(d, "hour", 0) < 12 else "pm"
    if k == "B":
        return _MONTHS[d.month - 1]
    if k == "b" or k == "h":
        return _MONTHS[d.month - 1][:3]
    if k == "A":
        return _DAYS[d.weekday()]
    if k == "a":
        return _DAYS[d.weekday()][:3]
    if k == "j":
        return "%03d" % (d.toordinal() - _ord(d.year, 1, 1) + 1)
    if k == "w":
        return str((d.weekday() + 1) % 7)
    if k == "u":
        return str(d.weekday() + 1)
    if k == "%":
        return "%"
    if k == "V":
        return _p2(_isocal(d.year, d.toordinal())[1])
    if k == "G":
        return str(_isocal(d.year, d.toordinal())[0])
    if k == "g":
        return _p2(_isocal(d.year, d.toordinal())[0] % 100)
    if k == "C":
        return str(d.year // 100)
    if k == "U" or k == "W":
        yday = d.toordinal() - _ord(d.year, 1, 1)
        wd = (d.weekday() + 1) % 7 if k == "U" else d.weekday()
        return _p2((yday + 7 - wd) // 7)
    if k == "e":
        return "%2d" % d.day
    if k == "k":
        return "%2d" % getattr(d, "hour", 0)
    if k == "l":
        return "%2d" % (getattr(d, "hour", 0) % 12 or 12)
    if k == "c":
        return _strftime(d, "%a %b ") + ("%2d" % d.day) + _strftime(d, " %H:%M:%S %Y")
    if k == "x" or k == "D":
        return _strftime(d, "%m/%d/%y")
    if k == "X" or k == "T":
        return _strftime(d, "%H:%M:%S")
    if k == "F":
        return "%s-%s-%s" % (d.year, _p2(d.month), _p2(d.day))
    if k == "R":
        return _strftime(d, "%H:%M")
    if k == "r":
        return _strftime(d, "%I:%M:%S %p")
    if k == "n":
        return "\n"
    if k == "t":
        return "\t"
    if k == "s":
        return str((d.toordinal() - _ord(1970, 1, 1)) * 86400 + getattr(d, "hour", 0) * 3600 + getattr(d, "minute", 0) * 60 + getattr(d, "second", 0))
    if k == "z":
        off = d.utcoffset() if hasattr(d, "utcoffset") and getattr(d, "tzinfo", None) is not None else None
        return _offset_str(off, "")
    if k == "Z":
        if getattr(d, "tzinfo", None) is None:
            return ""
        return d.tzname() or ""
    return "%" + k


# strptime: the format becomes a regular expression, one named group per
# directive, matched case-insensitively as CPython's _strptime does.

def _names_re(names):
    return "(?P<%s>" + "|".join(sorted(names, key=len, reverse=True)) + ")"


_STRP = {
    "d": r"(?P<d>3[01]|[12]\d|0[1-9]|[1-9]| [1-9])",
    "f": r"(?P<f>[0-9]{1,6})",
    "H": r"(?P<H>2[0-3]|[0-1]\d|\d)",
    "I": r"(?P<I>1[0-2]|0[1-9]|[1-9])",
    "G": r"(?P<G>\d\d\d\d)",
    "j": r"(?P<j>36[0-6]|3[0-5]\d|[12]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])",
    "m": r"(?P<m>1[0-2]|0[1-9]|[1-9])",
    "M": r"(?P<M>[0-5]\d|\d)",
    "S": r"(?P<S>6[0-1]|[0-5]\d|\d)",
    "U": r"(?P<U>5[0-3]|[0-4]\d|\d)",
    "w": r"(?P<w>[0-6])",
    "u": r"(?P<u>[1-7])",
    "V": r"(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)",
    "y": r"(?P<y>\d\d)",
    "Y": r"(?P<Y>\d\d\d\d)",
    "z": r"(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|Z)",
    "A": _names_re([n.lower() for n in _DAYS]) % "A",
    "a": _names_re([n[:3].lower() for n in _DAYS]) % "a",
    "B": _names_re([n.lower() for n in _MONTHS]) % "B",
    "b": _names_re([n[:3].lower() for n in _MONTHS]) % "b",
    "p": "(?P<p>am|pm)",
    "Z": "(?P<Z>utc|gmt)",
    "%": "%",
}
_STRP["W"] = _STRP["U"].replace("U", "W", 1)
_STRP["h"] = _STRP["b"].replace("<b>", "<h>")
_STRP_ALIASES = {"c": "%a %b %d %H:%M:%S %Y", "x": "%m/%d/%y", "X": "%H:%M:%S", "D": "%m/%d/%y", "T": "%H:%M:%S", "R": "%H:%M", "F": "%Y-%m-%d"}
_strp_cache = {}


def _strp_regex(fmt):
    import re
    rx = _strp_cache.get(fmt)
    if rx is not None:
        return rx
    key = fmt
    out = []
    i = 0
    while i < len(fmt):
        c = fmt[i]
        if c == "%":
            if i + 1 >= len(fmt):
                raise ValueError("stray % in format '%s'" % fmt)
            k = fmt[i + 1]
            if k in _STRP_ALIASES:
                fmt = fmt[:i] + _STRP_ALIASES[k] + fmt[i + 2:]
                continue
            if k not in _STRP:
                raise ValueError("'%s' is a bad directive in format '%s'" % (k, fmt))
            out.append(_STRP[k])
            i += 2
            continue
        if c.isspace():
            while i < len(fmt) and fmt[i].isspace():
                i += 1
            out.append(r"\s+")
            continue
        out.append(re.escape(c))
        i += 1
    rx = re.compile("".join(out), re.IGNORECASE)
    _strp_cache[key] = rx
    return rx


def _strptime(s, fmt):
    # The datetime fields (year .. microsecond, tzinfo) s holds under fmt.
    if not isinstance(s, str):
        raise TypeError("strptime() argument 1 must be str, not %s" % type(s).__name__)
    if not isinstance(fmt, str):
        raise TypeError("strptime() argument 2 must be str, not %s" % type(fmt).__name__)
    m = _strp_regex(fmt).match(s)
    if m is None:
        raise ValueError("time data %r does not match format %r" % (s, fmt))
    if m.end() != len(s):
        raise ValueError("unconverted data remains: %s" % s[m.end():])
    g = m.groupdict()
    year = 1900
    month = day = 1
    hour = minute = second = micro = 0
    tz = None
    if g.get("Y") is not None:
        year = int(g["Y"])
    elif g.get("y") is not None:
        y = int(g["y"])
        year = y + (2000 if y <= 68 else 1900)
    if g.get("m") is not None:
        month = int(g["m"])
    for k in ("B", "b", "h"):
        if g.get(k) is not None:
            name = g[k].lower()
            month = [n.lower() if k == "B" else n[:3].lower() for n in _MONTHS].index(name) + 1
    if g.get("d") is not None:
        day = int(g["d"])
    if g.get("H") is not None:
        hour = int(g["H"])
    elif g.get("I") is not None:
        hour = int(g["I"])
        ampm = (g.get("p") or "").lower()
        if ampm == "pm":
            if hour != 12:
                hour += 12
        elif hour == 12:
            hour = 0
    if g.get("M") is not None:
        minute = int(g["M"])
    if g.get("S") is not None:
        second = int(g["S"])
    if g.get("f") is not None:
        micro = int((g["f"] + "000000")[:6])
    if g.get("z") is not None:
        z = g["z"]
        if z.upper() == "Z":
            tz = timezone.utc
        else:
            off = _parse_offset(z[1:])
            if off is None:
                raise ValueError("Inconsistent use of : in %s" % z)
            tz = timezone(_td(off if z[0] == "+" else -off))
    if g.get("j") is not None and g.get("m") is None and g.get("d") is None and not any(g.get(k) for k in ("B", "b", "h")):
        y, month, day = _from_ord(_ord(year, 1, 1) + int(g["j"]) - 1)
    return year, month, day, hour, minute, second, micro, tz
