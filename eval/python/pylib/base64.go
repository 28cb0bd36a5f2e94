package pylib

import (
	"bytes"
	"encoding/binary"
	"strings"

	"github.com/go-python/gpython/py"
)

// base64 after CPython 3.11's, on the binascii codecs in binascii.go:
// Base64 (standard, URL-safe and with other alternative characters),
// Base32, Base32hex, Base16, Base85 and Ascii85.

// decodeInput is what the decoders accept: bytes-like or an ASCII str.
func decodeInput(o py.Object) ([]byte, error) {
	if b, ok := bytesOf(o); ok {
		return b, nil
	}
	s, ok := o.(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "argument should be a bytes-like object or ASCII string, not '%s'", o.Type().Name)
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return nil, py.ExceptionNewf(py.ValueError, "string argument should contain only ASCII characters")
		}
	}
	return []byte(s), nil
}

// viewInput is what encoders that take memoryview(s) accept.
func viewInput(o py.Object) ([]byte, error) {
	if b, ok := bytesOf(o); ok {
		return b, nil
	}
	return nil, py.ExceptionNewf(py.TypeError, "memoryview: a bytes-like object is required, not '%s'", o.Type().Name)
}

// translateBytes maps each byte of from in data to the byte at the same
// place in to, as bytes.translate with bytes.maketrans(from, to).
func translateBytes(data []byte, from, to string) []byte {
	out := append([]byte(nil), data...)
	for i, c := range out {
		if j := strings.IndexByte(from, c); j >= 0 {
			out[i] = to[j]
		}
	}
	return out
}

// altChars reads the two alternative characters for '+' and '/'.
func altChars(o py.Object) (string, error) {
	b, err := decodeInput(o)
	if err != nil {
		return "", err
	}
	if len(b) != 2 {
		r, _ := py.Repr(py.Bytes(b))
		return "", py.ExceptionNewf(py.AssertionError, "%s", string(r.(py.String)))
	}
	return string(b), nil
}

const (
	base32Alphabet    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	base32HexAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUV"
	base85Alphabet    = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"
)

func encodeBase32(data []byte, alphabet string) []byte {
	var out []byte
	for i := 0; i < len(data); i += 5 {
		var chunk [8]byte
		n := copy(chunk[3:], data[i:])
		acc := binary.BigEndian.Uint64(chunk[:])
		for j := 7; j >= 0; j-- {
			out = append(out, alphabet[acc>>(5*uint(j))&31])
		}
		// 1, 2, 3, 4 bytes leave 6, 4, 3, 1 characters of padding.
		if pad := [5]int{0, 6, 4, 3, 1}[n%5]; pad > 0 {
			copy(out[len(out)-pad:], bytes.Repeat([]byte{'='}, pad))
		}
	}
	return out
}

func decodeBase32(data []byte, alphabet string, casefold bool, map01 []byte) ([]byte, error) {
	if len(data)%8 != 0 {
		return nil, binasciiErr("Incorrect padding")
	}
	if map01 != nil {
		data = translateBytes(data, "01", "O"+string(map01))
	}
	if casefold {
		data = bytes.ToUpper(data)
	}
	stripped := bytes.TrimRight(data, "=")
	pads := len(data) - len(stripped)
	var out []byte
	var acc uint64
	for i := 0; i < len(stripped); i += 8 {
		acc = 0
		for _, c := range stripped[i:min(i+8, len(stripped))] {
			v := strings.IndexByte(alphabet, c)
			if v < 0 {
				return nil, binasciiErr("Non-base32 digit found")
			}
			acc = acc<<5 + uint64(v)
		}
		var word [8]byte
		binary.BigEndian.PutUint64(word[:], acc)
		out = append(out, word[3:]...)
	}
	if pads != 0 && pads != 1 && pads != 3 && pads != 4 && pads != 6 {
		return nil, binasciiErr("Incorrect padding")
	}
	if pads > 0 && len(out) > 0 {
		// The last quantum came short: shift it into place and keep the
		// bytes its characters carry.
		acc <<= 5 * uint(pads)
		var word [8]byte
		binary.BigEndian.PutUint64(word[:], acc)
		keep := (43 - 5*pads) / 8
		out = append(out[:len(out)-5], word[3:3+keep]...)
	}
	return out, nil
}

func decodeBase16(data []byte, casefold bool) ([]byte, error) {
	if casefold {
		data = bytes.ToUpper(data)
	}
	for _, c := range data {
		if !(c >= '0' && c <= '9' || c >= 'A' && c <= 'F') {
			return nil, binasciiErr("Non-base16 digit found")
		}
	}
	return unhexlify(data)
}

