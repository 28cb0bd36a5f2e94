package pylib

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"errors"
	"hash/adler32"
	"hash/crc32"
	"io"

	"github.com/go-python/gpython/py"
)

// zlib is Python's zlib module over Go's compress/* packages. crc32,
// adler32 and decompress give CPython's results exactly; compress makes
// a valid stream of the requested format (zlib, raw deflate or gzip by
// wbits) that any inflater reads back, but Go's deflate chooses its
// matches and blocks differently from zlib's, so the compressed bytes
// (and their length) can differ from CPython's for the same level.

var zlibError = py.ExceptionType.NewType("error", "zlib's error", nil, nil)

const (
	zlibMaxWbits     = 15
	zlibDefaultLevel = -1
)

// zlibFormat is the container wbits selects: 9..15 zlib, -9..-15 raw
// deflate, 25..31 gzip; for decompression 0 (the header's window) and
// 40..47 (zlib or gzip, whichever the header says) too.
type zlibFormat int

const (
	formatZlib zlibFormat = iota
	formatRaw
	formatGzip
	formatAuto
)

func zlibWbits(w int, decompress bool) (zlibFormat, error) {
	switch {
	case w >= 9 && w <= 15, decompress && w == 0:
		return formatZlib, nil
	case w >= -15 && w <= -9:
		return formatRaw, nil
	case w >= 25 && w <= 31:
		return formatGzip, nil
	case decompress && w >= 40 && w <= 47:
		return formatAuto, nil
	}
	return 0, py.ExceptionNewf(py.ValueError, "Invalid initialization option")
}

func zlibCompress(data []byte, level int, format zlibFormat) ([]byte, error) {
	if level < -1 || level > 9 {
		return nil, py.ExceptionNewf(zlibError, "Bad compression level")
	}
	var buf bytes.Buffer
	var w io.WriteCloser
	var err error
	switch format {
	case formatRaw:
		w, err = flate.NewWriter(&buf, level)
	case formatGzip:
		var g *gzip.Writer
		g, err = gzip.NewWriterLevel(&buf, level)
		if err == nil {
			g.OS = 3 // Unix, as CPython's zlib writes
		}
		w = g
	default:
		w, err = zlib.NewWriterLevel(&buf, level)
	}
	if err != nil {
		return nil, py.ExceptionNewf(zlibError, "%s", err)
	}
	if _, err := w.Write(data); err != nil {
		return nil, py.ExceptionNewf(zlibError, "%s", err)
	}
	if err := w.Close(); err != nil {
		return nil, py.ExceptionNewf(zlibError, "%s", err)
	}
	out := buf.Bytes()
	if format == formatGzip && len(out) > 9 {
		// zlib's gzip header: no modification time, XFL by level.
		out[4], out[5], out[6], out[7] = 0, 0, 0, 0
		switch level {
		case 9:
			out[8] = 2
		case 1:
			out[8] = 4
		default:
			out[8] = 0
		}
	}
	return out, nil
}

// zlibDecompress inflates one stream; rest is what follows its end. A
// stream that ends early is reported as errTruncated (which
// zlibReadError turns into zlib.error): a decompressobj waits for more.
func zlibDecompress(data []byte, format zlibFormat) (out, rest []byte, err error) {
	if format == formatAuto {
		format = formatZlib
		if len(data) >= 2 && data[0] == 0x1f && data[1] == 0x8b {
			format = formatGzip
		}
	}
	rd := bytes.NewReader(data)
	var r io.ReadCloser
	switch format {
	case formatRaw:
		r = flate.NewReader(rd)
	case formatGzip:
		g, gerr := gzip.NewReader(rd)
		if gerr != nil {
			return nil, nil, zlibFailure(gerr)
		}
		g.Multistream(false)
		r = g
	default:
		z, zerr := zlib.NewReader(rd)
		if zerr != nil {
			return nil, nil, zlibFailure(zerr)
		}
		r = z
	}
	out, err = io.ReadAll(r)
	if err != nil {
		return nil, nil, zlibFailure(err)
	}
	return out, data[len(data)-rd.Len():], nil
}

