package pylib

import (
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/go-python/gpython/py"
	"golang.org/x/text/encoding/charmap"
)

// Python's text codecs for str.encode, bytes.decode, str(b, enc),
// bytes(s, enc) and the codecs module: the UTF family, ASCII, Latin-1, the
// common single-byte code pages and the escape codecs, with the errors=
// handlers and UnicodeEncodeError/UnicodeDecodeError worded and spanned as
// CPython reports them.
//
// gpython strings are UTF-8 and cannot hold lone surrogates, so the
// surrogateescape and surrogatepass handlers cannot round-trip: decoding
// with surrogateescape puts U+FFFD where CPython puts U+DC80-U+DCFF.

// codec is one text encoding. name is what CPython's error messages call
// it ("charmap" for the code pages).
type codec struct {
	name string
	// encodeRune appends r's encoding to out; false when r has none.
	encodeRune func(out []byte, r rune) ([]byte, bool)
	// decodeAt decodes the character at b[i:]; on failure n is the length
	// of the undecodable span and reason says why.
	decodeAt func(b []byte, i int) (r rune, n int, reason string)
	// reason is why encodeRune refused a character.
	reason string
	// bom is written before the encoded text; a decoder with a bom skips
	// it.
	bom []byte
	// encode and decode replace the character loops for the escape codecs.
	encode func(s string) []byte
	decode func(b []byte, errors string) (string, error)
}

// codecNames maps normalized aliases (lower case, "_" for "-" and " ") to
// canonical codec names.
var codecNames = map[string]string{
	"utf_8": "utf-8", "utf8": "utf-8", "u8": "utf-8", "utf": "utf-8", "cp65001": "utf-8",
	"utf_8_sig": "utf-8-sig", "utf8_sig": "utf-8-sig",
	"utf_16": "utf-16", "utf16": "utf-16", "u16": "utf-16",
	"utf_16_le": "utf-16-le", "utf_16le": "utf-16-le",
	"utf_16_be": "utf-16-be", "utf_16be": "utf-16-be",
	"utf_32": "utf-32", "utf32": "utf-32", "u32": "utf-32",
	"utf_32_le": "utf-32-le", "utf_32le": "utf-32-le",
	"utf_32_be": "utf-32-be", "utf_32be": "utf-32-be",
	"ascii": "ascii", "us_ascii": "ascii", "646": "ascii", "us": "ascii", "cp367": "ascii", "iso646_us": "ascii", "ansi_x3.4_1968": "ascii",
	"latin_1": "latin-1", "latin1": "latin-1", "latin": "latin-1", "l1": "latin-1", "iso8859_1": "latin-1", "iso_8859_1": "latin-1",
	"8859": "latin-1", "cp819": "latin-1", "iso8859": "latin-1", "iso_ir_100": "latin-1",
	"unicode_escape": "unicode-escape", "raw_unicode_escape": "raw-unicode-escape",
}

// codePage is a single-byte charmap codec from x/text. x/text follows the
// WHATWG tables, which differ from Python's in a few places: the Windows
// pages give their unassigned bytes 0x80-0x9F the C1 controls (Python
// leaves them undefined), the ISO 8859 pages leave 0x80-0x9F undefined
// (Python maps them to C1), and fixes lists the rest (-1: undefined).
type codePage struct {
	cm      *charmap.Charmap
	aliases []string
	fixes   map[byte]rune
}

