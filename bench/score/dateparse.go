package score

import (
	"math"
	"strings"
	"time"
	"unicode"
)

// This file reads a date the way python-dateutil 2.9's parser.parse does
// with its default options (month before day, no fuzzy matching), which
// is what OOLONG's synth scorer calls on a date answer. The reference
// compares the parsed datetime with the gold date at midnight, so all
// that matters here is whether the parse succeeds, which date and time it
// gives, and whether a time zone makes the result "aware" (an aware
// datetime never equals the naive gold). The algorithm follows dateutil's
// documented behaviour: the same tokens, the same order of checks, the
// same year/month/day resolution.

// oolongToday stands in for the current date that dateutil fills missing
// date parts from. The reference reads the wall clock, so its score for
// "April 1" depends on the day it runs; a fixed date keeps scores
// reproducible. It is the date the conformance labels were frozen at.
var oolongToday = time.Date(2025, time.June, 15, 0, 0, 0, 0, time.UTC)

// dateutilYear is the current year dateutil places two-digit years around
// (within 50 years of it); dateutil also reads it from the clock. It is
// the year the conformance labels were made in.
const dateutilYear = 2026

// parsedDate is the outcome of a successful parse.
type parsedDate struct {
	t     time.Time // date and time, naive
	aware bool      // a time zone was read: never equal to a naive date
}

type optInt struct {
	v  int
	ok bool
}

func some(v int) optInt { return optInt{v, true} }

// duToken splits a string into dateutil's lexical units: runs of letters,
// runs of digits (with '.' and ',' as decimal marks), single white space
// characters (as " ") and single other characters.
func duTokens(s string) []string {
	rs := []rune(strings.ReplaceAll(s, "\x00", ""))
	var out []string
	i := 0
	isWord := unicode.IsLetter
	isNum := pyIsDigit
	for i < len(rs) {
		c := rs[i]
		i++
		var tok []rune
		state := ' '
		seenLetters := false
		switch {
		case isWord(c):
			state = 'a'
			tok = []rune{c}
		case isNum(c):
			state = '0'
			tok = []rune{c}
		case pyIsSpace(c):
			out = append(out, " ")
			continue
		default:
			out = append(out, string(c))
			continue
		}
		dotState := func() bool { return state == 'A' || state == 'N' } // 'A' = "a.", 'N' = "0."
	loop:
		for i < len(rs) {
			n := rs[i]
			switch state {
			case 'a':
				seenLetters = true
				if isWord(n) {
					tok = append(tok, n)
				} else if n == '.' {
					tok = append(tok, n)
					state = 'A'
				} else {
					break loop
				}
			case '0':
				if isNum(n) {
					tok = append(tok, n)
				} else if n == '.' || (n == ',' && len(tok) >= 2) {
					tok = append(tok, n)
					state = 'N'
				} else {
					break loop
				}
			case 'A':
				seenLetters = true
				if n == '.' || isWord(n) {
					tok = append(tok, n)
				} else if isNum(n) && tok[len(tok)-1] == '.' {
					tok = append(tok, n)
					state = 'N'
				} else {
					break loop
				}
			case 'N':
				if n == '.' || isNum(n) {
					tok = append(tok, n)
				} else if isWord(n) && tok[len(tok)-1] == '.' {
					tok = append(tok, n)
					state = 'A'
				} else {
					break loop
				}
			}
			i++
		}
		t := string(tok)
		if dotState() && (seenLetters || strings.Count(t, ".") > 1 || strings.ContainsAny(t[len(t)-1:], ".,")) {
			// split on '.' and ',' keeping the separators as tokens
			start := 0
			first := true
			emit := func(p string) {
				if p == "" {
					return
				}
				out = append(out, p)
			}
			for j, r := range t {
				if r == '.' || r == ',' {
					if first {
						out = append(out, t[start:j]) // the first piece is kept even when empty
						first = false
					} else {
						emit(t[start:j])
					}
					emit(string(r))
					start = j + 1
				}
			}
			if first {
				out = append(out, t)
			} else {
				emit(t[start:])
			}
			continue
		}
		if state == 'N' && !strings.Contains(t, ".") {
			t = strings.ReplaceAll(t, ",", ".")
		}
		out = append(out, t)
	}
	return out
}