// errTruncated is a stream that ended before its end marker.
var errTruncated = errors.New("truncated stream")

// zlibFailure is errTruncated for a stream cut short, else zlib.error.
func zlibFailure(err error) error {
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		return errTruncated
	}
	return zlibReadError(err)
}

func zlibReadError(err error) error {
	if exceptionOf(err) != nil {
		return err // already zlib.error
	}
	switch {
	case errors.Is(err, errTruncated):
		return py.ExceptionNewf(zlibError, "Error -5 while decompressing data: incomplete or truncated stream")
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return py.ExceptionNewf(zlibError, "Error -5 while decompressing data: incomplete or truncated stream")
	case errors.Is(err, zlib.ErrHeader), errors.Is(err, gzip.ErrHeader):
		return py.ExceptionNewf(zlibError, "Error -3 while decompressing data: incorrect header check")
	case errors.Is(err, zlib.ErrChecksum), errors.Is(err, gzip.ErrChecksum):
		return py.ExceptionNewf(zlibError, "Error -3 while decompressing data: incorrect data check")
	}
	return py.ExceptionNewf(zlibError, "Error -3 while decompressing data: invalid stored block lengths")
}

func zlibData(o py.Object, fn string) ([]byte, error) {
	if b, ok := bytesOf(o); ok {
		return b, nil
	}
	if v, ok := unbox(o); ok {
		if b, ok := bytesOf(v); ok {
			return b, nil
		}
	}
	return nil, py.ExceptionNewf(py.TypeError, "a bytes-like object is required, not '%s'", o.Type().Name)
}

func zlibInt(o py.Object, dflt int) (int, error) {
	if o == nil {
		return dflt, nil
	}
	return py.MakeGoInt(o)
}

// zlibStream is a compressobj or decompressobj: the data given so far is
// kept and worked on whole, which gives the same bytes overall as
// CPython's incremental objects (compress() returns b"" until flush()).
type zlibStream struct {
	compress bool
	level    int
	format   zlibFormat
	pending  []byte
	done     bool
	unused   []byte
}

var zlibCompressType = py.NewType("Compress", "zlib compression object")
var zlibDecompressType = py.NewType("Decompress", "zlib decompression object")

func (s *zlibStream) Type() *py.Type {
	if s.compress {
		return zlibCompressType
	}
	return zlibDecompressType
}