// codePages are the charmap codecs by canonical name; init adds their
// aliases to codecNames.
var codePages = map[string]codePage{
	"cp1250":     {charmap.Windows1250, []string{"windows_1250", "1250"}, nil},
	"cp1251":     {charmap.Windows1251, []string{"windows_1251", "1251"}, nil},
	"cp1252":     {charmap.Windows1252, []string{"windows_1252", "1252"}, nil},
	"cp1253":     {charmap.Windows1253, []string{"windows_1253", "1253"}, nil},
	"cp1254":     {charmap.Windows1254, []string{"windows_1254", "1254"}, nil},
	"cp1255":     {charmap.Windows1255, []string{"windows_1255", "1255"}, map[byte]rune{0xca: -1}},
	"cp1256":     {charmap.Windows1256, []string{"windows_1256", "1256"}, nil},
	"cp1257":     {charmap.Windows1257, []string{"windows_1257", "1257"}, nil},
	"cp1258":     {charmap.Windows1258, []string{"windows_1258", "1258"}, nil},
	"iso8859_2":  {charmap.ISO8859_2, []string{"iso_8859_2", "latin2", "l2"}, nil},
	"iso8859_5":  {charmap.ISO8859_5, []string{"iso_8859_5", "cyrillic"}, nil},
	"iso8859_7":  {charmap.ISO8859_7, []string{"iso_8859_7", "greek"}, nil},
	"iso8859_15": {charmap.ISO8859_15, []string{"iso_8859_15", "latin9", "l9"}, nil},
	"cp437":      {charmap.CodePage437, []string{"437", "ibm437"}, nil},
	"cp850":      {charmap.CodePage850, []string{"850", "ibm850"}, nil},
	"koi8_r":     {charmap.KOI8R, nil, nil},
	"koi8_u":     {charmap.KOI8U, nil, map[byte]rune{0xae: 0x255d, 0xbe: 0x256c}},
	"mac_roman":  {charmap.Macintosh, []string{"macroman", "macintosh"}, nil},
}

func init() {
	for name, cp := range codePages {
		codecNames[name] = name
		for _, a := range cp.aliases {
			codecNames[a] = name
		}
	}
}

func normalizeEncoding(enc string) string {
	return strings.NewReplacer("-", "_", " ", "_").Replace(strings.ToLower(strings.TrimSpace(enc)))
}

// codecCache holds the codecs made so far by canonical name; a codec has
// no state, so sessions share them.
var codecCache sync.Map

func lookupCodec(encoding string) (*codec, error) {
	name, ok := codecNames[normalizeEncoding(encoding)]
	if !ok {
		return nil, py.ExceptionNewf(py.LookupError, "unknown encoding: %s", encoding)
	}
	if c, ok := codecCache.Load(name); ok {
		return c.(*codec), nil
	}
	c := newCodec(name)
	codecCache.Store(name, c)
	return c, nil
}

func newCodec(name string) *codec {
	switch name {
	case "utf-8", "utf-8-sig":
		c := &codec{name: "utf-8", decodeAt: decodeUTF8At,
			encodeRune: func(out []byte, r rune) ([]byte, bool) { return utf8.AppendRune(out, r), true }}
		if name == "utf-8-sig" {
			c.bom = []byte{0xef, 0xbb, 0xbf}
		}
		return c
	case "utf-16", "utf-16-le", "utf-16-be":
		return utf16Codec(name)
	case "utf-32", "utf-32-le", "utf-32-be":
		return utf32Codec(name)
	case "ascii":
		return limitCodec("ascii", 0x80)
	case "latin-1":
		return limitCodec("latin-1", 0x100)
	case "unicode-escape":
		return &codec{name: "unicodeescape", encode: unicodeEscape, decode: unicodeUnescape}
	case "raw-unicode-escape":
		return &codec{name: "rawunicodeescape", encode: rawUnicodeEscape, decode: rawUnicodeUnescape}
	}
	return charmapCodec(name, codePages[name])
}

// limitCodec is ASCII or Latin-1: code points below limit are their own
// byte.
func limitCodec(name string, limit rune) *codec {
	reason := fmt.Sprintf("ordinal not in range(%d)", limit)
	return &codec{
		name:   name,
		reason: reason,
		encodeRune: func(out []byte, r rune) ([]byte, bool) {
			if r >= limit {
				return out, false
			}
			return append(out, byte(r)), true
		},
		decodeAt: func(b []byte, i int) (rune, int, string) {
			if rune(b[i]) >= limit {
				return 0, 1, reason
			}
			return rune(b[i]), 1, ""
		},
	}
}