// encode85 is Base85 and Ascii85 encoding: each 4-byte big-endian word
// becomes five digits, an all-zero word z (Ascii85), four spaces y when
// asked; without pad the digits of the padding are cut off.
func encode85(data []byte, digit func(int) byte, pad, foldNuls, foldSpaces bool) []byte {
	padding := (4 - len(data)%4) % 4
	buf := append(append([]byte(nil), data...), make([]byte, padding)...)
	var out []byte
	var last []byte
	for i := 0; i < len(buf); i += 4 {
		word := binary.BigEndian.Uint32(buf[i:])
		switch {
		case foldNuls && word == 0:
			last = []byte{'z'}
		case foldSpaces && word == 0x20202020:
			last = []byte{'y'}
		default:
			last = make([]byte, 5)
			w := uint64(word)
			for j := 4; j >= 0; j-- {
				last[j] = digit(int(w % 85))
				w /= 85
			}
		}
		if i+4 == len(buf) && padding > 0 && !pad {
			if last[0] == 'z' && len(last) == 1 {
				last = bytes.Repeat([]byte{digit(0)}, 5)
			}
			last = last[:len(last)-padding]
		}
		out = append(out, last...)
	}
	return out
}

func a85Digit(v int) byte { return byte('!' + v) }
func b85Digit(v int) byte { return base85Alphabet[v] }

func decodeBase85(data []byte) ([]byte, error) {
	padding := (5 - len(data)%5) % 5
	buf := append(append([]byte(nil), data...), bytes.Repeat([]byte{'~'}, padding)...)
	var out []byte
	for i := 0; i < len(buf); i += 5 {
		var acc uint64
		for j, c := range buf[i : i+5] {
			v := strings.IndexByte(base85Alphabet, c)
			if v < 0 {
				return nil, py.ExceptionNewf(py.ValueError, "bad base85 character at position %d", i+j)
			}
			acc = acc*85 + uint64(v)
		}
		if acc > 0xffffffff {
			return nil, py.ExceptionNewf(py.ValueError, "base85 overflow in hunk starting at byte %d", i)
		}
		out = binary.BigEndian.AppendUint32(out, uint32(acc))
	}
	return out[:len(out)-padding], nil
}

func decodeAscii85(data []byte, foldSpaces, adobe bool, ignore []byte) ([]byte, error) {
	if adobe {
		if !bytes.HasSuffix(data, []byte("~>")) {
			return nil, py.ExceptionNewf(py.ValueError, "Ascii85 encoded byte sequences must end with b'~>'")
		}
		if bytes.HasPrefix(data, []byte("<~")) {
			data = data[2 : len(data)-2]
		} else {
			data = data[:len(data)-2]
		}
	}
	var out, group []byte
	for _, c := range append(append([]byte(nil), data...), "uuuu"...) {
		switch {
		case c >= '!' && c <= 'u':
			group = append(group, c)
			if len(group) == 5 {
				var acc uint64
				for _, g := range group {
					acc = acc*85 + uint64(g-'!')
				}
				if acc > 0xffffffff {
					return nil, py.ExceptionNewf(py.ValueError, "Ascii85 overflow")
				}
				out = binary.BigEndian.AppendUint32(out, uint32(acc))
				group = group[:0]
			}
		case c == 'z':
			if len(group) > 0 {
				return nil, py.ExceptionNewf(py.ValueError, "z inside Ascii85 5-tuple")
			}
			out = append(out, 0, 0, 0, 0)
		case foldSpaces && c == 'y':
			if len(group) > 0 {
				return nil, py.ExceptionNewf(py.ValueError, "y inside Ascii85 5-tuple")
			}
			out = append(out, ' ', ' ', ' ', ' ')
		case bytes.IndexByte(ignore, c) >= 0:
		default:
			return nil, py.ExceptionNewf(py.ValueError, "Non-Ascii85 digit found: %c", c)
		}
	}
	return out[:len(out)-(4-len(group))], nil
}

// wrapAscii85 is a85encode's adobe framing and wrapcol line breaking.
func wrapAscii85(out []byte, wrapcol int, adobe bool) []byte {
	if adobe {
		out = append([]byte("<~"), out...)
	}
	if wrapcol > 0 {
		if adobe {
			wrapcol = max(wrapcol, 2)
		}
		var lines [][]byte
		for i := 0; i < len(out); i += wrapcol {
			lines = append(lines, out[i:min(i+wrapcol, len(out))])
		}
		if adobe && len(lines[len(lines)-1])+2 > wrapcol {
			lines = append(lines, nil)
		}
		out = bytes.Join(lines, []byte{'\n'})
	}
	if adobe {
		out = append(out, "~>"...)
	}
	return out
}