var (
	duJump = map[string]bool{" ": true, ".": true, ",": true, ";": true, "-": true, "/": true, "'": true,
		"at": true, "on": true, "and": true, "ad": true, "m": true, "t": true, "of": true,
		"st": true, "nd": true, "rd": true, "th": true}
	duWeekdays = map[string]int{"mon": 0, "monday": 0, "tue": 1, "tuesday": 1, "wed": 2, "wednesday": 2,
		"thu": 3, "thursday": 3, "fri": 4, "friday": 4, "sat": 5, "saturday": 5, "sun": 6, "sunday": 6}
	duMonths = map[string]int{"jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3,
		"apr": 4, "april": 4, "may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8,
		"sep": 9, "sept": 9, "september": 9, "oct": 10, "october": 10, "nov": 11, "november": 11,
		"dec": 12, "december": 12}
	duHMS  = map[string]int{"h": 0, "hour": 0, "hours": 0, "m": 1, "minute": 1, "minutes": 1, "s": 2, "second": 2, "seconds": 2}
	duAMPM = map[string]int{"am": 0, "a": 0, "pm": 1, "p": 1}
)

func lookup(m map[string]int, tok string) (int, bool) {
	v, ok := m[pyLower(tok)]
	return v, ok
}

func duIsJump(tok string) bool { return duJump[pyLower(tok)] }

// duNumber is Python's float(token) for a token of the tokenizer: decimal
// digits of any script with at most one '.'. ok is false where float()
// would raise; nan and inf words parse but dateutil then rejects them,
// which isNaNWord reports.
func duNumber(tok string) (float64, bool) {
	var b strings.Builder
	dots, digits := 0, 0
	for _, r := range tok {
		if r == '.' {
			dots++
			b.WriteByte('.')
			continue
		}
		d, ok := pyDecimal(r)
		if !ok {
			return 0, false
		}
		digits++
		b.WriteByte(byte('0' + d))
	}
	if digits == 0 || dots > 1 {
		return 0, false
	}
	s := b.String()
	v := 0.0
	intPart, frac, _ := strings.Cut(s, ".")
	for _, c := range intPart {
		v = v*10 + float64(c-'0')
	}
	scale := 0.1
	for _, c := range frac {
		v += float64(c-'0') * scale
		scale /= 10
	}
	return v, true
}

func isNaNWord(tok string) bool {
	switch pyLower(tok) {
	case "nan", "inf", "infinity":
		return true
	}
	return false
}

// pyIntTok is int(s) on a token slice, with dateutil's errors turning into
// a failed parse.
func pyIntTok(s string) (int, bool) {
	n, ok := pyInt(s)
	if !ok {
		return 0, false
	}
	if !n.IsInt64() || n.Int64() > 1<<40 || n.Int64() < -(1<<40) {
		if n.Sign() < 0 {
			return -(1 << 40), true
		}
		return 1 << 40, true
	}
	return int(n.Int64()), true
}

func runeSlice(s string, from, to int) string {
	rs := []rune(s)
	if from > len(rs) {
		from = len(rs)
	}
	if to < 0 || to > len(rs) {
		to = len(rs)
	}
	if from > to {
		return ""
	}
	return string(rs[from:to])
}

// ymdList is dateutil's _ymd: the numbers read for year, month and day,
// with what is known about which is which.
type ymdList struct {
	vals             []int
	century          bool
	yIdx, mIdx, dIdx int // -1 when unknown
}

func newYMD() *ymdList { return &ymdList{yIdx: -1, mIdx: -1, dIdx: -1} }

// appendStr appends a string value the way _ymd.append does.
func (y *ymdList) appendStr(val string, label byte) bool {
	if pyStrIsDigit(val) && pyLen(val) > 2 {
		y.century = true
		if label != 0 && label != 'Y' {
			return false
		}
		label = 'Y'
	}
	n, ok := pyIntTok(val)
	if !ok {
		return false
	}
	return y.push(n, label)
}

// appendNum appends a number the way _ymd.append does.
func (y *ymdList) appendNum(val float64, label byte) bool {
	if val > 100 {
		y.century = true
		if label != 0 && label != 'Y' {
			return false
		}
		label = 'Y'
	}
	return y.push(int(math.Min(math.Trunc(val), 1<<40)), label)
}

func (y *ymdList) push(n int, label byte) bool {
	y.vals = append(y.vals, n)
	idx := len(y.vals) - 1
	switch label {
	case 'M':
		if y.mIdx >= 0 {
			return false
		}
		y.mIdx = idx
	case 'D':
		if y.dIdx >= 0 {
			return false
		}
		y.dIdx = idx
	case 'Y':
		if y.yIdx >= 0 {
			return false
		}
		y.yIdx = idx
	}
	return true
}