// charmapCodec builds the codec of a code page from its 256-entry table.
func charmapCodec(name string, cp codePage) *codec {
	const undefined = "character maps to <undefined>"
	var table [256]rune
	byteFor := map[rune]byte{}
	for i := range table {
		b := byte(i)
		r := cp.cm.DecodeByte(b)
		switch {
		case strings.HasPrefix(name, "cp125") && b >= 0x80 && b < 0xa0 && r == rune(b):
			r = -1
		case strings.HasPrefix(name, "iso8859") && r == utf8.RuneError && b >= 0x80 && b < 0xa0:
			r = rune(b)
		case r == utf8.RuneError:
			r = -1
		}
		if fix, ok := cp.fixes[b]; ok {
			r = fix
		}
		table[i] = r
		if r >= 0 {
			byteFor[r] = b
		}
	}
	return &codec{
		name:   "charmap",
		reason: undefined,
		encodeRune: func(out []byte, r rune) ([]byte, bool) {
			b, ok := byteFor[r]
			if !ok {
				return out, false
			}
			return append(out, b), true
		},
		decodeAt: func(b []byte, i int) (rune, int, string) {
			if r := table[b[i]]; r >= 0 {
				return r, 1, ""
			}
			return 0, 1, undefined
		},
	}
}

// decodeUTF8At decodes one UTF-8 sequence, reporting a malformed one as
// CPython does: the invalid start byte alone, or the valid prefix of a
// sequence cut short by a bad continuation byte or the end of the data.
func decodeUTF8At(b []byte, i int) (rune, int, string) {
	c := b[i]
	if c < 0x80 {
		return rune(c), 1, ""
	}
	var need int
	lo, hi := byte(0x80), byte(0xbf) // the range of the second byte
	switch {
	case c >= 0xc2 && c <= 0xdf:
		need = 1
	case c == 0xe0:
		need, lo = 2, 0xa0
	case c >= 0xe1 && c <= 0xef:
		need = 2
		if c == 0xed {
			hi = 0x9f // no surrogates
		}
	case c == 0xf0:
		need, lo = 3, 0x90
	case c >= 0xf1 && c <= 0xf4:
		need = 3
		if c == 0xf4 {
			hi = 0x8f
		}
	default:
		return 0, 1, "invalid start byte"
	}
	for k := 1; k <= need; k++ {
		if i+k >= len(b) {
			return 0, k, "unexpected end of data"
		}
		if x := b[i+k]; x < lo || x > hi {
			return 0, k, "invalid continuation byte"
		}
		lo, hi = 0x80, 0xbf
	}
	r, n := utf8.DecodeRune(b[i : i+need+1])
	return r, n, ""
}

// unitOrder reads and appends the code units of UTF-16 and UTF-32.
type unitOrder interface {
	binary.ByteOrder
	binary.AppendByteOrder
}

func utf16Codec(name string) *codec {
	var order unitOrder = binary.LittleEndian
	c := &codec{name: name}
	switch name {
	case "utf-16":
		c.name, c.bom = "utf-16-le", []byte{0xff, 0xfe}
	case "utf-16-be":
		order = binary.BigEndian
	}
	c.encodeRune = func(out []byte, r rune) ([]byte, bool) {
		if r >= 0x10000 {
			r -= 0x10000
			out = order.AppendUint16(out, uint16(0xd800+(r>>10)))
			r = 0xdc00 + r&0x3ff
		}
		return order.AppendUint16(out, uint16(r)), true
	}
	c.decodeAt = func(b []byte, i int) (rune, int, string) {
		if len(b)-i < 2 {
			return 0, len(b) - i, "truncated data"
		}
		u := rune(order.Uint16(b[i:]))
		switch {
		case u >= 0xdc00 && u < 0xe000:
			return 0, 2, "illegal encoding"
		case u < 0xd800 || u >= 0xe000:
			return u, 2, ""
		case len(b)-i < 4:
			return 0, len(b) - i, "unexpected end of data"
		}
		low := rune(order.Uint16(b[i+2:]))
		if low < 0xdc00 || low >= 0xe000 {
			return 0, 2, "illegal UTF-16 surrogate"
		}
		return 0x10000 + (u-0xd800)<<10 + (low - 0xdc00), 4, ""
	}
	return c
}