func installZlib() {
	zlibError.Dict["__module__"] = py.String("zlib")
	self2stream := func(o py.Object) *zlibStream { return o.(*zlibStream) }
	zlibCompressType.Dict["compress"] = py.MustNewMethod("compress", func(self, data py.Object) (py.Object, error) {
		s := self2stream(self)
		b, err := zlibData(data, "compress")
		if err != nil {
			return nil, err
		}
		if s.done {
			return nil, py.ExceptionNewf(zlibError, "Error -2 while compressing data: inconsistent stream state")
		}
		s.pending = append(s.pending, b...)
		return py.Bytes{}, nil
	}, 0, "")
	zlibCompressType.Dict["flush"] = py.MustNewMethod("flush", func(self py.Object, args py.Tuple) (py.Object, error) {
		s := self2stream(self)
		mode := 4
		if len(args) > 0 {
			m, err := py.MakeGoInt(args[0])
			if err != nil {
				return nil, err
			}
			mode = m
		}
		if mode != 4 || s.done {
			return py.Bytes{}, nil
		}
		s.done = true
		out, err := zlibCompress(s.pending, s.level, s.format)
		s.pending = nil
		return py.Bytes(out), err
	}, 0, "")
	zlibDecompressType.Dict["decompress"] = py.MustNewMethod("decompress", func(self py.Object, args py.Tuple) (py.Object, error) {
		s := self2stream(self)
		if len(args) < 1 {
			return nil, py.ExceptionNewf(py.TypeError, "decompress() missing required argument 'data' (pos 1)")
		}
		b, err := zlibData(args[0], "decompress")
		if err != nil {
			return nil, err
		}
		if s.done {
			s.unused = append(s.unused, b...)
			return py.Bytes{}, nil
		}
		s.pending = append(s.pending, b...)
		out, rest, err := zlibDecompress(s.pending, s.format)
		if errors.Is(err, errTruncated) {
			return py.Bytes{}, nil // more input to come
		}
		if err != nil {
			return nil, err
		}
		s.done = true
		s.unused = append([]byte(nil), rest...)
		s.pending = nil
		return py.Bytes(out), nil
	}, 0, "")
	zlibDecompressType.Dict["flush"] = py.MustNewMethod("flush", func(self py.Object, args py.Tuple) (py.Object, error) {
		return py.Bytes{}, nil
	}, 0, "")
	zlibDecompressType.Dict["eof"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.NewBool(self2stream(self).done), nil }}
	zlibDecompressType.Dict["unused_data"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.Bytes(self2stream(self).unused), nil }}
	zlibDecompressType.Dict["unconsumed_tail"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.Bytes{}, nil }}

	methods := []*py.Method{
		py.MustNewMethod("compress", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var data, level, wbits py.Object
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|OO:compress", []string{"data", "level", "wbits"}, &data, &level, &wbits); err != nil {
				return nil, err
			}
			b, err := zlibData(data, "compress")
			if err != nil {
				return nil, err
			}
			lv, err := zlibInt(level, zlibDefaultLevel)
			if err != nil {
				return nil, err
			}
			wb, err := zlibInt(wbits, zlibMaxWbits)
			if err != nil {
				return nil, err
			}
			format, err := zlibWbits(wb, false)
			if err != nil {
				return nil, err
			}
			out, err := zlibCompress(b, lv, format)
			return py.Bytes(out), err
		}, 0, "compress(data, /, level=-1, wbits=15) -> compressed bytes"),
		py.MustNewMethod("decompress", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var data, wbits, bufsize py.Object
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|OO:decompress", []string{"data", "wbits", "bufsize"}, &data, &wbits, &bufsize); err != nil {
				return nil, err
			}
			b, err := zlibData(data, "decompress")
			if err != nil {
				return nil, err
			}
			wb, err := zlibInt(wbits, zlibMaxWbits)
			if err != nil {
				return nil, err
			}
			format, err := zlibWbits(wb, true)
			if err != nil {
				return nil, err
			}
			out, _, err := zlibDecompress(b, format)
			if err != nil {
				return nil, zlibReadError(err)
			}
			return py.Bytes(out), nil
		}, 0, "decompress(data, /, wbits=15, bufsize=16384) -> the inflated bytes"),
		py.MustNewMethod("crc32", func(self py.Object, args py.Tuple) (py.Object, error) {
			var data, start py.Object
			if err := py.UnpackTuple(args, nil, "crc32", 1, 2, &data, &start); err != nil {
				return nil, err
			}
			b, err := zlibData(data, "crc32")
			if err != nil {
				return nil, err
			}
			v, err := crcValue(start)
			if err != nil {
				return nil, err
			}
			return py.Int(crc32.Update(v, crc32.IEEETable, b)), nil
		}, 0, "crc32(data, value=0) -> CRC-32 checksum"),
		py.MustNewMethod("adler32", func(self py.Object, args py.Tuple) (py.Object, error) {
			var data, start py.Object
			if err := py.UnpackTuple(args, nil, "adler32", 1, 2, &data, &start); err != nil {
				return nil, err
			}
			b, err := zlibData(data, "adler32")
			if err != nil {
				return nil, err
			}
			v := uint32(1)
			if start != nil {
				s, err := crcValue(start)
				if err != nil {
					return nil, err
				}
				v = s
			}
			return py.Int(adler32Update(v, b)), nil
		}, 0, "adler32(data, value=1) -> Adler-32 checksum"),
		py.MustNewMethod("compressobj", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var level, method, wbits, memLevel, strategy, zdict py.Object
			if err := py.ParseTupleAndKeywords(args, kwargs, "|OOOOOO:compressobj", []string{"level", "method", "wbits", "memLevel", "strategy", "zdict"}, &level, &method, &wbits, &memLevel, &strategy, &zdict); err != nil {
				return nil, err
			}
			lv, err := zlibInt(level, zlibDefaultLevel)
			if err != nil {
				return nil, err
			}
			wb, err := zlibInt(wbits, zlibMaxWbits)
			if err != nil {
				return nil, err
			}
			format, err := zlibWbits(wb, false)
			if err != nil {
				return nil, err
			}
			if lv < -1 || lv > 9 {
				return nil, py.ExceptionNewf(py.ValueError, "Invalid initialization option")
			}
			return &zlibStream{compress: true, level: lv, format: format}, nil
		}, 0, "compressobj(level=-1, method=8, wbits=15, ...) -> a compression object"),
		py.MustNewMethod("decompressobj", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var wbits, zdict py.Object
			if err := py.ParseTupleAndKeywords(args, kwargs, "|OO:decompressobj", []string{"wbits", "zdict"}, &wbits, &zdict); err != nil {
				return nil, err
			}
			wb, err := zlibInt(wbits, zlibMaxWbits)
			if err != nil {
				return nil, err
			}
			format, err := zlibWbits(wb, true)
			if err != nil {
				return nil, err
			}
			return &zlibStream{format: format}, nil
		}, 0, "decompressobj(wbits=15) -> a decompression object"),
	}
	py.RegisterModule(&py.ModuleImpl{
		Info:    py.ModuleInfo{Name: "zlib", FileDesc: "<pylib zlib>"},
		Methods: methods,
		Globals: py.StringDict{
			"error":                 zlibError,
			"MAX_WBITS":             py.Int(zlibMaxWbits),
			"DEFLATED":              py.Int(8),
			"DEF_MEM_LEVEL":         py.Int(8),
			"DEF_BUF_SIZE":          py.Int(16384),
			"Z_NO_COMPRESSION":      py.Int(0),
			"Z_BEST_SPEED":          py.Int(1),
			"Z_BEST_COMPRESSION":    py.Int(9),
			"Z_DEFAULT_COMPRESSION": py.Int(-1),
			"Z_FILTERED":            py.Int(1),
			"Z_HUFFMAN_ONLY":        py.Int(2),
			"Z_RLE":                 py.Int(3),
			"Z_FIXED":               py.Int(4),
			"Z_DEFAULT_STRATEGY":    py.Int(0),
			"Z_NO_FLUSH":            py.Int(0),
			"Z_PARTIAL_FLUSH":       py.Int(1),
			"Z_SYNC_FLUSH":          py.Int(2),
			"Z_FULL_FLUSH":          py.Int(3),
			"Z_FINISH":              py.Int(4),
			"Z_BLOCK":               py.Int(5),
			"Z_TREES":               py.Int(6),
			"ZLIB_VERSION":          py.String("1.2.13"),
			"ZLIB_RUNTIME_VERSION":  py.String("1.2.13"),
		},
	})
}

// adler32Update continues an Adler-32 checksum from v (hash/adler32
// starts only from 1).
func adler32Update(v uint32, p []byte) uint32 {
	if v == 1 {
		return adler32.Checksum(p)
	}
	const mod = 65521
	s1, s2 := v&0xffff, v>>16
	for len(p) > 0 {
		n := min(len(p), 5552)
		for _, c := range p[:n] {
			s1 += uint32(c)
			s2 += s1
		}
		s1 %= mod
		s2 %= mod
		p = p[n:]
	}
	return s2<<16 | s1
}