// daysIn is calendar.monthrange(year, month)[1], which accepts any year.
func daysIn(year, month int) int {
	switch month {
	case 1, 3, 5, 7, 8, 10, 12:
		return 31
	case 4, 6, 9, 11:
		return 30
	case 2:
		if year%4 == 0 && (year%100 != 0 || year%400 == 0) {
			return 29
		}
		return 28
	}
	return 0
}

func (y *ymdList) couldBeDay(v float64) bool {
	switch {
	case y.dIdx >= 0:
		return false
	case y.mIdx < 0:
		return 1 <= v && v <= 31
	case y.yIdx < 0:
		return 1 <= v && v <= float64(daysIn(2000, y.vals[y.mIdx]))
	default:
		return 1 <= v && v <= float64(daysIn(y.vals[y.yIdx], y.vals[y.mIdx]))
	}
}

// resolve is _ymd.resolve_ymd with dayfirst and yearfirst false.
func (y *ymdList) resolve() (year, month, day optInt, ok bool) {
	n := len(y.vals)
	known := map[byte]int{}
	if y.yIdx >= 0 {
		known['y'] = y.yIdx
	}
	if y.mIdx >= 0 {
		known['m'] = y.mIdx
	}
	if y.dIdx >= 0 {
		known['d'] = y.dIdx
	}
	if (n == len(known) && n > 0) || (n == 3 && len(known) == 2) {
		if n == 3 && len(known) == 2 {
			used := map[int]bool{}
			for _, v := range known {
				used[v] = true
			}
			for _, k := range []byte{'y', 'm', 'd'} {
				if _, has := known[k]; !has {
					for i := 0; i < 3; i++ {
						if !used[i] {
							known[k] = i
						}
					}
				}
			}
		}
		if i, has := known['y']; has {
			year = some(y.vals[i])
		}
		if i, has := known['m']; has {
			month = some(y.vals[i])
		}
		if i, has := known['d']; has {
			day = some(y.vals[i])
		}
		return year, month, day, true
	}
	v := y.vals
	switch {
	case n > 3:
		return year, month, day, false
	case n == 1 || (y.mIdx >= 0 && n == 2):
		var other int
		if y.mIdx >= 0 {
			month = some(v[y.mIdx])
			other = v[(y.mIdx-1+n)%n]
		} else {
			other = v[0]
		}
		if n > 1 || y.mIdx < 0 {
			if other > 31 {
				year = some(other)
			} else {
				day = some(other)
			}
		}
	case n == 2:
		switch {
		case v[0] > 31:
			year, month = some(v[0]), some(v[1])
		case v[1] > 31:
			month, year = some(v[0]), some(v[1])
		default:
			month, day = some(v[0]), some(v[1])
		}
	case n == 3:
		switch y.mIdx {
		case 0:
			if v[1] > 31 {
				month, year, day = some(v[0]), some(v[1]), some(v[2])
			} else {
				month, day, year = some(v[0]), some(v[1]), some(v[2])
			}
		case 1:
			if v[0] > 31 {
				year, month, day = some(v[0]), some(v[1]), some(v[2])
			} else {
				day, month, year = some(v[0]), some(v[1]), some(v[2])
			}
		case 2:
			if v[1] > 31 {
				day, year, month = some(v[0]), some(v[1]), some(v[2])
			} else {
				year, day, month = some(v[0]), some(v[1]), some(v[2])
			}
		default:
			switch {
			case v[0] > 31 || y.yIdx == 0:
				year, month, day = some(v[0]), some(v[1]), some(v[2])
			case v[0] > 12:
				day, month, year = some(v[0]), some(v[1]), some(v[2])
			default:
				month, day, year = some(v[0]), some(v[1]), some(v[2])
			}
		}
	}
	return year, month, day, true
}

type duResult struct {
	year, month, day, weekday         optInt
	hour, minute, second, microsecond optInt
	ampm                              optInt
	tzname                            string
	tzoffset                          bool // a numeric offset (or a UTC name) was read
}

func (r *duResult) empty() bool {
	for _, o := range []optInt{r.year, r.month, r.day, r.weekday, r.hour, r.minute, r.second, r.microsecond, r.ampm} {
		if o.ok {
			return false
		}
	}
	return r.tzname == "" && !r.tzoffset
}