func utf32Codec(name string) *codec {
	var order unitOrder = binary.LittleEndian
	c := &codec{name: name}
	switch name {
	case "utf-32":
		c.name, c.bom = "utf-32-le", []byte{0xff, 0xfe, 0, 0}
	case "utf-32-be":
		order = binary.BigEndian
	}
	c.encodeRune = func(out []byte, r rune) ([]byte, bool) { return order.AppendUint32(out, uint32(r)), true }
	c.decodeAt = func(b []byte, i int) (rune, int, string) {
		if len(b)-i < 4 {
			return 0, len(b) - i, "truncated data"
		}
		u := order.Uint32(b[i:])
		switch {
		case u > 0x10ffff:
			return 0, 4, "code point not in range(0x110000)"
		case u >= 0xd800 && u < 0xe000:
			return 0, 4, "code point in surrogate code point range(0xd800, 0xe000)"
		}
		return rune(u), 4, ""
	}
	return c
}

// withDetectedOrder skips the byte order mark of a codec that writes one.
// The "utf-16" and "utf-32" decoders take their byte order from it, and
// are little-endian without one.
func (c *codec) withDetectedOrder(b []byte) (*codec, []byte) {
	switch {
	case c.bom == nil:
		return c, b
	case c.name == "utf-8":
		return c, trimPrefix(b, c.bom)
	case c.name == "utf-16-le":
		if len(b) >= 2 && b[0] == 0xfe && b[1] == 0xff {
			return utf16Codec("utf-16-be"), b[2:]
		}
		return utf16Codec("utf-16-le"), trimPrefix(b, c.bom)
	}
	if len(b) >= 4 && b[0] == 0 && b[1] == 0 && b[2] == 0xfe && b[3] == 0xff {
		return utf32Codec("utf-32-be"), b[4:]
	}
	return utf32Codec("utf-32-le"), trimPrefix(b, c.bom)
}

func trimPrefix(b, p []byte) []byte {
	if len(b) >= len(p) && string(b[:len(p)]) == string(p) {
		return b[len(p):]
	}
	return b
}

var errorHandlers = map[string]bool{
	"strict": true, "ignore": true, "replace": true, "backslashreplace": true,
	"xmlcharrefreplace": true, "namereplace": true, "surrogateescape": true, "surrogatepass": true,
}

// checkHandler is looked up only when a character fails, as in CPython.
func checkHandler(errors string) error {
	if !errorHandlers[errors] {
		return py.ExceptionNewf(py.LookupError, "unknown error handler name '%s'", errors)
	}
	return nil
}

// escapeRune is the \x, \u or \U escape of r.
func escapeRune(r rune) string {
	switch {
	case r < 0x100:
		return fmt.Sprintf(`\x%02x`, r)
	case r < 0x10000:
		return fmt.Sprintf(`\u%04x`, r)
	}
	return fmt.Sprintf(`\U%08x`, r)
}

func encodeString(s, encoding, errors string) (py.Bytes, error) {
	c, err := lookupCodec(encoding)
	if err != nil {
		return nil, err
	}
	if c.encode != nil {
		return c.encode(s), nil
	}
	out := append(make([]byte, 0, len(s)+len(c.bom)), c.bom...)
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		var ok bool
		if out, ok = c.encodeRune(out, rs[i]); ok {
			continue
		}
		if err := checkHandler(errors); err != nil {
			return nil, err
		}
		// CPython hands the handler the whole run of unencodable
		// characters.
		end := i + 1
		for end < len(rs) {
			if _, ok := c.encodeRune(nil, rs[end]); ok {
				break
			}
			end++
		}
		var repl strings.Builder
		for _, r := range rs[i:end] {
			switch errors {
			case "ignore":
			case "replace":
				repl.WriteByte('?')
			case "backslashreplace":
				repl.WriteString(escapeRune(r))
			case "xmlcharrefreplace":
				fmt.Fprintf(&repl, "&#%d;", r)
			case "namereplace":
				if n, ok := charName(r); ok {
					repl.WriteString(`\N{` + n + `}`)
				} else {
					repl.WriteString(escapeRune(r))
				}
			default:
				return nil, unicodeEncodeError(c.name, rs, i, end, c.reason)
			}
		}
		for _, r := range repl.String() {
			out, _ = c.encodeRune(out, r)
		}
		i = end - 1
	}
	return py.Bytes(out), nil
}

