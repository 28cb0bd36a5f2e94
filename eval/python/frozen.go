package python

import (
	"crypto/sha256"
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/big"
	"sync"

	"github.com/go-python/gpython/py"
)

// Compiling the prelude and the pure-Python modules was most of what a
// session cost before its first cell: gpython's parser is slow, and every
// eval worker is a fresh process that would compile them again. They are
// compiled once, ahead of time (go generate), into frozenCode; a source
// is taken from there only when its text and name are exactly those that
// were compiled, so a stale file costs time, never correctness.
//
//go:generate env RLM_UPDATE_FROZEN=1 go test -run TestFrozenCodeIsCurrent .
//go:embed frozen_code.bin
var frozenCode []byte

// frozenKey names one compiled source.
type frozenKey [sha256.Size]byte

func frozenKeyOf(src, name string) frozenKey {
	h := sha256.New()
	h.Write([]byte(name))
	h.Write([]byte{0})
	h.Write([]byte(src))
	var k frozenKey
	h.Sum(k[:0])
	return k
}

// frozenIndex maps each key to its encoded code in frozenCode; entries are
// decoded on first use and kept (code objects are never written to after
// compilation, so sessions share them as they share module code). names
// lets a source under any other name (every cell) skip the hashing.
var frozenIndex = sync.OnceValue(func() (idx frozenSet) {
	idx = frozenSet{names: map[string]bool{}, entries: map[frozenKey]*frozenEntry{}}
	b := frozenCode
	for len(b) > 0 {
		nameLen, w := binary.Uvarint(b)
		if w <= 0 || uint64(len(b)-w) < nameLen+sha256.Size+4 {
			return frozenSet{}
		}
		name := string(b[w : w+int(nameLen)])
		b = b[w+int(nameLen):]
		var k frozenKey
		copy(k[:], b)
		n := binary.LittleEndian.Uint32(b[sha256.Size:])
		b = b[sha256.Size+4:]
		if uint64(n) > uint64(len(b)) {
			return frozenSet{}
		}
		idx.names[name] = true
		idx.entries[k] = &frozenEntry{enc: b[:n]}
		b = b[n:]
	}
	return idx
})

type frozenSet struct {
	names   map[string]bool
	entries map[frozenKey]*frozenEntry
}

type frozenEntry struct {
	enc  []byte
	once sync.Once
	code *py.Code
}

// frozen returns the precompiled code of src named name, or nil.
func frozen(src, name string) *py.Code {
	if !useFrozen {
		return nil
	}
	idx := frozenIndex()
	if !idx.names[name] {
		return nil
	}
	e := idx.entries[frozenKeyOf(src, name)]
	if e == nil {
		return nil
	}
	e.once.Do(func() {
		d := codeDecoder{b: e.enc}
		if c, err := d.code(); err == nil && len(d.b) == 0 {
			e.code = c
		}
	})
	return e.code
}

// appendFrozen appends one entry for code compiled from src named name.
func appendFrozen(out []byte, src, name string, code *py.Code) ([]byte, error) {
	var enc codeEncoder
	if err := enc.code(code); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	k := frozenKeyOf(src, name)
	out = binary.AppendUvarint(out, uint64(len(name)))
	out = append(out, name...)
	out = append(out, k[:]...)
	out = binary.LittleEndian.AppendUint32(out, uint32(len(enc.b)))
	return append(out, enc.b...), nil
}

// Tags of the encoding: one byte before each constant.
const (
	tagNone = iota + 1
	tagTrue
	tagFalse
	tagEllipsis
	tagInt
	tagBigInt
	tagFloat
	tagComplex
	tagString
	tagBytes
	tagTuple
	tagCode
	tagNilBytes
)

type codeEncoder struct{ b []byte }

func (e *codeEncoder) uint(v uint64) { e.b = binary.AppendUvarint(e.b, v) }
func (e *codeEncoder) int(v int64)   { e.b = binary.AppendVarint(e.b, v) }
func (e *codeEncoder) str(s string)  { e.uint(uint64(len(s))); e.b = append(e.b, s...) }

// strs writes a nil slice as 0 and others as their length + 1: a decoded
// code must equal the compiled one, nil slices included.
func (e *codeEncoder) strs(s []string) {
	if s == nil {
		e.uint(0)
		return
	}
	e.uint(uint64(len(s)) + 1)
	for _, x := range s {
		e.str(x)
	}
}

func (e *codeEncoder) code(c *py.Code) error {
	for _, v := range []int32{c.Argcount, c.Kwonlyargcount, c.Nlocals, c.Stacksize, c.Flags, c.Firstlineno} {
		e.int(int64(v))
	}
	e.str(c.Code)
	e.strs(c.Names)
	e.strs(c.Varnames)
	e.strs(c.Freevars)
	e.strs(c.Cellvars)
	if c.Cell2arg == nil {
		e.uint(0)
	} else {
		e.uint(1)
		e.str(string(c.Cell2arg))
	}
	e.str(c.Filename)
	e.str(c.Name)
	e.str(c.Lnotab)
	if c.Consts == nil {
		e.uint(0)
		return nil
	}
	e.uint(uint64(len(c.Consts)) + 1)
	for _, o := range c.Consts {
		if err := e.object(o); err != nil {
			return err
		}
	}
	return nil
}