// b64Args parses (s, altchars=None[, validate=False]).
func b64Args(name string, args py.Tuple, kwargs py.StringDict, decode bool) (data []byte, alt string, validate bool, err error) {
	var s, altObj, validateObj py.Object = nil, py.None, py.False
	if decode {
		err = py.ParseTupleAndKeywords(args, kwargs, "O|OO:"+name, []string{"s", "altchars", "validate"}, &s, &altObj, &validateObj)
	} else {
		err = py.ParseTupleAndKeywords(args, kwargs, "O|O:"+name, []string{"s", "altchars"}, &s, &altObj)
	}
	if err != nil {
		return nil, "", false, err
	}
	if decode {
		data, err = decodeInput(s)
	} else {
		data, err = binasciiData(s)
	}
	if err != nil {
		return nil, "", false, err
	}
	if altObj != py.None {
		if alt, err = altChars(altObj); err != nil {
			return nil, "", false, err
		}
	}
	v, _ := py.MakeBool(validateObj)
	return data, alt, v == py.True, nil
}

func installBase64() {
	truth := func(o py.Object) bool {
		b, _ := py.MakeBool(o)
		return b == py.True
	}
	bytesResult := func(b []byte, err error) (py.Object, error) {
		if err != nil {
			return nil, err
		}
		return py.Bytes(b), nil
	}
	b64encode := func(alt string) func(py.Object, py.Tuple, py.StringDict) (py.Object, error) {
		return func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			data, given, _, err := b64Args("b64encode", args, kwargs, false)
			if err != nil {
				return nil, err
			}
			if given != "" {
				alt = given
			}
			out := encodeBase64(data)
			if alt != "" {
				out = translateBytes(out, "+/", alt)
			}
			return py.Bytes(out), nil
		}
	}
	b64decode := func(alt string) func(py.Object, py.Tuple, py.StringDict) (py.Object, error) {
		return func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			data, given, validate, err := b64Args("b64decode", args, kwargs, true)
			if err != nil {
				return nil, err
			}
			if given != "" {
				alt = given
			}
			if alt != "" {
				data = translateBytes(data, alt, "+/")
			}
			return bytesResult(decodeBase64(data, validate))
		}
	}
	oneArg := func(name string, fn func(py.Object) (py.Object, error)) *py.Method {
		return py.MustNewMethod(name, func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var s py.Object
			if err := py.ParseTupleAndKeywords(args, kwargs, "O:"+name, []string{"s"}, &s); err != nil {
				return nil, err
			}
			return fn(s)
		}, 0, "")
	}
	base32 := func(alphabet string, hexVariant bool) (*py.Method, *py.Method) {
		prefix := "b32"
		if hexVariant {
			prefix = "b32hex"
		}
		enc := oneArg(prefix+"encode", func(s py.Object) (py.Object, error) {
			data, err := viewInput(s)
			if err != nil {
				return nil, err
			}
			return py.Bytes(encodeBase32(data, alphabet)), nil
		})
		dec := py.MustNewMethod(prefix+"decode", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var s, casefold, map01 py.Object = nil, py.False, py.None
			var err error
			if hexVariant {
				err = py.ParseTupleAndKeywords(args, kwargs, "O|O:b32hexdecode", []string{"s", "casefold"}, &s, &casefold)
			} else {
				err = py.ParseTupleAndKeywords(args, kwargs, "O|OO:b32decode", []string{"s", "casefold", "map01"}, &s, &casefold, &map01)
			}
			if err != nil {
				return nil, err
			}
			data, err := decodeInput(s)
			if err != nil {
				return nil, err
			}
			var m []byte
			if map01 != py.None {
				if m, err = decodeInput(map01); err != nil {
					return nil, err
				}
				if len(m) != 1 {
					r, _ := py.Repr(py.Bytes(m))
					return nil, py.ExceptionNewf(py.AssertionError, "%s", string(r.(py.String)))
				}
			}
			return bytesResult(decodeBase32(data, alphabet, truth(casefold), m))
		}, 0, "")
		return enc, dec
	}
	b32enc, b32dec := base32(base32Alphabet, false)
	b32hexEnc, b32hexDec := base32(base32HexAlphabet, true)
	methods := []*py.Method{
		py.MustNewMethod("b64encode", b64encode(""), 0, "Encode the bytes-like object s using Base64 and return a bytes object."),
		py.MustNewMethod("b64decode", b64decode(""), 0, "Decode the Base64 encoded bytes-like object or ASCII string s."),
		oneArg("standard_b64encode", func(s py.Object) (py.Object, error) { return b64encode("")(nil, py.Tuple{s}, nil) }),
		oneArg("standard_b64decode", func(s py.Object) (py.Object, error) { return b64decode("")(nil, py.Tuple{s}, nil) }),
		oneArg("urlsafe_b64encode", func(s py.Object) (py.Object, error) { return b64encode("-_")(nil, py.Tuple{s}, nil) }),
		oneArg("urlsafe_b64decode", func(s py.Object) (py.Object, error) { return b64decode("-_")(nil, py.Tuple{s}, nil) }),
		b32enc, b32dec, b32hexEnc, b32hexDec,
		oneArg("b16encode", func(s py.Object) (py.Object, error) {
			data, err := binasciiData(s)
			if err != nil {
				return nil, err
			}
			return py.Bytes(bytes.ToUpper(hexlify(data, 0, false, 0))), nil
		}),
		py.MustNewMethod("b16decode", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var s, casefold py.Object = nil, py.False
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:b16decode", []string{"s", "casefold"}, &s, &casefold); err != nil {
				return nil, err
			}
			data, err := decodeInput(s)
			if err != nil {
				return nil, err
			}
			return bytesResult(decodeBase16(data, truth(casefold)))
		}, 0, ""),
		py.MustNewMethod("b85encode", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var b, pad py.Object = nil, py.False
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:b85encode", []string{"b", "pad"}, &b, &pad); err != nil {
				return nil, err
			}
			data, err := viewInput(b)
			if err != nil {
				return nil, err
			}
			return py.Bytes(encode85(data, b85Digit, truth(pad), false, false)), nil
		}, 0, ""),
		py.MustNewMethod("b85decode", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var b py.Object
			if err := py.ParseTupleAndKeywords(args, kwargs, "O:b85decode", []string{"b"}, &b); err != nil {
				return nil, err
			}
			data, err := decodeInput(b)
			if err != nil {
				return nil, err
			}
			return bytesResult(decodeBase85(data))
		}, 0, ""),
		py.MustNewMethod("a85encode", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var b, foldSpaces, wrapcol, pad, adobe py.Object = nil, py.False, py.Int(0), py.False, py.False
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|$OOOO:a85encode", []string{"b", "foldspaces", "wrapcol", "pad", "adobe"}, &b, &foldSpaces, &wrapcol, &pad, &adobe); err != nil {
				return nil, err
			}
			data, err := viewInput(b)
			if err != nil {
				return nil, err
			}
			wrap, err := hashIntArg(wrapcol)
			if err != nil {
				return nil, err
			}
			out := encode85(data, a85Digit, truth(pad), true, truth(foldSpaces))
			return py.Bytes(wrapAscii85(out, wrap, truth(adobe))), nil
		}, 0, ""),
		py.MustNewMethod("a85decode", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var b, foldSpaces, adobe, ignore py.Object = nil, py.False, py.False, py.Bytes(" \t\n\r\v")
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|$OOO:a85decode", []string{"b", "foldspaces", "adobe", "ignorechars"}, &b, &foldSpaces, &adobe, &ignore); err != nil {
				return nil, err
			}
			data, err := decodeInput(b)
			if err != nil {
				return nil, err
			}
			ign, err := decodeInput(ignore)
			if err != nil {
				return nil, err
			}
			return bytesResult(decodeAscii85(data, truth(foldSpaces), truth(adobe), ign))
		}, 0, ""),
		oneArg("encodebytes", func(s py.Object) (py.Object, error) {
			data, ok := bytesOf(s)
			if !ok {
				return nil, py.ExceptionNewf(py.TypeError, "expected bytes-like object, not %s", s.Type().Name)
			}
			// 57 bytes make one 76-character line.
			var out []byte
			for i := 0; i < len(data); i += 57 {
				out = append(out, encodeBase64(data[i:min(i+57, len(data))])...)
				out = append(out, '\n')
			}
			return py.Bytes(out), nil
		}),
		oneArg("decodebytes", func(s py.Object) (py.Object, error) {
			data, ok := bytesOf(s)
			if !ok {
				return nil, py.ExceptionNewf(py.TypeError, "expected bytes-like object, not %s", s.Type().Name)
			}
			return bytesResult(decodeBase64(data, false))
		}),
	}
	py.RegisterModule(&py.ModuleImpl{
		Info:    py.ModuleInfo{Name: "base64", FileDesc: "<pylib base64>"},
		Methods: methods,
		Globals: py.StringDict{"MAXLINESIZE": py.Int(76), "MAXBINSIZE": py.Int(57), "bytes_types": py.Tuple{py.BytesType, ByteArrayType}},
	})
}