func decodeBytes(b []byte, encoding, errors string) (py.String, error) {
	c, err := lookupCodec(encoding)
	if err != nil {
		return "", err
	}
	if c.decode != nil {
		s, err := c.decode(b, errors)
		return py.String(s), err
	}
	whole := b
	c, b = c.withDetectedOrder(b)
	skipped := len(whole) - len(b) // positions count from the start, BOM included
	var out strings.Builder
	out.Grow(len(b))
	for i := 0; i < len(b); {
		r, n, reason := c.decodeAt(b, i)
		if reason == "" {
			out.WriteRune(r)
			i += n
			continue
		}
		if err := checkHandler(errors); err != nil {
			return "", err
		}
		switch errors {
		case "ignore":
		case "replace", "surrogateescape":
			out.WriteRune(utf8.RuneError)
		case "backslashreplace":
			for _, x := range b[i : i+n] {
				fmt.Fprintf(&out, `\x%02x`, x)
			}
		default:
			return "", unicodeDecodeError(c.name, whole, skipped+i, skipped+i+n, reason)
		}
		i += n
	}
	return py.String(out.String()), nil
}

func unicodeEncodeError(enc string, rs []rune, start, end int, reason string) error {
	// str(e) is worded from the arguments (excArgStr), as CPython's is.
	return &py.Exception{Base: py.UnicodeEncodeError, Args: py.Tuple{py.String(enc), py.String(string(rs)), py.Int(start), py.Int(end), py.String(reason)}, Dict: py.NewStringDict()}
}

func unicodeDecodeError(enc string, b []byte, start, end int, reason string) error {
	return &py.Exception{Base: py.UnicodeDecodeError, Args: py.Tuple{py.String(enc), py.Bytes(append([]byte(nil), b...)), py.Int(start), py.Int(end), py.String(reason)}, Dict: py.NewStringDict()}
}

// unicodeEscape is the unicode_escape encoding: printable ASCII as itself,
// the usual backslash escapes, everything else \x, \u or \U.
func unicodeEscape(s string) []byte {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r >= 0x20 && r < 0x7f:
			b.WriteRune(r)
		default:
			b.WriteString(escapeRune(r))
		}
	}
	return []byte(b.String())
}

// rawUnicodeEscape keeps Latin-1 characters as their bytes and escapes the
// rest.
func rawUnicodeEscape(s string) []byte {
	var out []byte
	for _, r := range s {
		if r < 0x100 {
			out = append(out, byte(r))
		} else {
			out = append(out, escapeRune(r)...)
		}
	}
	return out
}

var simpleEscapes = map[byte]string{
	'\n': "", '\\': `\`, '\'': "'", '"': `"`, 'a': "\a", 'b': "\b", 'f': "\f", 'n': "\n", 'r': "\r", 't': "\t", 'v': "\v",
}

// unicodeUnescape decodes unicode_escape: Latin-1 text with Python's
// string-literal escapes. An unknown escape stays as written.
func unicodeUnescape(b []byte, errors string) (string, error) {
	var out strings.Builder
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c != '\\' {
			out.WriteRune(rune(c))
			continue
		}
		r, n, reason := unescapeAt(b, i, true)
		if reason == "" {
			out.WriteString(r)
			i += n - 1
			continue
		}
		if err := checkHandler(errors); err != nil {
			return "", err
		}
		switch errors {
		case "ignore":
		case "replace":
			out.WriteRune(utf8.RuneError)
		case "backslashreplace":
			for _, x := range b[i : i+n] {
				fmt.Fprintf(&out, `\x%02x`, x)
			}
		default:
			return "", unicodeDecodeError("unicodeescape", b, i, i+n, reason)
		}
		i += n - 1
	}
	return out.String(), nil
}

