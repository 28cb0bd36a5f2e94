package pylib

import (
	"strconv"

	"github.com/go-python/gpython/py"
)

// csvParser is the state machine of CPython's _csv reader, which
// pysrc/csv.py feeds one line at a time: character by character in
// gpython it was the hot spot of reading a file.
type csvParser struct {
	delim, quote, esc rune // quote and esc are -1 when None
	doublequote       bool
	skipSpace         bool
	strict            bool
	nonnumeric        bool // QUOTE_NONNUMERIC: unquoted fields become floats
	noQuoting         bool // QUOTE_NONE
	limit             int
	errType           py.Object // csv.Error

	state  int
	fields []py.Object
	field  []rune
	quoted bool
}

// Reader states, as in _csv.c.
const (
	csvStartRecord = iota
	csvStartField
	csvEscapedChar
	csvInField
	csvInQuotedField
	csvEscapeInQuotedField
	csvQuoteInQuotedField
	csvEatCRNL
	csvAfterEscapedCRNL
)

// csvEOL stands for the end of a line in step.
const csvEOL = -2

const (
	csvQuoteNonnumeric = 2
	csvQuoteNone       = 3
)

var csvParserType = py.NewType("_csv_parser", "state of one csv reader")

func (p *csvParser) Type() *py.Type { return csvParserType }

// csvParserNew is csv._parser(delimiter, quotechar, escapechar,
// doublequote, skipinitialspace, strict, quoting, limit, error_class).
func csvParserNew(self py.Object, args py.Tuple) (py.Object, error) {
	var delim, quote, esc, dq, skip, strict, quoting, limit, errType py.Object
	if err := py.UnpackTuple(args, nil, "_parser", 9, 9, &delim, &quote, &esc, &dq, &skip, &strict, &quoting, &limit, &errType); err != nil {
		return nil, err
	}
	char := func(o py.Object) rune {
		if s, ok := o.(py.String); ok && len([]rune(string(s))) == 1 {
			return []rune(string(s))[0]
		}
		return -1
	}
	q, err := py.MakeGoInt(quoting)
	if err != nil {
		return nil, err
	}
	n, err := py.MakeGoInt(limit)
	if err != nil {
		return nil, err
	}
	truth := func(o py.Object) bool {
		b, _ := py.MakeBool(o)
		return b == py.True
	}
	p := &csvParser{
		delim: char(delim), quote: char(quote), esc: char(esc),
		doublequote: truth(dq), skipSpace: truth(skip), strict: truth(strict),
		nonnumeric: q == csvQuoteNonnumeric, noQuoting: q == csvQuoteNone,
		limit: n, errType: errType,
	}
	return p, nil
}

func (p *csvParser) fail(msg string) error {
	e, err := py.Call(p.errType, py.Tuple{py.String(msg)}, nil)
	if err != nil {
		return err
	}
	if ee, ok := e.(error); ok {
		return ee
	}
	return py.ExceptionNewf(py.ValueError, "%s", msg)
}

func (p *csvParser) add(c rune) error {
	if len(p.field) >= p.limit {
		return p.fail("field larger than field limit (" + strconv.Itoa(p.limit) + ")")
	}
	p.field = append(p.field, c)
	return nil
}

func (p *csvParser) save() error {
	s := string(p.field)
	var v py.Object = py.String(s)
	if p.nonnumeric && !p.quoted && s != "" {
		f, err := py.Call(py.FloatType, py.Tuple{py.String(s)}, nil)
		if err != nil {
			return err
		}
		v = f
	}
	p.fields = append(p.fields, v)
	p.field = p.field[:0]
	p.quoted = false
	return nil
}

// feed parses one line; it returns the record when the line ends one, or
// nil when a quoted field goes on to the next line.
func (p *csvParser) feed(line string) (py.Object, error) {
	if p.state == csvStartRecord {
		p.fields = nil
	}
	for _, c := range line {
		if err := p.step(c); err != nil {
			p.reset()
			return nil, err
		}
	}
	if err := p.step(csvEOL); err != nil {
		p.reset()
		return nil, err
	}
	if p.state != csvStartRecord {
		return nil, nil
	}
	return p.record(), nil
}

