package pylib

import (
	"fmt"

	"github.com/go-python/gpython/py"
)

// CPython's OSError, UnicodeError and SystemExit read attributes out of
// their constructor's arguments (e.errno, e.reason, e.code) and word their
// str from them; gpython keeps only args. OSError(errno, strerror) also
// picks the subclass the errno names, as OSError(2, "x") is a
// FileNotFoundError.

// errnoClasses maps Linux errno values to the OSError subclass CPython
// constructs for them.
var errnoClasses = map[int]*py.Type{
	1: py.PermissionError, 13: py.PermissionError,
	2:  py.FileNotFoundError,
	3:  py.ProcessLookupError,
	4:  py.InterruptedError,
	10: py.ChildProcessError,
	11: py.BlockingIOError, 114: py.BlockingIOError, 115: py.BlockingIOError,
	17: py.FileExistsError,
	20: py.NotADirectoryError,
	21: py.IsADirectoryError,
	32: py.BrokenPipeError, 108: py.BrokenPipeError,
	103: py.ConnectionAbortedError,
	104: py.ConnectionResetError,
	110: py.TimeoutError,
	111: py.ConnectionRefusedError,
}

// installOSErrorNew gives OSError and its built-in subclasses CPython's
// constructor: OSError itself becomes the errno's subclass, and a filename
// argument is kept as an attribute, out of args.
func installOSErrorNew() {
	for _, t := range []*py.Type{py.OSError, py.BlockingIOError, py.ChildProcessError, py.ConnectionError,
		py.BrokenPipeError, py.ConnectionAbortedError, py.ConnectionRefusedError, py.ConnectionResetError,
		py.FileExistsError, py.FileNotFoundError, py.InterruptedError, py.IsADirectoryError,
		py.NotADirectoryError, py.PermissionError, py.ProcessLookupError, py.TimeoutError} {
		next := t.New
		t.New = func(metatype *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			if len(args) < 2 || len(args) > 5 {
				return next(metatype, args, kwargs)
			}
			if n, ok := args[0].(py.Int); ok && metatype == py.OSError {
				if sub, ok := errnoClasses[int(n)]; ok {
					metatype = sub
				}
			}
			r, err := next(metatype, append(py.Tuple(nil), args[:2]...), kwargs)
			e, ok := r.(*py.Exception)
			if err != nil || !ok || len(args) == 2 {
				return r, err
			}
			if e.Dict == nil {
				e.Dict = py.NewStringDict()
			}
			e.Dict["filename"] = args[2]
			if len(args) == 5 {
				e.Dict["filename2"] = args[4]
			}
			return e, nil
		}
	}
}

// excArgAttr is the attribute name of e that CPython derives from e's
// args, or false when name is no such attribute of e's class.
func excArgAttr(e *py.Exception, name string) (py.Object, bool) {
	args := excArgs(e)
	switch {
	case e.Base.IsSubtype(py.OSError):
		switch name {
		case "errno", "strerror":
			if len(args) < 2 || len(args) > 5 {
				return py.None, true
			}
			if name == "errno" {
				return args[0], true
			}
			return args[1], true
		case "filename", "filename2":
			return py.None, true
		}
	case e.Base.IsSubtype(py.SystemExit):
		if name == "code" {
			switch len(args) {
			case 0:
				return py.None, true
			case 1:
				return args[0], true
			}
			return args, true
		}
	case e.Base.IsSubtype(py.UnicodeDecodeError) || e.Base.IsSubtype(py.UnicodeEncodeError):
		if len(args) != 5 {
			return nil, false
		}
		for i, n := range []string{"encoding", "object", "start", "end", "reason"} {
			if n == name {
				return args[i], true
			}
		}
	}
	return nil, false
}

// excArgStr is str(e) for the exceptions whose str CPython words from
// their arguments, or false when e's str is its args'.
func excArgStr(e *py.Exception) (string, bool, error) {
	args := excArgs(e)
	switch {
	case e.Base.IsSubtype(py.OSError):
		if len(args) != 2 {
			return "", false, nil
		}
		errno, err := Str(args[0])
		if err != nil {
			return "", true, err
		}
		strerror, err := Str(args[1])
		if err != nil {
			return "", true, err
		}
		s := "[Errno " + errno + "] " + strerror
		if f, ok := e.Dict["filename"]; ok {
			r, err := Repr(f)
			if err != nil {
				return "", true, err
			}
			s += ": " + r
			if f2, ok := e.Dict["filename2"]; ok {
				r, err := Repr(f2)
				if err != nil {
					return "", true, err
				}
				s += " -> " + r
			}
		}
		return s, true, nil
	case e.Base.IsSubtype(py.UnicodeDecodeError), e.Base.IsSubtype(py.UnicodeEncodeError):
		if len(args) != 5 {
			return "", false, nil
		}
		enc, ok1 := args[0].(py.String)
		start, ok2 := args[2].(py.Int)
		end, ok3 := args[3].(py.Int)
		reason, ok4 := args[4].(py.String)
		if !ok1 || !ok2 || !ok3 || !ok4 {
			return "", false, nil
		}
		decode := e.Base.IsSubtype(py.UnicodeDecodeError)
		if end == start+1 {
			if b, ok := args[1].(py.Bytes); ok && decode && int(start) >= 0 && int(start) < len(b) {
				return fmt.Sprintf("'%s' codec can't decode byte 0x%02x in position %d: %s", enc, b[start], start, reason), true, nil
			}
			if s, ok := args[1].(py.String); ok && !decode {
				rs := []rune(string(s))
				if int(start) >= 0 && int(start) < len(rs) {
					return fmt.Sprintf("'%s' codec can't encode character '%s' in position %d: %s", enc, escapeRune(rs[start]), start, reason), true, nil
				}
			}
		}
		verb := "encode characters"
		if decode {
			verb = "decode bytes"
		}
		return fmt.Sprintf("'%s' codec can't %s in position %d-%d: %s", enc, verb, start, end-1, reason), true, nil
	}
	return "", false, nil
}