// parseDateutil parses s as dateutil.parser.parse(s) would, filling
// missing parts from oolongToday. ok is false where dateutil raises.
func parseDateutil(s string) (parsedDate, bool) {
	toks := duTokens(s)
	res := &duResult{}
	ymd := newYMD()
	n := len(toks)
	at := func(i int) (string, bool) {
		if i < 0 || i >= n {
			return "", false
		}
		return toks[i], true
	}
	for i := 0; i < n; i++ {
		tok := toks[i]
		if v, isNum := duNumber(tok); isNum || isNaNWord(tok) {
			if !isNum {
				return parsedDate{}, false
			}
			next, ok := parseNumericToken(toks, i, v, ymd, res)
			if !ok {
				return parsedDate{}, false
			}
			i = next
			continue
		}
		if wd, ok := lookup(duWeekdays, tok); ok {
			res.weekday = some(wd)
			continue
		}
		if m, ok := lookup(duMonths, tok); ok {
			if !ymd.push(m, 'M') {
				return parsedDate{}, false
			}
			if i+1 < n {
				if sep := toks[i+1]; sep == "-" || sep == "/" {
					t2, ok := at(i + 2)
					if !ok || !ymd.appendStr(t2, 0) {
						return parsedDate{}, false
					}
					if i+3 < n && toks[i+3] == sep {
						t4, ok := at(i + 4)
						if !ok || !ymd.appendStr(t4, 0) {
							return parsedDate{}, false
						}
						i += 2
					}
					i += 2
				} else if i+4 < n && toks[i+1] == " " && toks[i+3] == " " && pyLower(toks[i+2]) == "of" {
					if pyStrIsDigit(toks[i+4]) {
						v, ok := pyIntTok(toks[i+4])
						if !ok {
							return parsedDate{}, false
						}
						// appended as str(year): three or more digits, so the century is known
						ymd.century = true
						if !ymd.push(convertYear(v, false), 'Y') {
							return parsedDate{}, false
						}
					}
					i += 4
				}
			}
			continue
		}
		if ap, ok := lookup(duAMPM, tok); ok {
			if !res.hour.ok || res.hour.v < 0 || res.hour.v > 12 {
				return parsedDate{}, false
			}
			res.hour = some(adjustAMPM(res.hour.v, ap))
			res.ampm = some(ap)
			continue
		}
		if couldBeTZName(res, tok) {
			// A zone name makes the result aware unless dateutil does not
			// know it: UTC names, the machine's zone (UTC where the labels
			// were made) and a following offset all give an aware result.
			if tok == "UTC" || tok == "GMT" || tok == "Z" || tok == "z" {
				return parsedDate{aware: true}, true
			}
			if i+1 < n && (toks[i+1] == "+" || toks[i+1] == "-") {
				return parsedDate{aware: true}, true
			}
			res.tzname = tok
			continue
		}
		if res.hour.ok && (tok == "+" || tok == "-") {
			return parsedDate{aware: true}, true // an offset: aware (or an error): never the naive gold
		}
		if !duIsJump(tok) {
			return parsedDate{}, false
		}
	}
	year, month, day, ok := ymd.resolve()
	if !ok {
		return parsedDate{}, false
	}
	res.year, res.month, res.day = year, month, day
	if res.year.ok {
		res.year.v = convertYear(res.year.v, ymd.century)
	}
	if res.empty() {
		return parsedDate{}, false
	}
	return buildNaive(res)
}

// convertYear is parserinfo.convertyear: a two-digit year goes to the
// century that puts it within 50 years of the current year.
func convertYear(y int, centurySpecified bool) int {
	now := dateutilYear
	if y < 100 && !centurySpecified {
		y += now / 100 * 100
		if y >= now+50 {
			y -= 100
		} else if y < now-50 {
			y += 100
		}
	}
	return y
}

func adjustAMPM(hour, ampm int) int {
	if hour < 12 && ampm == 1 {
		return hour + 12
	}
	if hour == 12 && ampm == 0 {
		return 0
	}
	return hour
}

func couldBeTZName(res *duResult, tok string) bool {
	if !res.hour.ok || res.tzname != "" || res.tzoffset || pyLen(tok) > 5 {
		return false
	}
	if tok == "UTC" || tok == "GMT" || tok == "Z" || tok == "z" {
		return true
	}
	for _, r := range tok {
		if r < 'A' || r > 'Z' {
			return false
		}
	}
	return true
}

