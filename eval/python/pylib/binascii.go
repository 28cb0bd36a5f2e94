package pylib

import (
	"encoding/hex"
	"hash/crc32"
	"math/big"

	"github.com/go-python/gpython/py"
)

// binascii after CPython 3.11's, replacing gpython's: its hexlify took no
// separator, its a2b_base64 was Go's strict decoder (CPython skips stray
// characters and stops at padding), and its Error escaped except clauses
// (no MRO).

var (
	binasciiError      = py.ValueError.NewType("Error", "", nil, nil)
	binasciiIncomplete = py.ExceptionType.NewType("Incomplete", "", nil, nil)
)

const base64Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// base64Values maps a byte to its base64 digit, or 0xff.
var base64Values = func() [256]byte {
	var t [256]byte
	for i := range t {
		t[i] = 0xff
	}
	for i := 0; i < len(base64Alphabet); i++ {
		t[base64Alphabet[i]] = byte(i)
	}
	return t
}()

// binasciiData is the input of a b2a_ function: bytes-like only.
func binasciiData(o py.Object) ([]byte, error) {
	if b, ok := bytesOf(o); ok {
		return b, nil
	}
	return nil, py.ExceptionNewf(py.TypeError, "a bytes-like object is required, not '%s'", o.Type().Name)
}

// asciiData is the input of an a2b_ function: bytes-like or an ASCII str.
func asciiData(o py.Object) ([]byte, error) {
	if b, ok := bytesOf(o); ok {
		return b, nil
	}
	s, ok := o.(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "argument should be bytes, buffer or ASCII string, not '%s'", o.Type().Name)
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return nil, py.ExceptionNewf(py.ValueError, "string argument should contain only ASCII characters")
		}
	}
	return []byte(s), nil
}

func binasciiErr(msg string) error { return py.ExceptionNewf(binasciiError, "%s", msg) }

// encodeBase64 is b2a_base64 without the newline.
func encodeBase64(data []byte) []byte {
	out := make([]byte, 0, (len(data)+2)/3*4)
	for i := 0; i < len(data); i += 3 {
		var chunk [3]byte
		n := copy(chunk[:], data[i:])
		v := uint(chunk[0])<<16 | uint(chunk[1])<<8 | uint(chunk[2])
		quad := []byte{base64Alphabet[v>>18&63], base64Alphabet[v>>12&63], base64Alphabet[v>>6&63], base64Alphabet[v&63]}
		for j := n + 1; j < 4; j++ {
			quad[j] = '='
		}
		out = append(out, quad...)
	}
	return out
}

// decodeBase64 is CPython's a2b_base64: outside strict mode, characters
// outside the alphabet are skipped and a complete pad ends the data.
func decodeBase64(data []byte, strict bool) ([]byte, error) {
	if strict && len(data) > 0 && data[0] == '=' {
		return nil, binasciiErr("Leading padding not allowed")
	}
	out := make([]byte, 0, len(data)/4*3+3)
	quadPos, pads := 0, 0
	var left byte
	paddingStarted := false
	for i, ch := range data {
		if ch == '=' {
			paddingStarted = true
			if quadPos >= 2 {
				pads++
				if quadPos+pads >= 4 {
					if strict && i+1 < len(data) {
						return nil, binasciiErr("Excess data after padding")
					}
					return out, nil
				}
			}
			continue
		}
		v := base64Values[ch]
		if v == 0xff {
			if strict {
				return nil, binasciiErr("Only base64 data is allowed")
			}
			continue
		}
		if strict && paddingStarted {
			return nil, binasciiErr("Discontinuous padding not allowed")
		}
		pads = 0
		switch quadPos {
		case 0:
			left = v
		case 1:
			out = append(out, left<<2|v>>4)
			left = v & 0x0f
		case 2:
			out = append(out, left<<4|v>>2)
			left = v & 0x03
		case 3:
			out = append(out, left<<6|v)
		}
		quadPos = (quadPos + 1) % 4
	}
	switch quadPos {
	case 0:
		return out, nil
	case 1:
		return nil, py.ExceptionNewf(binasciiError, "Invalid base64-encoded string: number of data characters (%d) cannot be 1 more than a multiple of 4", len(out)/3*4+1)
	}
	return nil, binasciiErr("Incorrect padding")
}

// hexlify is b2a_hex(data, sep, bytes_per_sep): a positive group size
// counts groups from the right, a negative one from the left.
func hexlify(data []byte, sep byte, hasSep bool, perSep int) []byte {
	digits := []byte(hex.EncodeToString(data))
	if !hasSep || perSep == 0 || len(data) == 0 {
		return digits
	}
	group := perSep
	fromLeft := group < 0
	if fromLeft {
		group = -group
	}
	out := make([]byte, 0, len(digits)+len(data)/group)
	for i := range data {
		var boundary bool
		if fromLeft {
			boundary = i > 0 && i%group == 0
		} else {
			boundary = i > 0 && (len(data)-i)%group == 0
		}
		if boundary {
			out = append(out, sep)
		}
		out = append(out, digits[2*i], digits[2*i+1])
	}
	return out
}

func unhexlify(data []byte) ([]byte, error) {
	if len(data)%2 != 0 {
		return nil, binasciiErr("Odd-length string")
	}
	out := make([]byte, len(data)/2)
	if _, err := hex.Decode(out, data); err != nil {
		return nil, binasciiErr("Non-hexadecimal digit found")
	}
	return out, nil
}

