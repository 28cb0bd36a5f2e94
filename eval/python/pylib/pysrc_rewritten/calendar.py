# calendar for gpython: month and day names, leap years, month ranges and
# the plain-text calendars of TextCalendar (English names, as CPython prints
# them in the C locale).

import datetime

MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)
JANUARY = 1
FEBRUARY = 2

month_name = ["", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
month_abbr = [n[:3] for n in month_name]
day_name = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
day_abbr = [n[:3] for n in day_name]

mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
EPOCH = 1970
_EPOCH_ORD = datetime.date(EPOCH, 1, 1).toordinal()


class IllegalMonthError(ValueError):
    def __init__(self, month):
        super(IllegalMonthError, self).__init__(month)
        self.month = month

    def __str__(self):
        return "bad month number %r; must be 1-12" % (self.month,)


class IllegalWeekdayError(ValueError):
    def __init__(self, weekday):
        super(IllegalWeekdayError, self).__init__(weekday)
        self.weekday = weekday

    def __str__(self):
        return "bad weekday number %r; must be 0 (Monday) to 6 (Sunday)" % (self.weekday,)


def isleap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    # Leap years in [y1, y2): those up to y2-1 minus those up to y1-1.
    def upto(y):
        return y // 4 - y // 100 + y // 400
    return upto(y2 - 1) - upto(y1 - 1)


def weekday(year, month, day):
    if not datetime.MINYEAR <= year <= datetime.MAXYEAR:
        # The weekday pattern repeats every 400 years.
        year = 2000 + year % 400
    return datetime.date(year, month, day).weekday()


def monthrange(year, month):
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    ndays = mdays[month] + (1 if month == 2 and isleap(year) else 0)
    return weekday(year, month, 1), ndays


def _prev_month(year, month):
    return (year - 1, 12) if month == 1 else (year, month - 1)


def _next_month(year, month):
    return (year + 1, 1) if month == 12 else (year, month + 1)


def timegm(t):
    year, month, day, hour, minute, second = t[:6]
    days = datetime.date(year, month, 1).toordinal() - _EPOCH_ORD + day - 1
    return ((days * 24 + hour) * 60 + minute) * 60 + second


class Calendar(object):
    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    def getfirstweekday(self):
        return self._firstweekday % 7

    def setfirstweekday(self, firstweekday):
        self._firstweekday = firstweekday

    @property
    def firstweekday(self):
        return self._firstweekday % 7

    @_pylib_call(_pylib_ident, getattr(firstweekday, "setter"))
    def firstweekday(self, value):
        self._firstweekday = value

    def iterweekdays(self):
        for i in range(self.firstweekday, self.firstweekday + 7):
            yield i % 7

    def itermonthdays4(self, year, month):
        # Whole weeks covering the month: (year, month, day, weekday),
        # days of the neighbouring months included.
        first, ndays = monthrange(year, month)
        lead = (first - self.firstweekday) % 7
        py_, pm = _prev_month(year, month)
        plen = monthrange(py_, pm)[1] if py_ >= 1 else 31
        wd = self.firstweekday
        for d in range(plen - lead + 1, plen + 1):
            yield (py_, pm, d, wd % 7)
            wd += 1
        for d in range(1, ndays + 1):
            yield (year, month, d, wd % 7)
            wd += 1
        ny, nm = _next_month(year, month)
        trail = (self.firstweekday - (first + ndays)) % 7
        for d in range(1, trail + 1):
            yield (ny, nm, d, wd % 7)
            wd += 1

    def itermonthdays3(self, year, month):
        for y, m, d, _ in self.itermonthdays4(year, month):
            yield (y, m, d)

    def itermonthdates(self, year, month):
        for y, m, d in self.itermonthdays3(year, month):
            yield datetime.date(y, m, d)

    def itermonthdays2(self, year, month):
        for y, m, d, wd in self.itermonthdays4(year, month):
            yield (d if m == month else 0, wd)

    def itermonthdays(self, year, month):
        for d, _ in self.itermonthdays2(year, month):
            yield d

    def monthdatescalendar(self, year, month):
        return _weeks(list(self.itermonthdates(year, month)))

    def monthdays2calendar(self, year, month):
        return _weeks(list(self.itermonthdays2(year, month)))

    def monthdayscalendar(self, year, month):
        return _weeks(list(self.itermonthdays(year, month)))

    def yeardatescalendar(self, year, width=3):
        return _rows([self.monthdatescalendar(year, m) for m in range(1, 13)], width)

    def yeardays2calendar(self, year, width=3):
        return _rows([self.monthdays2calendar(year, m) for m in range(1, 13)], width)

    def yeardayscalendar(self, year, width=3):
        return _rows([self.monthdayscalendar(year, m) for m in range(1, 13)], width)


def _weeks(days):
    return [days[i:i + 7] for i in range(0, len(days), 7)]


def _rows(months, width):
    return [months[i:i + width] for i in range(0, len(months), width)]


def _columns(cols, colwidth, spacing):
    return (" " * spacing).join(c.center(colwidth) for c in cols)


class TextCalendar(Calendar):
    def prweek(self, theweek, width):
        print(self.formatweek(theweek, width), end="")

    def formatday(self, day, weekday, width):
        s = "" if day == 0 else "%2i" % day
        return s.center(width)

    def formatweek(self, theweek, width):
        return " ".join(self.formatday(d, wd, width) for d, wd in theweek)

    def formatweekday(self, day, width):
        names = day_name if width >= 9 else day_abbr
        return names[day][:width].center(width)

    def formatweekheader(self, width):
        return " ".join(self.formatweekday(i, width) for i in self.iterweekdays())

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        s = month_name[themonth]
        if withyear:
            s = "%s %r" % (s, theyear)
        return s.center(width)

    def prmonth(self, theyear, themonth, w=0, l=0):
        print(self.formatmonth(theyear, themonth, w, l), end="")

    def formatmonth(self, theyear, themonth, w=0, l=0):
        w = max(2, w)
        l = max(1, l)
        gap = "\n" * l
        out = [self.formatmonthname(theyear, themonth, 7 * (w + 1) - 1).rstrip(), gap]
        out.append(self.formatweekheader(w).rstrip() + gap)
        for week in self.monthdays2calendar(theyear, themonth):
            out.append(self.formatweek(week, w).rstrip() + gap)
        return "".join(out)

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        w = max(2, w)
        l = max(1, l)
        c = max(2, c)
        gap = "\n" * l
        colwidth = (w + 1) * 7 - 1
        out = [repr(theyear).center(colwidth * m + c * (m - 1)).rstrip(), gap]
        header = self.formatweekheader(w)
        for i, row in enumerate(self.yeardays2calendar(theyear, m)):
            months = range(m * i + 1, min(m * (i + 1) + 1, 13))
            out.append(gap)
            out.append(_columns([self.formatmonthname(theyear, k, colwidth, False) for k in months], colwidth, c).rstrip())
            out.append(gap)
            out.append(_columns([header for k in months], colwidth, c).rstrip())
            out.append(gap)
            for j in range(max(len(cal) for cal in row)):
                weeks = [self.formatweek(cal[j], w) if j < len(cal) else "" for cal in row]
                out.append(_columns(weeks, colwidth, c).rstrip())
                out.append(gap)
        return "".join(out)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        print(self.formatyear(theyear, w, l, c, m), end="")


_default = TextCalendar()


def firstweekday():
    return _default.getfirstweekday()


def setfirstweekday(firstweekday):
    if not MONDAY <= firstweekday <= SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    _default.firstweekday = firstweekday


def monthcalendar(year, month):
    return _default.monthdayscalendar(year, month)


def prweek(theweek, width):
    _default.prweek(theweek, width)


def week(theweek, width):
    return _default.formatweek(theweek, width)


def weekheader(width):
    return _default.formatweekheader(width)


def prmonth(theyear, themonth, w=0, l=0):
    _default.prmonth(theyear, themonth, w, l)


def month(theyear, themonth, w=0, l=0):
    return _default.formatmonth(theyear, themonth, w, l)


def prcal(theyear, w=0, l=0, c=6, m=3):
    _default.pryear(theyear, w, l, c, m)


def calendar(theyear, w=2, l=1, c=6, m=3):
    return _default.formatyear(theyear, w, l, c, m)
