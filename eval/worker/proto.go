package worker

import (
	"bufio"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/rlm-go/rlm/eval"
)

// The protocol between the engine (parent) and a worker (child) runs over a
// Unix stream socket that is the child's fd 3, never over its stdin, stdout
// or stderr: whatever the interpreter writes to fd 1 or 2 cannot be taken
// for a message, and cannot reach the engine's own output.
//
// A frame is a 4-byte little-endian length n, then n bytes: one op byte and
// its payload. Payloads are built with enc and read with dec below; host
// call arguments and results are encoded as tagged values, so the JSON
// shapes eval.Host promises (string, int64, float64, bool, nil, []any,
// map[string]any) keep their exact Go types, and strings keep their exact
// bytes (JSON would replace invalid UTF-8).

// Ops sent by the parent.
const (
	opInit      byte = 'I' // config, contexts (their fds ride along as SCM_RIGHTS)
	opExec      byte = 'E' // code
	opReply     byte = 'R' // id, error flag, value or error text
	opInterrupt byte = 'X' // stop the running cell
)

// Ops sent by the child.
const (
	opHello  byte = 'H' // the backend is open; version
	opReady  byte = 'Y' // the session is open
	opFatal  byte = 'F' // the worker cannot go on; message
	opCall   byte = 'C' // id, name, args
	opCancel byte = 'Z' // id: the caller stopped waiting
	opResult byte = 'D' // the cell's eval.Result
)

// protocolName names this protocol's version in a worker's hello, so that a
// worker program of another build ($RLM_WORKER) is refused, not misread.
const protocolName = "rlm-worker-protocol/1"

func helloText(backendVersion string) string { return protocolName + " " + backendVersion }

// maxControlFrame bounds frames that carry no user data (hello, ready,
// fatal, cancel).
const maxControlFrame = 64 << 10

var errFrameTooBig = errors.New("frame exceeds its size limit")

// frame builds one frame in place: the length is patched in by bytes().
type enc struct{ b []byte }

func newFrame(op byte, sizeHint int) *enc {
	e := &enc{b: make([]byte, 5, 5+sizeHint)}
	e.b[4] = op
	return e
}

func (e *enc) bytes() []byte {
	binary.LittleEndian.PutUint32(e.b[:4], uint32(len(e.b)-4))
	return e.b
}

func (e *enc) uvarint(v uint64) { e.b = binary.AppendUvarint(e.b, v) }
func (e *enc) varint(v int64)   { e.b = binary.AppendVarint(e.b, v) }
func (e *enc) str(s string)     { e.uvarint(uint64(len(s))); e.b = append(e.b, s...) }
func (e *enc) flag(v bool) {
	if v {
		e.b = append(e.b, 1)
	} else {
		e.b = append(e.b, 0)
	}
}

// Value tags.
const (
	tagNil byte = iota
	tagFalse
	tagTrue
	tagInt64
	tagInt
	tagFloat
	tagString
	tagList
	tagStrings
	tagMap
)

// value encodes v, a JSON-shaped value. Anything else goes through
// encoding/json first, as a host in another process would have seen it.
func (e *enc) value(v any) error {
	return e.valueDepth(v, 0)
}

// maxValueDepth stops a value that contains itself.
const maxValueDepth = 1000

func (e *enc) valueDepth(v any, depth int) error {
	if depth > maxValueDepth {
		return fmt.Errorf("value nests deeper than %d levels", maxValueDepth)
	}
	switch x := v.(type) {
	case nil:
		e.b = append(e.b, tagNil)
	case bool:
		if x {
			e.b = append(e.b, tagTrue)
		} else {
			e.b = append(e.b, tagFalse)
		}
	case int64:
		e.b = append(e.b, tagInt64)
		e.varint(x)
	case int:
		e.b = append(e.b, tagInt)
		e.varint(int64(x))
	case float64:
		e.b = append(e.b, tagFloat)
		e.b = binary.LittleEndian.AppendUint64(e.b, math.Float64bits(x))
	case string:
		e.b = append(e.b, tagString)
		e.str(x)
	case []string:
		e.b = append(e.b, tagStrings)
		e.uvarint(uint64(len(x)))
		for _, s := range x {
			e.str(s)
		}
	case []any:
		e.b = append(e.b, tagList)
		e.uvarint(uint64(len(x)))
		for _, it := range x {
			if err := e.valueDepth(it, depth+1); err != nil {
				return err
			}
		}
	case map[string]any:
		e.b = append(e.b, tagMap)
		e.uvarint(uint64(len(x)))
		for k, it := range x {
			e.str(k)
			if err := e.valueDepth(it, depth+1); err != nil {
				return err
			}
		}
	default:
		plain, err := viaJSON(v)
		if err != nil {
			return fmt.Errorf("a %T cannot be sent between processes: %v", v, err)
		}
		return e.valueDepth(plain, depth+1)
	}
	return nil
}