func (e *codeEncoder) object(o py.Object) error {
	switch x := o.(type) {
	case py.NoneType:
		e.b = append(e.b, tagNone)
	case py.Bool:
		if x {
			e.b = append(e.b, tagTrue)
		} else {
			e.b = append(e.b, tagFalse)
		}
	case py.EllipsisType:
		e.b = append(e.b, tagEllipsis)
	case py.Int:
		e.b = append(e.b, tagInt)
		e.int(int64(x))
	case *py.BigInt:
		e.b = append(e.b, tagBigInt)
		e.str((*big.Int)(x).String())
	case py.Float:
		e.b = append(e.b, tagFloat)
		e.uint(math.Float64bits(float64(x)))
	case py.Complex:
		e.b = append(e.b, tagComplex)
		e.uint(math.Float64bits(real(x)))
		e.uint(math.Float64bits(imag(x)))
	case py.String:
		e.b = append(e.b, tagString)
		e.str(string(x))
	case py.Bytes:
		if x == nil {
			e.b = append(e.b, tagNilBytes)
			break
		}
		e.b = append(e.b, tagBytes)
		e.str(string(x))
	case py.Tuple:
		e.b = append(e.b, tagTuple)
		e.uint(uint64(len(x)))
		for _, it := range x {
			if err := e.object(it); err != nil {
				return err
			}
		}
	case *py.Code:
		e.b = append(e.b, tagCode)
		return e.code(x)
	default:
		return fmt.Errorf("a constant of type %T cannot be frozen", o)
	}
	return nil
}

var errFrozenCorrupt = errors.New("frozen code is corrupt")

type codeDecoder struct {
	b   []byte
	err error
}

func (d *codeDecoder) uint() uint64 {
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.err, d.b = errFrozenCorrupt, nil
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *codeDecoder) int() int64 {
	v, n := binary.Varint(d.b)
	if n <= 0 {
		d.err, d.b = errFrozenCorrupt, nil
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *codeDecoder) str() string {
	n := d.uint()
	if n > uint64(len(d.b)) {
		d.err, d.b = errFrozenCorrupt, nil
		return ""
	}
	s := string(d.b[:n])
	d.b = d.b[n:]
	return s
}

func (d *codeDecoder) strs() []string {
	n := d.uint()
	if n == 0 {
		return nil
	}
	n--
	if n > uint64(len(d.b)) {
		d.err, d.b = errFrozenCorrupt, nil
		return nil
	}
	out := make([]string, n)
	for i := range out {
		out[i] = d.str()
	}
	return out
}

func (d *codeDecoder) code() (*py.Code, error) {
	var f [6]int32
	for i := range f {
		f[i] = int32(d.int())
	}
	c := &py.Code{Argcount: f[0], Kwonlyargcount: f[1], Nlocals: f[2], Stacksize: f[3], Flags: f[4], Firstlineno: f[5]}
	c.Code = d.str()
	c.Names = d.strs()
	c.Varnames = d.strs()
	c.Freevars = d.strs()
	c.Cellvars = d.strs()
	if d.uint() == 1 {
		c.Cell2arg = []byte(d.str())
	}
	c.Filename = d.str()
	c.Name = d.str()
	c.Lnotab = d.str()
	n := d.uint()
	if n == 0 {
		return c, d.err
	}
	n--
	if n > uint64(len(d.b)) {
		return nil, errFrozenCorrupt
	}
	c.Consts = make(py.Tuple, n)
	for i := range c.Consts {
		o, err := d.object()
		if err != nil {
			return nil, err
		}
		c.Consts[i] = o
	}
	return c, d.err
}

func (d *codeDecoder) object() (py.Object, error) {
	if len(d.b) == 0 {
		return nil, errFrozenCorrupt
	}
	tag := d.b[0]
	d.b = d.b[1:]
	switch tag {
	case tagNone:
		return py.None, nil
	case tagTrue:
		return py.True, nil
	case tagFalse:
		return py.False, nil
	case tagEllipsis:
		return py.Ellipsis, nil
	case tagInt:
		return py.Int(d.int()), d.err
	case tagBigInt:
		v, ok := new(big.Int).SetString(d.str(), 10)
		if !ok {
			return nil, errFrozenCorrupt
		}
		return (*py.BigInt)(v), d.err
	case tagFloat:
		return py.Float(math.Float64frombits(d.uint())), d.err
	case tagComplex:
		re := math.Float64frombits(d.uint())
		return py.Complex(complex(re, math.Float64frombits(d.uint()))), d.err
	case tagString:
		return py.String(d.str()), d.err
	case tagBytes:
		return py.Bytes(d.str()), d.err
	case tagNilBytes:
		return py.Bytes(nil), nil
	case tagTuple:
		n := d.uint()
		if n > uint64(len(d.b)) {
			return nil, errFrozenCorrupt
		}
		t := make(py.Tuple, n)
		for i := range t {
			o, err := d.object()
			if err != nil {
				return nil, err
			}
			t[i] = o
		}
		return t, nil
	case tagCode:
		return d.code()
	}
	return nil, errFrozenCorrupt
}
