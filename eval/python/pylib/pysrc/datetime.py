# datetime for gpython, in Python: naive dates and times, timedelta,
# strptime/strftime for the common directives. No time zones beyond
# parsing a fixed "Z"/"+HH:MM" suffix away.

MINYEAR = 1
MAXYEAR = 9999
_DIM = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _dim(y, m):
    if m == 2 and _leap(y):
        return 29
    return _DIM[m]


def _ord(y, m, d):
    y1 = y - 1
    n = y1 * 365 + y1 // 4 - y1 // 100 + y1 // 400
    for mm in range(1, m):
        n += _dim(y, mm)
    return n + d


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
    m = 1
    while n >= _dim(y, m):
        n -= _dim(y, m)
        m += 1
    return y, m, n + 1


def _p2(n):
    return "%02d" % n


class timedelta(object):
    def __init__(self, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0):
        total = ((((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000000 + milliseconds * 1000 + microseconds
        total = int(round(total))
        self._us = total
        d, rem = divmod(total, 86400 * 1000000)
        s, us = divmod(rem, 1000000)
        self.days = d
        self.seconds = s
        self.microseconds = us

    def total_seconds(self):
        return self._us / 1000000

    def __add__(self, o):
        if isinstance(o, timedelta):
            return timedelta(microseconds=self._us + o._us)
        return NotImplemented

    def __radd__(self, o):
        return self.__add__(o)

    def __sub__(self, o):
        if isinstance(o, timedelta):
            return timedelta(microseconds=self._us - o._us)
        return NotImplemented

    def __neg__(self):
        return timedelta(microseconds=-self._us)

    def __mul__(self, k):
        return timedelta(microseconds=self._us * k)

    def __rmul__(self, k):
        return self.__mul__(k)

    def __truediv__(self, o):
        if isinstance(o, timedelta):
            return self._us / o._us
        return timedelta(microseconds=self._us / o)

    def __floordiv__(self, o):
        if isinstance(o, timedelta):
            return self._us // o._us
        return timedelta(microseconds=self._us // o)

    def __eq__(self, o):
        return isinstance(o, timedelta) and self._us == o._us

    def __lt__(self, o):
        return self._us < o._us

    def __le__(self, o):
        return self._us <= o._us

    def __gt__(self, o):
        return self._us > o._us

    def __ge__(self, o):
        return self._us >= o._us

    def __hash__(self):
        return hash(self._us)

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


class date(object):
    def __init__(self, year, month, day):
        if not 1 <= month <= 12:
            raise ValueError("month must be in 1..12")
        if not 1 <= day <= _dim(year, month):
            raise ValueError("day is out of range for month")
        self.year = year
        self.month = month
        self.day = day

    @classmethod
    def fromordinal(cls, n):
        y, m, d = _from_ord(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, s):
        return cls(int(s[0:4]), int(s[5:7]), int(s[8:10]))

    @classmethod
    def today(cls):
        return cls(1970, 1, 1)

    def toordinal(self):
        return _ord(self.year, self.month, self.day)

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.weekday() + 1

    def isoformat(self):
        return "%04d-%02d-%02d" % (self.year, self.month, self.day)

    def replace(self, year=None, month=None, day=None):
        return date(self.year if year is None else year, self.month if month is None else month, self.day if day is None else day)

    def strftime(self, fmt):
        return _strftime(self, fmt)

    def timetuple(self):
        return _struct_time((self.year, self.month, self.day, getattr(self, "hour", 0), getattr(self, "minute", 0), getattr(self, "second", 0), self.weekday(), self.toordinal() - _ord(self.year, 1, 1) + 1, -1))

    def isocalendar(self):
        y, w, d = _isocal(self.year, self.toordinal())
        return IsoCalendarDate(y, w, d)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        start = _iso_week1(year)
        return cls.fromordinal(start + (week - 1) * 7 + day - 1)

    def ctime(self):
        return _strftime(self, "%a %b ") + ("%2d" % self.day) + _strftime(self, " %H:%M:%S %Y")

    def __format__(self, spec):
        if not spec:
            return str(self)
        return _strftime(self, spec)

    def _key(self):
        return (self.toordinal(), 0)

    def __add__(self, o):
        if isinstance(o, timedelta):
            return self.fromordinal(self.toordinal() + o.days)
        return NotImplemented

    def __radd__(self, o):
        return self.__add__(o)

    def __sub__(self, o):
        if isinstance(o, timedelta):
            return self.fromordinal(self.toordinal() - o.days)
        if isinstance(o, date):
            return timedelta(days=self.toordinal() - o.toordinal())
        return NotImplemented

    def __eq__(self, o):
        return isinstance(o, date) and self._key() == o._key()

    def __lt__(self, o):
        return self._key() < o._key()

    def __le__(self, o):
        return self._key() <= o._key()

    def __gt__(self, o):
        return self._key() > o._key()

    def __ge__(self, o):
        return self._key() >= o._key()

    def __hash__(self):
        return hash(self._key())

    def __str__(self):
        return self.isoformat()

    def __repr__(self):
        return "datetime.date(%d, %d, %d)" % (self.year, self.month, self.day)


class datetime(date):
    def __init__(self, year, month, day, hour=0, minute=0, second=0, microsecond=0, tzinfo=None):
        date.__init__(self, year, month, day)
        self.hour = hour
        self.minute = minute
        self.second = second
        self.microsecond = microsecond
        self.tzinfo = tzinfo

    @classmethod
    def fromisoformat(cls, s):
        s = s.replace("Z", "")
        d = s[:10]
        t = s[11:] if len(s) > 10 else ""
        for sep in ("+", "-"):
            if sep in t:
                t = t[:t.index(sep)]
        parts = [int(d[0:4]), int(d[5:7]), int(d[8:10])]
        if t:
            hms = t.split(":")
            parts.append(int(hms[0]))
            parts.append(int(hms[1]) if len(hms) > 1 else 0)
            if len(hms) > 2:
                sec = hms[2]
                if "." in sec:
                    a, b = sec.split(".")
                    parts.append(int(a))
                    parts.append(int((b + "000000")[:6]))
                else:
                    parts.append(int(sec))
        return cls(*parts)

    @classmethod
    def strptime(cls, s, fmt):
        return _strptime(cls, s, fmt)

    @classmethod
    def fromordinal(cls, n):
        y, m, d = _from_ord(n)
        return cls(y, m, d)

    @classmethod
    def combine(cls, d, t=None):
        return cls(d.year, d.month, d.day)

    def date(self):
        return date(self.year, self.month, self.day)

    def _us(self):
        return ((self.toordinal() * 86400 + self.hour * 3600 + self.minute * 60 + self.second) * 1000000) + self.microsecond

    def _key(self):
        return (self.toordinal(), self._us())

    def timestamp(self):
        return (self._us() - _ord(1970, 1, 1) * 86400 * 1000000) / 1000000

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None, microsecond=None, tzinfo=True):
        v = [self.year, self.month, self.day, self.hour, self.minute, self.second, self.microsecond]
        new = [year, month, day, hour, minute, second, microsecond]
        out = datetime(*[v[i] if new[i] is None else new[i] for i in range(7)])
        out.tzinfo = self.tzinfo if tzinfo is True else tzinfo
        return out

    def utcoffset(self):
        return None if self.tzinfo is None else self.tzinfo.utcoffset(self)

    def tzname(self):
        return None if self.tzinfo is None else self.tzinfo.tzname(self)

    def astimezone(self, tz=None):
        if tz is None or self.tzinfo is None:
            return self.replace(tzinfo=tz)
        out = self - self.tzinfo.utcoffset(self) + tz.utcoffset(None)
        out.tzinfo = tz
        return out

    @classmethod
    def _from_us(cls, us):
        days, rem = divmod(us, 86400 * 1000000)
        y, m, d = _from_ord(days)
        s, micro = divmod(rem, 1000000)
        hh, s = divmod(s, 3600)
        mm, ss = divmod(s, 60)
        return cls(y, m, d, hh, mm, ss, micro)

    def __add__(self, o):
        if isinstance(o, timedelta):
            out = datetime._from_us(self._us() + o._us)
            out.tzinfo = self.tzinfo
            return out
        return NotImplemented

    def __sub__(self, o):
        if isinstance(o, timedelta):
            out = datetime._from_us(self._us() - o._us)
            out.tzinfo = self.tzinfo
            return out
        if isinstance(o, datetime):
            a, b = self._us(), o._us()
            if self.tzinfo is not None and o.tzinfo is not None:
                a -= self.tzinfo.utcoffset(self)._us
                b -= o.tzinfo.utcoffset(o)._us
            return timedelta(microseconds=a - b)
        return NotImplemented

    def isoformat(self, sep="T", timespec="auto"):
        s = "%04d-%02d-%02d%s" % (self.year, self.month, self.day, sep) + _timespec(self, timespec)
        if self.tzinfo is not None:
            s += _offset(self.tzinfo.utcoffset(self), ":")
        return s

    def time(self):
        return time(self.hour, self.minute, self.second, self.microsecond)

    def __str__(self):
        return self.isoformat(" ")

    def __repr__(self):
        parts = [self.year, self.month, self.day, self.hour, self.minute]
        if self.second or self.microsecond:
            parts.append(self.second)
        if self.microsecond:
            parts.append(self.microsecond)
        return "datetime.datetime(" + ", ".join(str(p) for p in parts) + ")"


def _offset(td, sep):
    us = td._us
    sign = "-" if us < 0 else "+"
    m = abs(us) // 60000000
    return "%s%02d%s%02d" % (sign, m // 60, sep, m % 60)


class tzinfo(object):
    pass


class timezone(tzinfo):
    def __init__(self, offset, name=None):
        self._offset = offset
        self._name = name

    def utcoffset(self, dt):
        return self._offset

    def tzname(self, dt):
        if self._name is not None:
            return self._name
        if self._offset._us == 0:
            return "UTC"
        return "UTC" + _offset(self._offset, ":")

    def dst(self, dt):
        return None

    def __eq__(self, o):
        return isinstance(o, timezone) and self._offset == o._offset

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self._offset._us == 0 and self._name is None:
            return "datetime.timezone.utc"
        return "datetime.timezone(%r)" % (self._offset,)

    def __str__(self):
        return self.tzname(None)


timezone.utc = timezone(timedelta(0))
UTC = timezone.utc


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


class _TimeView(object):
    # time.strftime formats against 1900-01-01.
    def __init__(self, t):
        self.year, self.month, self.day = 1900, 1, 1
        self.hour, self.minute, self.second, self.microsecond = t.hour, t.minute, t.second, t.microsecond

    def weekday(self):
        return 0

    def toordinal(self):
        return _ord(1900, 1, 1)


class _struct_time(object):
    _names = ("tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday", "tm_isdst")

    def __init__(self, values):
        self._v = tuple(values)
        for i, n in enumerate(self._names):
            setattr(self, n, self._v[i])

    def __getitem__(self, i):
        return self._v[i]

    def __iter__(self):
        return iter(self._v)

    def __len__(self):
        return len(self._v)

    def __eq__(self, o):
        return tuple(self) == tuple(o)

    def __repr__(self):
        return "time.struct_time(" + ", ".join("%s=%r" % (n, v) for n, v in zip(self._names, self._v)) + ")"


class IsoCalendarDate(object):
    def __init__(self, year, week, weekday):
        self.year = year
        self.week = week
        self.weekday = weekday
        self._v = (year, week, weekday)

    def __getitem__(self, i):
        return self._v[i]

    def __iter__(self):
        return iter(self._v)

    def __len__(self):
        return 3

    def __eq__(self, o):
        return self._v == tuple(o)

    def __lt__(self, o):
        return self._v < tuple(o)

    def __hash__(self):
        return hash(self._v)

    def __repr__(self):
        return "datetime.IsoCalendarDate(year=%d, week=%d, weekday=%d)" % self._v


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


def _strftime(d, fmt):
    out = []
    i = 0
    hour = getattr(d, "hour", 0)
    minute = getattr(d, "minute", 0)
    second = getattr(d, "second", 0)
    micro = getattr(d, "microsecond", 0)
    while i < len(fmt):
        c = fmt[i]
        if c != "%" or i + 1 >= len(fmt):
            out.append(c)
            i += 1
            continue
        k = fmt[i + 1]
        i += 2
        if k == "-" and i < len(fmt):
            # glibc's no-padding flag, which CPython on Linux passes through.
            part = _strftime(d, "%" + fmt[i])
            i += 1
            out.append(part.lstrip("0") or "0" if part.isdigit() else part.lstrip(" "))
            continue
        if k == "Y":
            out.append("%04d" % d.year)
        elif k == "y":
            out.append(_p2(d.year % 100))
        elif k == "m":
            out.append(_p2(d.month))
        elif k == "d":
            out.append(_p2(d.day))
        elif k == "H":
            out.append(_p2(hour))
        elif k == "I":
            out.append(_p2(hour % 12 or 12))
        elif k == "p":
            out.append("AM" if hour < 12 else "PM")
        elif k == "M":
            out.append(_p2(minute))
        elif k == "S":
            out.append(_p2(second))
        elif k == "f":
            out.append("%06d" % micro)
        elif k == "B":
            out.append(_MONTHS[d.month - 1])
        elif k == "b":
            out.append(_MONTHS[d.month - 1][:3])
        elif k == "A":
            out.append(_DAYS[d.weekday()])
        elif k == "a":
            out.append(_DAYS[d.weekday()][:3])
        elif k == "j":
            out.append("%03d" % (d.toordinal() - _ord(d.year, 1, 1) + 1))
        elif k == "w":
            out.append(str((d.weekday() + 1) % 7))
        elif k == "%":
            out.append("%")
        elif k == "u":
            out.append(str(d.weekday() + 1))
        elif k == "V":
            out.append(_p2(_isocal(d.year, d.toordinal())[1]))
        elif k == "G":
            out.append("%04d" % _isocal(d.year, d.toordinal())[0])
        elif k == "U" or k == "W":
            yday = d.toordinal() - _ord(d.year, 1, 1)
            wd = (d.weekday() + 1) % 7 if k == "U" else d.weekday()
            out.append(_p2((yday + 7 - wd) // 7))
        elif k == "e":
            out.append("%2d" % d.day)
        elif k == "c":
            out.append(_strftime(d, "%a %b ") + ("%2d" % d.day) + _strftime(d, " %H:%M:%S %Y"))
        elif k == "x":
            out.append(_strftime(d, "%m/%d/%y"))
        elif k == "X":
            out.append(_strftime(d, "%H:%M:%S"))
        elif k == "z":
            tz = getattr(d, "tzinfo", None)
            if tz is not None:
                out.append(_offset(tz.utcoffset(d), ""))
        elif k == "Z":
            tz = getattr(d, "tzinfo", None)
            if tz is not None:
                out.append(tz.tzname(d))
        elif k == "D":
            out.append(_strftime(d, "%m/%d/%y"))
        elif k == "F":
            out.append(_strftime(d, "%Y-%m-%d"))
        elif k == "T":
            out.append(_strftime(d, "%H:%M:%S"))
        elif k == "R":
            out.append(_strftime(d, "%H:%M"))
        elif k == "h":
            out.append(_MONTHS[d.month - 1][:3])
        else:
            out.append("%" + k)
    return "".join(out)


def _strptime(cls, s, fmt):
    vals = {"Y": 1900, "m": 1, "d": 1, "H": 0, "M": 0, "S": 0, "f": 0}
    pm = None
    i = 0
    j = 0
    while i < len(fmt):
        c = fmt[i]
        if c == "%" and i + 1 < len(fmt):
            k = fmt[i + 1]
            i += 2
            if k in ("B", "b"):
                for n, name in enumerate(_MONTHS):
                    cand = name if k == "B" else name[:3]
                    if s[j:j + len(cand)].lower() == cand.lower():
                        vals["m"] = n + 1
                        j += len(cand)
                        break
                else:
                    raise ValueError("time data %r does not match format %r" % (s, fmt))
                continue
            if k in ("A", "a"):
                for name in _DAYS:
                    cand = name if k == "A" else name[:3]
                    if s[j:j + len(cand)].lower() == cand.lower():
                        j += len(cand)
                        break
                continue
            if k == "p":
                pm = s[j:j + 2].upper() == "PM"
                j += 2
                continue
            if k == "%":
                j += 1
                continue
            width = {"Y": 4, "f": 6, "j": 3}.get(k, 2)
            start = j
            while j < len(s) and j - start < width and s[j].isdigit():
                j += 1
            if j == start:
                raise ValueError("time data %r does not match format %r" % (s, fmt))
            n = int(s[start:j])
            if k == "y":
                vals["Y"] = n + (2000 if n < 69 else 1900)
            elif k == "I":
                vals["H"] = n
            elif k == "f":
                vals["f"] = int((s[start:j] + "000000")[:6])
            else:
                vals[k] = n
        else:
            if j >= len(s) or s[j] != c:
                raise ValueError("time data %r does not match format %r" % (s, fmt))
            i += 1
            j += 1
    if j != len(s):
        raise ValueError("unconverted data remains: %s" % s[j:])
    if pm is not None:
        vals["H"] = vals["H"] % 12 + (12 if pm else 0)
    return cls(vals["Y"], vals["m"], vals["d"], vals["H"], vals["M"], vals["S"], vals["f"])


class time(object):
    def __init__(self, hour=0, minute=0, second=0, microsecond=0):
        self.hour = hour
        self.minute = minute
        self.second = second
        self.microsecond = microsecond

    def isoformat(self, timespec="auto"):
        return _timespec(self, timespec)

    def strftime(self, fmt):
        return _strftime(_TimeView(self), fmt)

    def __format__(self, spec):
        if not spec:
            return str(self)
        return self.strftime(spec)

    def replace(self, hour=None, minute=None, second=None, microsecond=None):
        return time(self.hour if hour is None else hour, self.minute if minute is None else minute, self.second if second is None else second, self.microsecond if microsecond is None else microsecond)

    def _key(self):
        return (self.hour, self.minute, self.second, self.microsecond)

    def __eq__(self, o):
        return isinstance(o, time) and self._key() == o._key()

    def __lt__(self, o):
        return self._key() < o._key()

    def __le__(self, o):
        return self._key() <= o._key()

    def __gt__(self, o):
        return self._key() > o._key()

    def __ge__(self, o):
        return self._key() >= o._key()

    def __hash__(self):
        return hash(self._key())

    def __repr__(self):
        parts = [self.hour, self.minute]
        if self.second or self.microsecond:
            parts.append(self.second)
        if self.microsecond:
            parts.append(self.microsecond)
        return "datetime.time(" + ", ".join(str(p) for p in parts) + ")"

    def __str__(self):
        return self.isoformat()