func viaJSON(v any) (any, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	d := json.NewDecoder(strings.NewReader(string(b)))
	d.UseNumber()
	var out any
	if err := d.Decode(&out); err != nil {
		return nil, err
	}
	return plainJSON(out), nil
}

// plainJSON turns json.Number into int64 or float64, as eval.Host promises.
func plainJSON(v any) any {
	switch x := v.(type) {
	case json.Number:
		if n, err := strconv.ParseInt(string(x), 10, 64); err == nil {
			return n
		}
		f, _ := strconv.ParseFloat(string(x), 64)
		return f
	case []any:
		for i := range x {
			x[i] = plainJSON(x[i])
		}
	case map[string]any:
		for k := range x {
			x[k] = plainJSON(x[k])
		}
	}
	return v
}

// dec reads one frame's payload; the first error sticks and later reads
// return zero values.
type dec struct {
	b   []byte
	err error
}

var errShort = errors.New("truncated frame")

func (d *dec) fail(err error) {
	if d.err == nil {
		d.err = err
	}
	d.b = nil
}

func (d *dec) uvarint() uint64 {
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.fail(errShort)
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *dec) varint() int64 {
	v, n := binary.Varint(d.b)
	if n <= 0 {
		d.fail(errShort)
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *dec) byte() byte {
	if len(d.b) < 1 {
		d.fail(errShort)
		return 0
	}
	c := d.b[0]
	d.b = d.b[1:]
	return c
}

func (d *dec) flag() bool { return d.byte() != 0 }

func (d *dec) str() string {
	n := d.uvarint()
	if n > uint64(len(d.b)) {
		d.fail(errShort)
		return ""
	}
	s := string(d.b[:n])
	d.b = d.b[n:]
	return s
}

// count reads a collection's length, which cannot exceed the bytes left:
// every element takes at least one.
func (d *dec) count() int {
	n := d.uvarint()
	if n > uint64(len(d.b)) {
		d.fail(errShort)
		return 0
	}
	return int(n)
}

func (d *dec) value(depth int) any {
	if depth > maxValueDepth {
		d.fail(errors.New("value nests too deep"))
		return nil
	}
	switch tag := d.byte(); tag {
	case tagNil:
		return nil
	case tagFalse:
		return false
	case tagTrue:
		return true
	case tagInt64:
		return d.varint()
	case tagInt:
		return int(d.varint())
	case tagFloat:
		if len(d.b) < 8 {
			d.fail(errShort)
			return nil
		}
		f := math.Float64frombits(binary.LittleEndian.Uint64(d.b))
		d.b = d.b[8:]
		return f
	case tagString:
		return d.str()
	case tagStrings:
		out := make([]string, d.count())
		for i := range out {
			out[i] = d.str()
		}
		return out
	case tagList:
		out := make([]any, d.count())
		for i := range out {
			out[i] = d.value(depth + 1)
		}
		return out
	case tagMap:
		n := d.count()
		out := make(map[string]any, n)
		for range n {
			k := d.str()
			out[k] = d.value(depth + 1)
		}
		return out
	default:
		if d.err == nil {
			d.fail(fmt.Errorf("unknown value tag %d", tag))
		}
		return nil
	}
}

func (d *dec) args() map[string]any {
	m, ok := d.value(0).(map[string]any)
	if !ok && d.err == nil {
		d.fail(errors.New("call arguments are not a map"))
	}
	return m
}

// readFrame reads one frame whose op may be at most limit(op) bytes long.
func readFrame(r *bufio.Reader, limit func(op byte) int) (byte, []byte, error) {
	var hdr [5]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil {
		return 0, nil, err
	}
	n := int(binary.LittleEndian.Uint32(hdr[:4]))
	op := hdr[4]
	if n < 1 {
		return 0, nil, errShort
	}
	if n > limit(op) {
		return op, nil, fmt.Errorf("op %q: %d bytes: %w", op, n, errFrameTooBig)
	}
	body := make([]byte, n-1)
	if _, err := io.ReadFull(r, body); err != nil {
		return 0, nil, err
	}
	return op, body, nil
}

// Result encoding, child to parent.

func encodeResult(res eval.Result) []byte {
	e := newFrame(opResult, len(res.Stdout)+len(res.Stderr)+len(res.Error)+64)
	e.str(res.Stdout)
	e.str(res.Stderr)
	e.str(res.Error)
	e.flag(res.TimedOut)
	e.flag(res.Restarted)
	e.flag(res.Final != nil)
	if f := res.Final; f != nil {
		e.str(f.Answer)
		e.flag(f.Failed)
		e.str(f.Source)
	}
	e.str(res.FinalInvalid)
	e.varint(int64(res.Duration))
	names := slices.Sorted(maps.Keys(res.Locals))
	e.varint(int64(len(names)))
	for _, k := range names {
		e.str(k)
		e.str(res.Locals[k])
	}
	return e.bytes()
}

func decodeResult(b []byte) (eval.Result, error) {
	d := &dec{b: b}
	var res eval.Result
	res.Stdout = d.str()
	res.Stderr = d.str()
	res.Error = d.str()
	res.TimedOut = d.flag()
	res.Restarted = d.flag()
	if d.flag() {
		res.Final = &eval.Final{Answer: d.str(), Failed: d.flag(), Source: d.str()}
	}
	res.FinalInvalid = d.str()
	res.Duration = time.Duration(d.varint())
	if n := d.varint(); n > 0 && d.err == nil {
		res.Locals = make(map[string]string, min(n, 1<<16))
		for i := int64(0); i < n && d.err == nil; i++ {
			k := d.str()
			res.Locals[k] = d.str()
		}
	}
	return res, d.err
}

// initMsg is what a worker needs to open its session.
type initMsg struct {
	CellTimeout   time.Duration
	MaxOutput     int
	MemoryLimit   int64
	CPULimit      time.Duration
	FileSizeLimit int64
	Workdir       string
	// ContextSizes are the byte lengths of the contexts; their files are
	// the frame's SCM_RIGHTS descriptors, in order.
	ContextSizes []int64
}

func encodeInit(m initMsg) []byte {
	e := newFrame(opInit, 64+8*len(m.ContextSizes)+len(m.Workdir))
	e.varint(int64(m.CellTimeout))
	e.varint(int64(m.MaxOutput))
	e.varint(m.MemoryLimit)
	e.varint(int64(m.CPULimit))
	e.varint(m.FileSizeLimit)
	e.str(m.Workdir)
	e.uvarint(uint64(len(m.ContextSizes)))
	for _, n := range m.ContextSizes {
		e.varint(n)
	}
	return e.bytes()
}

func decodeInit(b []byte) (initMsg, error) {
	d := &dec{b: b}
	var m initMsg
	m.CellTimeout = time.Duration(d.varint())
	m.MaxOutput = int(d.varint())
	m.MemoryLimit = d.varint()
	m.CPULimit = time.Duration(d.varint())
	m.FileSizeLimit = d.varint()
	m.Workdir = d.str()
	m.ContextSizes = make([]int64, d.count())
	for i := range m.ContextSizes {
		m.ContextSizes[i] = d.varint()
	}
	return m, d.err
}

func encodeCall(id uint64, name string, args map[string]any) ([]byte, error) {
	e := newFrame(opCall, 64)
	e.uvarint(id)
	e.str(name)
	if err := e.value(args); err != nil {
		return nil, err
	}
	return e.bytes(), nil
}

func encodeReply(id uint64, v any, callErr error) []byte {
	e := newFrame(opReply, 64)
	e.uvarint(id)
	if callErr == nil {
		e.flag(false)
		if err := e.value(v); err == nil {
			return e.bytes()
		} else {
			callErr = fmt.Errorf("the host returned a value the worker cannot receive: %v", err)
		}
		e = newFrame(opReply, 64)
		e.uvarint(id)
	}
	e.flag(true)
	e.str(callErr.Error())
	return e.bytes()
}

func encodeString(op byte, s string) []byte {
	e := newFrame(op, len(s)+8)
	e.str(s)
	return e.bytes()
}

func encodeID(op byte, id uint64) []byte {
	e := newFrame(op, 8)
	e.uvarint(id)
	return e.bytes()
}
