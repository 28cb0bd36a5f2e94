package pylib

import (
	"fmt"
	"strings"

	"github.com/go-python/gpython/py"
)

// Models print e.msg, e.pos, e.lineno and e.colno of a JSONDecodeError
// when an LLM answer is not JSON, so a failed decode is re-scanned the way
// CPython's json.decoder does to find its message and position.

type jsonScanError struct {
	msg string
	pos int
}

type jsonScanner struct {
	s   []rune
	err *jsonScanError
}

func (j *jsonScanner) fail(msg string, pos int) int {
	if j.err == nil {
		j.err = &jsonScanError{msg, pos}
	}
	return -1
}

func (j *jsonScanner) ws(i int) int {
	for i < len(j.s) && strings.ContainsRune(" \t\n\r", j.s[i]) {
		i++
	}
	return i
}

func (j *jsonScanner) has(i int, lit string) bool {
	r := []rune(lit)
	if i+len(r) > len(j.s) {
		return false
	}
	return string(j.s[i:i+len(r)]) == lit
}

// value scans one JSON value at i and returns the index after it, or -1.
func (j *jsonScanner) value(i, depth int) int {
	if depth > maxNesting {
		return j.fail("nesting too deep", i)
	}
	if i >= len(j.s) {
		return j.fail("Expecting value", i)
	}
	switch c := j.s[i]; {
	case c == '"':
		return j.str(i)
	case c == '{':
		return j.object(i, depth)
	case c == '[':
		return j.array(i, depth)
	case j.has(i, "null"):
		return i + 4
	case j.has(i, "true"):
		return i + 4
	case j.has(i, "false"):
		return i + 5
	case j.has(i, "NaN"):
		return i + 3
	case j.has(i, "Infinity"):
		return i + 8
	case j.has(i, "-Infinity"):
		return i + 9
	case c == '-' || (c >= '0' && c <= '9'):
		return j.number(i)
	}
	return j.fail("Expecting value", i)
}

func (j *jsonScanner) digits(i int) int {
	for i < len(j.s) && j.s[i] >= '0' && j.s[i] <= '9' {
		i++
	}
	return i
}

func (j *jsonScanner) number(i int) int {
	start := i
	if j.s[i] == '-' {
		i++
	}
	if i >= len(j.s) || j.s[i] < '0' || j.s[i] > '9' {
		return j.fail("Expecting value", start)
	}
	if j.s[i] == '0' {
		i++
	} else {
		i = j.digits(i)
	}
	if i+1 < len(j.s) && j.s[i] == '.' && j.s[i+1] >= '0' && j.s[i+1] <= '9' {
		i = j.digits(i + 1)
	}
	if i < len(j.s) && (j.s[i] == 'e' || j.s[i] == 'E') {
		k := i + 1
		if k < len(j.s) && (j.s[k] == '+' || j.s[k] == '-') {
			k++
		}
		if k < len(j.s) && j.s[k] >= '0' && j.s[k] <= '9' {
			i = j.digits(k)
		}
	}
	return i
}

func (j *jsonScanner) str(i int) int {
	begin := i
	for i++; i < len(j.s); i++ {
		switch c := j.s[i]; {
		case c == '"':
			return i + 1
		case c == '\\':
			i++
			if i >= len(j.s) {
				return j.fail("Unterminated string starting at", begin)
			}
			if !strings.ContainsRune(`"\/bfnrtu`, j.s[i]) {
				return j.fail(fmt.Sprintf("Invalid \\escape: %s", reprOf(py.String("\\"+string(j.s[i])))), i-1)
			}
		case c < 0x20:
			return j.fail("Invalid control character at", i)
		}
	}
	return j.fail("Unterminated string starting at", begin)
}

func (j *jsonScanner) object(i, depth int) int {
	i = j.ws(i + 1)
	if i < len(j.s) && j.s[i] == '}' {
		return i + 1
	}
	for {
		if i >= len(j.s) || j.s[i] != '"' {
			return j.fail("Expecting property name enclosed in double quotes", i)
		}
		if i = j.str(i); i < 0 {
			return i
		}
		i = j.ws(i)
		if i >= len(j.s) || j.s[i] != ':' {
			return j.fail("Expecting ':' delimiter", i)
		}
		if i = j.value(j.ws(i+1), depth+1); i < 0 {
			return i
		}
		i = j.ws(i)
		if i < len(j.s) && j.s[i] == '}' {
			return i + 1
		}
		if i >= len(j.s) || j.s[i] != ',' {
			return j.fail("Expecting ',' delimiter", i)
		}
		i = j.ws(i + 1)
	}
}

func (j *jsonScanner) array(i, depth int) int {
	i = j.ws(i + 1)
	if i < len(j.s) && j.s[i] == ']' {
		return i + 1
	}
	for {
		if i = j.value(i, depth+1); i < 0 {
			return i
		}
		i = j.ws(i)
		if i < len(j.s) && j.s[i] == ']' {
			return i + 1
		}
		if i >= len(j.s) || j.s[i] != ',' {
			return j.fail("Expecting ',' delimiter", i)
		}
		i = j.ws(i + 1)
	}
}

// jsonScanDocument returns CPython's error for doc, or nil when CPython
// would accept it.
func jsonScanDocument(doc string) *jsonScanError {
	j := &jsonScanner{s: []rune(doc)}
	end := j.value(j.ws(0), 0)
	if end < 0 {
		return j.err
	}
	if end = j.ws(end); end != len(j.s) {
		return &jsonScanError{"Extra data", end}
	}
	return nil
}

// newJSONDecodeError builds json.JSONDecodeError(msg, doc, pos) with
// CPython's attributes and message.
func newJSONDecodeError(msg, doc string, pos int) error {
	runes := []rune(doc)
	if pos > len(runes) {
		pos = len(runes)
	}
	before := string(runes[:pos])
	lineno := strings.Count(before, "\n") + 1
	colno := pos + 1
	if k := strings.LastIndex(before, "\n"); k >= 0 {
		colno = len([]rune(before[k+1:])) + 1
	}
	e := py.ExceptionNewf(jsonDecodeError, "%s: line %d column %d (char %d)", msg, lineno, colno, pos)
	e.Dict = py.StringDict{
		"msg":    py.String(msg),
		"doc":    py.String(doc),
		"pos":    py.Int(pos),
		"lineno": py.Int(lineno),
		"colno":  py.Int(colno),
	}
	return e
}
