package python

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"sort"
	"strings"
	"time"

	"github.com/go-python/gpython/py"
)

// capture keeps at most max bytes of a cell's output and counts the rest.
type capture struct {
	max     int
	b       strings.Builder
	dropped int
}

func newCapture(max int) *capture { return &capture{max: max} }

func (c *capture) reset() { c.b.Reset(); c.dropped = 0 }

func (c *capture) write(s string) {
	room := c.max - c.b.Len()
	if room >= len(s) {
		c.b.WriteString(s)
		return
	}
	if room > 0 {
		c.b.WriteString(s[:room])
		s = s[room:]
	}
	c.dropped += len(s)
}

func (c *capture) String() string {
	if c.dropped == 0 {
		return c.b.String()
	}
	return c.b.String() + fmt.Sprintf("\n[output truncated: %d more bytes dropped]\n", c.dropped)
}

// stream is what sys.stdout and sys.stderr are in a session.
type stream struct {
	c *capture
}

var streamType = py.NewType("TextIOWrapper", "output captured by the rlm session")

func init() {
	streamType.Dict["write"] = py.MustNewMethod("write", func(self py.Object, args py.Tuple) (py.Object, error) {
		var o py.Object
		if err := py.UnpackTuple(args, nil, "write", 1, 1, &o); err != nil {
			return nil, err
		}
		s, ok := o.(py.String)
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "write() argument must be str, not %s", o.Type().Name)
		}
		self.(*stream).c.write(string(s))
		return py.Int(len([]rune(string(s)))), nil
	}, 0, "write(s) appends s to the captured output")
	streamType.Dict["flush"] = py.MustNewMethod("flush", func(self py.Object, args py.Tuple) (py.Object, error) {
		return py.None, nil
	}, 0, "flush() does nothing")
}

func (s *stream) Type() *py.Type { return streamType }

// installIO points sys at the instance's captures.
func (s *instance) installIO() {
	sys := s.ip.store.MustGetModule("sys")
	out, errw := &stream{s.stdout}, &stream{s.stderr}
	sys.Globals["stdout"], sys.Globals["__stdout__"] = out, out
	sys.Globals["stderr"], sys.Globals["__stderr__"] = errw, errw
	delete(sys.Globals, "stdin")
	delete(sys.Globals, "__stdin__")
}

// patchModule removes what reaches the host from native modules as a
// session loads them and adds the builtins the prelude and models need.
func (ip *interp) patchModule(m *py.Module) {
	g := m.Globals
	switch m.ModuleImpl.Info.Name {
	case "builtins":
		delete(g, "open")
		delete(g, "input")
		g["RecursionError"] = RecursionError
		if c, ok := g["compile"]; ok {
			g["compile"] = guardCompileBuiltin(c)
		}
		g["TimeoutError"] = py.TimeoutError
		// Only str needs the indexed length; everything else (bytes and the
		// types pylib adds) keeps the len it had.
		prevLen := g["len"]
		g["len"] = py.MustNewMethod("len", func(self py.Object, args py.Tuple) (py.Object, error) {
			var o py.Object
			if err := py.UnpackTuple(args, nil, "len", 1, 1, &o); err != nil {
				return nil, err
			}
			if s, ok := o.(py.String); ok {
				return py.Int(ip.strLen(s)), nil
			}
			if prevLen != nil {
				return py.Call(prevLen, args, nil)
			}
			return py.Len(o)
		}, 0, "len(object) -> integer\n\nReturn the number of items of a sequence or collection.")
	case "time":
		g["sleep"] = py.MustNewMethod("sleep", func(self py.Object, args py.Tuple) (py.Object, error) {
			var o py.Object
			if err := py.UnpackTuple(args, nil, "sleep", 1, 1, &o); err != nil {
				return nil, err
			}
			f, err := py.FloatAsFloat64(o)
			if err != nil {
				return nil, err
			}
			if math.IsNaN(f) {
				return nil, py.ExceptionNewf(py.ValueError, "Invalid value NaN (not a number)")
			}
			if f < 0 {
				return nil, py.ExceptionNewf(py.ValueError, "sleep length must be non-negative")
			}
			if f >= 1<<63 {
				// CPython's limit: a time_t of seconds.
				return nil, py.ExceptionNewf(py.OverflowError, "timestamp out of range for platform time_t")
			}
			// Past what a Duration holds (292 years) the converted value
			// wrapped negative and the timer fired at once.
			d := time.Duration(math.MaxInt64)
			if ns := f * float64(time.Second); ns < float64(math.MaxInt64) {
				d = time.Duration(ns)
			}
			t := time.NewTimer(d)
			defer t.Stop()
			select {
			case <-t.C:
				return py.None, nil
			case <-ip.stopChan():
				return nil, ip.stopError()
			}
		}, 0, "sleep(seconds) pauses; the cell's timeout interrupts it")
	}
}