// unescapeAt decodes the escape at b[i] (a backslash): its text and
// length, or the length of the bad escape and why it is bad. all is false
// for raw_unicode_escape, which knows only \u and \U.
func unescapeAt(b []byte, i int, all bool) (string, int, string) {
	if i+1 >= len(b) {
		return "", 1, `\ at end of string`
	}
	c := b[i+1]
	hexEscape := func(digits int, what string) (string, int, string) {
		j := i + 2
		for j < len(b) && j < i+2+digits && strings.IndexByte("0123456789abcdefABCDEF", b[j]) >= 0 {
			j++
		}
		if j-(i+2) < digits {
			return "", j - i, "truncated " + what + " escape"
		}
		v, _ := strconv.ParseUint(string(b[i+2:j]), 16, 32)
		if v > 0x10ffff {
			return "", j - i, "illegal Unicode character"
		}
		return string(rune(v)), j - i, ""
	}
	switch {
	case c == 'u':
		return hexEscape(4, `\uXXXX`)
	case c == 'U':
		return hexEscape(8, `\UXXXXXXXX`)
	case !all:
		return `\`, 1, ""
	case c == 'x':
		return hexEscape(2, `\xXX`)
	case c >= '0' && c <= '7':
		j, v := i+1, 0
		for j < len(b) && j < i+4 && b[j] >= '0' && b[j] <= '7' {
			v = v*8 + int(b[j]-'0')
			j++
		}
		return string(rune(v)), j - i, ""
	case c == 'N':
		end := -1
		if i+2 < len(b) && b[i+2] == '{' {
			end = strings.IndexByte(string(b[i+3:]), '}')
		}
		if end <= 0 {
			return "", min(len(b)-i, 3), `malformed \N character escape`
		}
		n := 3 + end + 1
		r, ok := lookupName(string(b[i+3 : i+3+end]))
		if !ok {
			return "", n, "unknown Unicode character name"
		}
		return string(r), n, ""
	}
	if s, ok := simpleEscapes[c]; ok {
		return s, 2, ""
	}
	return `\` + string(rune(c)), 2, ""
}

// rawUnicodeUnescape decodes raw_unicode_escape: Latin-1 with \u and \U
// escapes, which only an odd run of backslashes introduces.
func rawUnicodeUnescape(b []byte, errors string) (string, error) {
	var out strings.Builder
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c != '\\' || i+1 >= len(b) || b[i+1] != 'u' && b[i+1] != 'U' {
			out.WriteRune(rune(c))
			if c == '\\' && i+1 < len(b) && b[i+1] == '\\' {
				out.WriteByte('\\')
				i++
			}
			continue
		}
		r, n, reason := unescapeAt(b, i, false)
		if reason != "" {
			if err := checkHandler(errors); err != nil {
				return "", err
			}
			switch errors {
			case "ignore":
			case "replace":
				out.WriteRune(utf8.RuneError)
			default:
				return "", unicodeDecodeError("rawunicodeescape", b, i, i+n, reason)
			}
		}
		out.WriteString(r)
		i += n - 1
	}
	return out.String(), nil
}

// codecArgs parses the (encoding='utf-8', errors='strict') arguments.
func codecArgs(fn string, args py.Tuple, kwargs py.StringDict) (string, string, error) {
	var enc py.Object = py.String("utf-8")
	var errs py.Object = py.String("strict")
	if err := py.ParseTupleAndKeywords(args, kwargs, "|OO:"+fn, []string{"encoding", "errors"}, &enc, &errs); err != nil {
		return "", "", err
	}
	e, ok := enc.(py.String)
	if !ok {
		return "", "", py.ExceptionNewf(py.TypeError, "%s() argument 'encoding' must be str, not %s", fn, enc.Type().Name)
	}
	h, ok := errs.(py.String)
	if !ok {
		return "", "", py.ExceptionNewf(py.TypeError, "%s() argument 'errors' must be str, not %s", fn, errs.Type().Name)
	}
	return string(e), string(h), nil
}

func bytesOf(o py.Object) ([]byte, bool) {
	switch x := o.(type) {
	case py.Bytes:
		return x, true
	case *ByteArray:
		return x.b, true
	}
	return nil, false
}

func installCodecs() {
	py.StringType.Dict["encode"] = py.MustNewMethod("encode", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		enc, errs, err := codecArgs("encode", args, kwargs)
		if err != nil {
			return nil, err
		}
		return encodeString(str(self), enc, errs)
	}, 0, "")
	py.BytesType.Dict["decode"] = py.MustNewMethod("decode", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		enc, errs, err := codecArgs("decode", args, kwargs)
		if err != nil {
			return nil, err
		}
		return decodeBytes(self.(py.Bytes), enc, errs)
	}, 0, "")
	// bytes(s, encoding[, errors]) and str(b, encoding[, errors]).
	bytesNew := py.BytesType.New
	py.BytesType.New = func(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		if len(args) >= 1 {
			if s, ok := args[0].(py.String); ok && len(args)+len(kwargs) > 1 {
				enc, errs, err := codecArgs("bytes", args[1:], kwargs)
				if err != nil {
					return nil, err
				}
				return encodeString(string(s), enc, errs)
			}
		}
		return bytesNew(t, args, kwargs)
	}
	strNew := py.StringType.New
	py.StringType.New = func(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		if len(args) >= 1 && len(args)+len(kwargs) > 1 {
			if b, ok := bytesOf(args[0]); ok {
				enc, errs, err := codecArgs("str", args[1:], kwargs)
				if err != nil {
					return nil, err
				}
				return decodeBytes(b, enc, errs)
			}
		}
		return strNew(t, args, kwargs)
	}

	// The codecs module: encode/decode for text codecs and the BOMs.
	codecFn := func(name string, do func(o py.Object, enc, errs string) (py.Object, error)) *py.Method {
		return py.MustNewMethod(name, func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			if len(args) < 1 {
				return nil, py.ExceptionNewf(py.TypeError, "%s() missing required argument 'obj' (pos 1)", name)
			}
			enc, errs, err := codecArgs(name, args[1:], kwargs)
			if err != nil {
				return nil, err
			}
			return do(args[0], enc, errs)
		}, 0, "")
	}
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{Name: "codecs", FileDesc: "<pylib codecs>"},
		Methods: []*py.Method{
			codecFn("encode", func(o py.Object, enc, errs string) (py.Object, error) {
				s, ok := o.(py.String)
				if !ok {
					return nil, py.ExceptionNewf(py.TypeError, "utf_8_encode() argument 1 must be str, not %s", o.Type().Name)
				}
				return encodeString(string(s), enc, errs)
			}),
			codecFn("decode", func(o py.Object, enc, errs string) (py.Object, error) {
				b, ok := bytesOf(o)
				if !ok {
					return nil, py.ExceptionNewf(py.TypeError, "a bytes-like object is required, not '%s'", o.Type().Name)
				}
				return decodeBytes(b, enc, errs)
			}),
		},
		Globals: py.StringDict{
			"BOM_UTF8":     py.Bytes{0xef, 0xbb, 0xbf},
			"BOM_UTF16_LE": py.Bytes{0xff, 0xfe},
			"BOM_UTF16_BE": py.Bytes{0xfe, 0xff},
			"BOM_UTF16":    py.Bytes{0xff, 0xfe},
			"BOM_UTF32_LE": py.Bytes{0xff, 0xfe, 0, 0},
			"BOM_UTF32_BE": py.Bytes{0, 0, 0xfe, 0xff},
			"BOM_UTF32":    py.Bytes{0xff, 0xfe, 0, 0},
			"BOM":          py.Bytes{0xff, 0xfe},
		},
	})
}