// hexSeparator reads hexlify's sep and bytes_per_sep arguments.
func hexSeparator(sepObj, perObj py.Object) (byte, bool, int, error) {
	if sepObj == nil || sepObj == py.None {
		return 0, false, 0, nil
	}
	var sep []byte
	switch s := sepObj.(type) {
	case py.String:
		sep = []byte(s)
	default:
		b, ok := bytesOf(sepObj)
		if !ok {
			return 0, false, 0, py.ExceptionNewf(py.TypeError, "sep must be str or bytes.")
		}
		sep = b
	}
	if len(sep) != 1 {
		return 0, false, 0, py.ExceptionNewf(py.ValueError, "sep must be length 1.")
	}
	if sep[0] >= 0x80 {
		return 0, false, 0, py.ExceptionNewf(py.ValueError, "sep must be ASCII.")
	}
	per := 1
	if perObj != nil {
		n, err := hashIntArg(perObj)
		if err != nil {
			return 0, false, 0, err
		}
		per = n
	}
	return sep[0], true, per, nil
}

// crcValue is a crc argument reduced to 32 bits, as CPython masks it.
func crcValue(o py.Object) (uint32, error) {
	if o == nil {
		return 0, nil
	}
	b, err := toBig(o)
	if err != nil {
		return 0, err
	}
	return uint32(new(big.Int).And(b, big.NewInt(0xffffffff)).Uint64()), nil
}

// crcHqx is the CRC-CCITT (polynomial 0x1021) binascii.crc_hqx computes.
func crcHqx(data []byte, crc uint16) uint16 {
	for _, b := range data {
		crc ^= uint16(b) << 8
		for i := 0; i < 8; i++ {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x1021
			} else {
				crc <<= 1
			}
		}
	}
	return crc
}

func installBinascii() {
	binasciiError.Dict["__module__"] = py.String("binascii")
	binasciiIncomplete.Dict["__module__"] = py.String("binascii")
	hexlifyFn := func(name string) *py.Method {
		return py.MustNewMethod(name, func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var data, sep, per py.Object
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|OO:"+name, []string{"data", "sep", "bytes_per_sep"}, &data, &sep, &per); err != nil {
				return nil, err
			}
			b, err := binasciiData(data)
			if err != nil {
				return nil, err
			}
			s, hasSep, n, err := hexSeparator(sep, per)
			if err != nil {
				return nil, err
			}
			return py.Bytes(hexlify(b, s, hasSep, n)), nil
		}, 0, "Hexadecimal representation of binary data.")
	}
	unhexlifyFn := func(name string) *py.Method {
		return py.MustNewMethod(name, func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var data py.Object
			if err := py.ParseTupleAndKeywords(args, kwargs, "O:"+name, []string{"hexstr"}, &data); err != nil {
				return nil, err
			}
			b, err := asciiData(data)
			if err != nil {
				return nil, err
			}
			out, err := unhexlify(b)
			if err != nil {
				return nil, err
			}
			return py.Bytes(out), nil
		}, 0, "Binary data of hexadecimal representation.")
	}
	methods := []*py.Method{
		hexlifyFn("hexlify"), hexlifyFn("b2a_hex"), unhexlifyFn("unhexlify"), unhexlifyFn("a2b_hex"),
		py.MustNewMethod("b2a_base64", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var data, newline py.Object = nil, py.True
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|$O:b2a_base64", []string{"data", "newline"}, &data, &newline); err != nil {
				return nil, err
			}
			b, err := binasciiData(data)
			if err != nil {
				return nil, err
			}
			out := encodeBase64(b)
			if nl, _ := py.MakeBool(newline); nl == py.True {
				out = append(out, '\n')
			}
			return py.Bytes(out), nil
		}, 0, "Base64-code line of data."),
		py.MustNewMethod("a2b_base64", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var data, strict py.Object = nil, py.False
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|$O:a2b_base64", []string{"data", "strict_mode"}, &data, &strict); err != nil {
				return nil, err
			}
			b, err := asciiData(data)
			if err != nil {
				return nil, err
			}
			s, _ := py.MakeBool(strict)
			out, err := decodeBase64(b, s == py.True)
			if err != nil {
				return nil, err
			}
			return py.Bytes(out), nil
		}, 0, "Decode a line of base64 data."),
		py.MustNewMethod("crc32", func(self py.Object, args py.Tuple) (py.Object, error) {
			var data, crc py.Object
			if err := py.UnpackTuple(args, nil, "crc32", 1, 2, &data, &crc); err != nil {
				return nil, err
			}
			b, err := binasciiData(data)
			if err != nil {
				return nil, err
			}
			start, err := crcValue(crc)
			if err != nil {
				return nil, err
			}
			return py.Int(crc32.Update(start, crc32.IEEETable, b)), nil
		}, 0, "Compute CRC-32 incrementally."),
		py.MustNewMethod("crc_hqx", func(self py.Object, args py.Tuple) (py.Object, error) {
			var data, crc py.Object
			if err := py.UnpackTuple(args, nil, "crc_hqx", 2, 2, &data, &crc); err != nil {
				return nil, err
			}
			b, err := binasciiData(data)
			if err != nil {
				return nil, err
			}
			start, err := crcValue(crc)
			if err != nil {
				return nil, err
			}
			return py.Int(crcHqx(b, uint16(start))), nil
		}, 0, "Compute CRC-CCITT incrementally."),
	}
	py.RegisterModule(&py.ModuleImpl{
		Info:    py.ModuleInfo{Name: "binascii", FileDesc: "<pylib binascii>"},
		Methods: methods,
		Globals: py.StringDict{"Error": binasciiError, "Incomplete": binasciiIncomplete},
	})
}