// parseNumericToken is dateutil's _parse_numeric_token; it returns the
// index of the last token it consumed.
func parseNumericToken(toks []string, idx int, value float64, ymd *ymdList, res *duResult) (int, bool) {
	tok := toks[idx]
	lenLi := pyLen(tok)
	n := len(toks)
	hmsAt := func(i int) (int, bool) {
		if i < 0 || i >= n {
			return 0, false
		}
		return lookup(duHMS, toks[i])
	}
	intOf := func(s string) (int, bool) { return pyIntTok(s) }
	switch {
	case len(ymd.vals) == 3 && (lenLi == 2 || lenLi == 4) && !res.hour.ok && (idx+1 >= n || (toks[idx+1] != ":" && !isHMS(toks[idx+1]))):
		h, ok := intOf(runeSlice(tok, 0, 2))
		if !ok {
			return 0, false
		}
		res.hour = some(h)
		if lenLi == 4 {
			m, ok := intOf(runeSlice(tok, 2, -1))
			if !ok {
				return 0, false
			}
			res.minute = some(m)
		}
	case lenLi == 6 || (lenLi > 6 && strings.IndexRune(tok, '.') >= 0 && runeIndex(tok, '.') == 6):
		if len(ymd.vals) == 0 && !strings.Contains(tok, ".") {
			if !ymd.appendStr(runeSlice(tok, 0, 2), 0) || !ymd.appendStr(runeSlice(tok, 2, 4), 0) || !ymd.appendStr(runeSlice(tok, 4, -1), 0) {
				return 0, false
			}
		} else {
			h, ok1 := intOf(runeSlice(tok, 0, 2))
			m, ok2 := intOf(runeSlice(tok, 2, 4))
			s, us, ok3 := parseMS(runeSlice(tok, 4, -1))
			if !ok1 || !ok2 || !ok3 {
				return 0, false
			}
			res.hour, res.minute, res.second, res.microsecond = some(h), some(m), some(s), some(us)
		}
	case lenLi == 8 || lenLi == 12 || lenLi == 14:
		if !ymd.appendStr(runeSlice(tok, 0, 4), 'Y') || !ymd.appendStr(runeSlice(tok, 4, 6), 0) || !ymd.appendStr(runeSlice(tok, 6, 8), 0) {
			return 0, false
		}
		if lenLi > 8 {
			h, ok1 := intOf(runeSlice(tok, 8, 10))
			m, ok2 := intOf(runeSlice(tok, 10, 12))
			if !ok1 || !ok2 {
				return 0, false
			}
			res.hour, res.minute = some(h), some(m)
			if lenLi > 12 {
				s, ok := intOf(runeSlice(tok, 12, -1))
				if !ok {
					return 0, false
				}
				res.second = some(s)
			}
		}
	case findHMSIdx(toks, idx) >= 0:
		hmsIdx := findHMSIdx(toks, idx)
		var hms int
		if hmsIdx > idx {
			hms, _ = hmsAt(hmsIdx)
			idx = hmsIdx
		} else {
			h, _ := hmsAt(hmsIdx)
			hms = h + 1
		}
		if !assignHMS(res, tok, value, hms) {
			return 0, false
		}
	case idx+2 < n && toks[idx+1] == ":":
		res.hour = some(int(value))
		v2, ok := duNumber(toks[idx+2])
		if !ok {
			return 0, false
		}
		res.minute = some(int(v2))
		res.second = optInt{}
		if f := v2 - math.Trunc(v2); f != 0 {
			res.second = some(int(60 * f))
		}
		if idx+4 < n && toks[idx+3] == ":" {
			s, us, ok := parseMS(toks[idx+4])
			if !ok {
				return 0, false
			}
			res.second, res.microsecond = some(s), some(us)
			idx += 2
		}
		idx += 2
	case idx+1 < n && (toks[idx+1] == "-" || toks[idx+1] == "/" || toks[idx+1] == "."):
		sep := toks[idx+1]
		if !ymd.appendStr(tok, 0) {
			return 0, false
		}
		if idx+2 < n && !duIsJump(toks[idx+2]) {
			if pyStrIsDigit(toks[idx+2]) {
				if !ymd.appendStr(toks[idx+2], 0) {
					return 0, false
				}
			} else if m, ok := lookup(duMonths, toks[idx+2]); ok {
				if !ymd.push(m, 'M') {
					return 0, false
				}
			} else {
				return 0, false
			}
			if idx+3 < n && toks[idx+3] == sep {
				if idx+4 >= n {
					return 0, false
				}
				if m, ok := lookup(duMonths, toks[idx+4]); ok {
					if !ymd.push(m, 'M') {
						return 0, false
					}
				} else if !ymd.appendStr(toks[idx+4], 0) {
					return 0, false
				}
				idx += 2
			}
			idx++
		}
		idx++
	case idx+1 >= n || duIsJump(toks[idx+1]):
		if idx+2 < n {
			if ap, ok := lookup(duAMPM, toks[idx+2]); ok {
				res.hour = some(adjustAMPM(int(value), ap))
				idx++
				return idx + 1, true
			}
		}
		if !ymd.appendNum(value, 0) {
			return 0, false
		}
		idx++
	default:
		if ap, ok := lookup(duAMPM, toks[idx+1]); ok && value >= 0 && value < 24 {
			res.hour = some(adjustAMPM(int(value), ap))
			idx++
		} else if ymd.couldBeDay(value) {
			if !ymd.appendNum(value, 0) {
				return 0, false
			}
		} else {
			return 0, false
		}
	}
	return idx, true
}