// hostCall is _rlm_host(name, args): the one door from Python to Go.
func (s *instance) hostCall(self py.Object, args py.Tuple) (py.Object, error) {
	var nameObj, argsObj py.Object = nil, py.None
	if err := py.UnpackTuple(args, nil, "_rlm_host", 1, 2, &nameObj, &argsObj); err != nil {
		return nil, err
	}
	name, ok := nameObj.(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "_rlm_host: name must be str, not %s", nameObj.Type().Name)
	}
	var goArgs map[string]any
	if argsObj != py.None {
		v, err := toGo(argsObj, 0)
		if err != nil {
			return nil, err
		}
		m, ok := v.(map[string]any)
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "_rlm_host: args must be a dict, not %s", argsObj.Type().Name)
		}
		goArgs = m
	}
	if s.host == nil {
		return nil, py.ExceptionNewf(py.RuntimeError, "%s is not available: this session has no host", string(name))
	}
	// hostCtx carries the cell's deadline, so a blocked sub-model call ends
	// with the cell.
	ctx := s.hostCtx
	if ctx == nil {
		ctx = context.Background()
	}
	res, err := s.host.Call(ctx, string(name), goArgs)
	if ctx.Err() != nil && s.stopCell != nil {
		s.stopCell()
	}
	if s.ip.stop.Load() {
		return nil, s.ip.stopError()
	}
	if err != nil {
		return nil, py.ExceptionNewf(py.RuntimeError, "%s", err.Error())
	}
	return toPy(res, 0)
}

const maxConvertDepth = 100

// toGo converts a Python value to the JSON shapes hosts expect.
func toGo(o py.Object, depth int) (any, error) {
	if depth > maxConvertDepth {
		return nil, py.ExceptionNewf(py.ValueError, "value nested too deeply to pass to the host")
	}
	switch x := o.(type) {
	case nil:
		return nil, nil
	case py.NoneType:
		return nil, nil
	case py.Bool:
		return bool(x), nil
	case py.Int:
		return int64(x), nil
	case *py.BigInt:
		b := (*big.Int)(x)
		if b.IsInt64() {
			return b.Int64(), nil
		}
		f, _ := new(big.Float).SetInt(b).Float64()
		return f, nil
	case py.Float:
		return float64(x), nil
	case py.String:
		return string(x), nil
	case py.Bytes:
		return string(x), nil
	case *py.List:
		return seqToGo(x.Items, depth)
	case py.Tuple:
		return seqToGo(x, depth)
	}
	m := map[string]any{}
	var convErr error
	if dictItems(o, func(k, v py.Object) {
		if convErr != nil {
			return
		}
		gv, err := toGo(v, depth+1)
		if err != nil {
			convErr = err
			return
		}
		m[pyStr(k)] = gv
	}) {
		if convErr != nil {
			return nil, convErr
		}
		return m, nil
	}
	// Sets and other iterables become lists; anything else its str().
	if _, ok := o.(*py.Set); ok {
		var items []py.Object
		if err := py.Iterate(o, func(it py.Object) bool { items = append(items, it); return false }); err != nil {
			return nil, err
		}
		return seqToGo(items, depth)
	}
	return pyStr(o), nil
}

func seqToGo(items []py.Object, depth int) (any, error) {
	out := make([]any, len(items))
	for i, it := range items {
		v, err := toGo(it, depth+1)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// toPy converts a host result to Python.
func toPy(v any, depth int) (py.Object, error) {
	if depth > maxConvertDepth {
		return nil, py.ExceptionNewf(py.ValueError, "host result nested too deeply")
	}
	switch x := v.(type) {
	case nil:
		return py.None, nil
	case py.Object:
		return x, nil
	case string:
		return py.String(x), nil
	case bool:
		return py.NewBool(x), nil
	case int:
		return py.Int(x), nil
	case int64:
		return py.Int(x), nil
	case int32:
		return py.Int(x), nil
	case float64:
		return py.Float(x), nil
	case float32:
		return py.Float(x), nil
	case json.Number:
		if i, err := x.Int64(); err == nil {
			return py.Int(i), nil
		}
		f, err := x.Float64()
		if err != nil {
			return py.String(x.String()), nil
		}
		return py.Float(f), nil
	case []any:
		l := py.NewListSized(len(x))
		for i, it := range x {
			p, err := toPy(it, depth+1)
			if err != nil {
				return nil, err
			}
			l.Items[i] = p
		}
		return l, nil
	case []string:
		return py.NewListFromStrings(x), nil
	case map[string]any:
		// Go maps have no order; sorted keys keep runs reproducible.
		d := newDict()
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			p, err := toPy(x[k], depth+1)
			if err != nil {
				return nil, err
			}
			if err := dictSet(d, k, p); err != nil {
				return nil, err
			}
		}
		return d, nil
	}
	// Other Go values (structs, typed slices) go through JSON once.
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, py.ExceptionNewf(py.TypeError, "host returned %T, which cannot become a Python value: %v", v, err)
	}
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.UseNumber()
	var generic any
	if err := dec.Decode(&generic); err != nil {
		return nil, py.ExceptionNewf(py.TypeError, "host returned %T: %v", v, err)
	}
	return toPy(generic, depth+1)
}