// finish ends the input: a field under way (or an open quote) makes the
// last record, as in _csv; otherwise there is none.
func (p *csvParser) finish() (py.Object, error) {
	if len(p.field) == 0 && p.state != csvInQuotedField {
		p.reset()
		return py.None, nil
	}
	if p.strict {
		p.reset()
		return nil, p.fail("unexpected end of data")
	}
	if err := p.save(); err != nil {
		return nil, err
	}
	return p.record(), nil
}

func (p *csvParser) record() py.Object {
	l := py.NewListFromItems(p.fields)
	p.reset()
	return l
}

func (p *csvParser) reset() {
	p.state = csvStartRecord
	p.fields = nil
	p.field = p.field[:0]
	p.quoted = false
}

func (p *csvParser) endOf(c rune) int {
	if c == csvEOL {
		return csvStartRecord
	}
	return csvEatCRNL
}

func (p *csvParser) step(c rune) error {
	nl := c == '\n' || c == '\r'
	switch p.state {
	case csvStartRecord:
		if c == csvEOL {
			return nil
		}
		if nl {
			p.state = csvEatCRNL
			return nil
		}
		p.state = csvStartField
		return p.step(c)
	case csvStartField:
		switch {
		case c == csvEOL || nl:
			p.state = p.endOf(c)
			return p.save()
		case c == p.quote && !p.noQuoting:
			p.quoted = true
			p.state = csvInQuotedField
		case c == p.esc:
			p.state = csvEscapedChar
		case c == ' ' && p.skipSpace:
		case c == p.delim:
			return p.save()
		default:
			p.state = csvInField
			return p.add(c)
		}
	case csvEscapedChar:
		if nl {
			p.state = csvAfterEscapedCRNL
			return p.add(c)
		}
		if c == csvEOL {
			c = '\n'
		}
		p.state = csvInField
		return p.add(c)
	case csvAfterEscapedCRNL:
		if c == csvEOL {
			return nil
		}
		p.state = csvInField
		return p.step(c)
	case csvInField:
		switch {
		case c == csvEOL || nl:
			p.state = p.endOf(c)
			return p.save()
		case c == p.esc:
			p.state = csvEscapedChar
		case c == p.delim:
			p.state = csvStartField
			return p.save()
		default:
			return p.add(c)
		}
	case csvInQuotedField:
		switch {
		case c == csvEOL:
		case c == p.esc:
			p.state = csvEscapeInQuotedField
		case c == p.quote && !p.noQuoting:
			if p.doublequote {
				p.state = csvQuoteInQuotedField
			} else {
				p.state = csvInField
			}
		default:
			return p.add(c)
		}
	case csvEscapeInQuotedField:
		if c == csvEOL {
			c = '\n'
		}
		p.state = csvInQuotedField
		return p.add(c)
	case csvQuoteInQuotedField:
		switch {
		case !p.noQuoting && c == p.quote:
			p.state = csvInQuotedField
			return p.add(c)
		case c == p.delim:
			p.state = csvStartField
			return p.save()
		case c == csvEOL || nl:
			p.state = p.endOf(c)
			return p.save()
		case !p.strict:
			p.state = csvInField
			return p.add(c)
		default:
			return p.fail("'" + string(p.delim) + "' expected after '" + string(p.quote) + "'")
		}
	case csvEatCRNL:
		switch {
		case nl:
		case c == csvEOL:
			p.state = csvStartRecord
		default:
			return p.fail("new-line character seen in unquoted field - do you need to open the file in universal-newline mode?")
		}
	}
	return nil
}

func installCSVParser() *py.Method {
	csvParserType.Dict["feed"] = py.MustNewMethod("feed", func(self, line py.Object) (py.Object, error) {
		s, ok := line.(py.String)
		if !ok {
			return nil, self.(*csvParser).fail("iterator should return strings, not " + line.Type().Name + " (the file should be opened in text mode)")
		}
		r, err := self.(*csvParser).feed(string(s))
		if r == nil && err == nil {
			return py.None, nil
		}
		return r, err
	}, 0, "feed(line) -> the record the line ends, or None")
	csvParserType.Dict["finish"] = py.MustNewMethod("finish", func(self py.Object) (py.Object, error) {
		return self.(*csvParser).finish()
	}, 0, "finish() -> the record left open at the end of input, or None")
	return py.MustNewMethod("_parser", csvParserNew, 0, "_parser(...) makes the state of one reader")
}