func runeIndex(s string, r rune) int {
	for i, c := range []rune(s) {
		if c == r {
			return i
		}
	}
	return -1
}

func isHMS(tok string) bool { _, ok := lookup(duHMS, tok); return ok }

// findHMSIdx is _find_hms_idx with allow_jump: where an h/m/s label for
// the number at idx sits, or -1.
func findHMSIdx(toks []string, idx int) int {
	n := len(toks)
	switch {
	case idx+1 < n && isHMS(toks[idx+1]):
		return idx + 1
	case idx+2 < n && toks[idx+1] == " " && isHMS(toks[idx+2]):
		return idx + 2
	case idx > 0 && isHMS(toks[idx-1]):
		return idx - 1
	case 1 < idx && idx == n-1 && toks[idx-1] == " " && isHMS(toks[idx-2]):
		return idx - 2
	}
	return -1
}

func assignHMS(res *duResult, tok string, value float64, hms int) bool {
	frac := value - math.Trunc(value)
	switch hms {
	case 0:
		res.hour = some(int(value))
		if frac != 0 {
			res.minute = some(int(60 * frac))
		}
	case 1:
		res.minute = some(int(value))
		res.second = optInt{}
		if frac != 0 {
			res.second = some(int(60 * frac))
		}
	case 2:
		s, us, ok := parseMS(tok)
		if !ok {
			return false
		}
		res.second, res.microsecond = some(s), some(us)
	}
	return true
}

// parseMS is _parsems: "S[.F]" to seconds and microseconds.
func parseMS(v string) (int, int, bool) {
	i, f, hasDot := strings.Cut(v, ".")
	if !hasDot {
		s, ok := pyIntTok(v)
		return s, 0, ok
	}
	if strings.Contains(f, ".") {
		return 0, 0, false
	}
	s, ok1 := pyIntTok(i)
	if pad := 6 - pyLen(f); pad > 0 {
		f += strings.Repeat("0", pad)
	}
	us, ok2 := pyIntTok(runeSlice(f, 0, 6))
	return s, us, ok1 && ok2
}

// buildNaive is _build_naive: the parsed fields over the default date.
func buildNaive(res *duResult) (parsedDate, bool) {
	def := oolongToday
	year, month, day := def.Year(), int(def.Month()), def.Day()
	if res.year.ok {
		year = res.year.v
	}
	if res.month.ok {
		month = res.month.v
	}
	if year < 1 || year > 9999 || month < 1 || month > 12 {
		return parsedDate{}, false
	}
	if res.day.ok {
		day = res.day.v
	} else if dim := daysIn(year, month); day > dim {
		day = dim
	}
	if day < 1 || day > daysIn(year, month) {
		return parsedDate{}, false
	}
	get := func(o optInt) int {
		if o.ok {
			return o.v
		}
		return 0
	}
	h, mi, s, us := get(res.hour), get(res.minute), get(res.second), get(res.microsecond)
	if h < 0 || h > 23 || mi < 0 || mi > 59 || s < 0 || s > 59 || us < 0 || us > 999999 {
		return parsedDate{}, false
	}
	t := time.Date(year, time.Month(month), day, h, mi, s, us*1000, time.UTC)
	if res.weekday.ok && !(res.day.ok && res.day.v != 0) {
		pyWD := (int(t.Weekday()) + 6) % 7 // Python: Monday is 0
		t = t.AddDate(0, 0, (res.weekday.v-pyWD+7)%7)
		if t.Year() > 9999 {
			return parsedDate{}, false
		}
	}
	return parsedDate{t: t, aware: res.tzname == "UTC"}, true
}
