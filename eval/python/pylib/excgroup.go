package pylib

import (
	"github.com/go-python/gpython/py"
)

// Exception groups (PEP 654) as Python 3.11 has them. A group is a plain
// gpython exception whose args are (message, exceptions): the message and
// the sequence exactly as given, which repr shows; .exceptions is that
// sequence as a tuple. except* is lowered by Rewrite onto the exstar
// helper of pysrc/_pylib_rt.py, which uses split.

// BaseExceptionGroupType is BaseExceptionGroup; ExceptionGroupType derives
// from it and from Exception.
var BaseExceptionGroupType, ExceptionGroupType = newGroupTypes()

func newGroupTypes() (*py.Type, *py.Type) {
	ready := func(t *py.Type) {
		// As for RecursionError: a class's type is type, and NewType's
		// copied READY flag would skip computing the MRO.
		t.ObjectType = py.TypeType
		t.Flags &^= py.TPFLAGS_READY
		if err := t.Ready(); err != nil {
			panic("pylib: ready " + t.Name + ": " + err.Error())
		}
	}
	base := py.BaseException.NewType("BaseExceptionGroup", "A combination of multiple unrelated exceptions.", nil, nil)
	ready(base)
	eg := base.NewType("ExceptionGroup", "", nil, nil)
	eg.Bases = py.Tuple{base, py.ExceptionType}
	ready(eg)
	return base, eg
}

func isGroup(e *py.Exception) bool { return e.Base.IsSubtype(BaseExceptionGroupType) }

// groupNew checks the message and the exceptions and, for
// BaseExceptionGroup itself, picks ExceptionGroup when every member is an
// Exception.
func groupNew(cls *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	if len(kwargs) != 0 {
		return nil, py.ExceptionNewf(py.TypeError, "%s() takes no keyword arguments", cls.Name)
	}
	if len(args) != 2 {
		return nil, py.ExceptionNewf(py.TypeError, "BaseExceptionGroup.__new__() takes exactly 2 arguments (%d given)", len(args))
	}
	if _, ok := args[0].(py.String); !ok {
		return nil, py.ExceptionNewf(py.TypeError, "BaseExceptionGroup.__new__() argument 1 must be str, not %s", args[0].Type().Name)
	}
	excs, err := groupMembers(args[1])
	if err != nil {
		return nil, err
	}
	allExceptions := true
	for _, x := range excs {
		if !x.Base.IsSubtype(py.ExceptionType) {
			allExceptions = false
		}
	}
	switch {
	case cls == BaseExceptionGroupType:
		if allExceptions {
			cls = ExceptionGroupType
		}
	case cls == ExceptionGroupType:
		if !allExceptions {
			return nil, py.ExceptionNewf(py.TypeError, "Cannot nest BaseExceptions in an ExceptionGroup")
		}
	case !allExceptions && cls.IsSubtype(py.ExceptionType):
		return nil, py.ExceptionNewf(py.TypeError, "Cannot nest BaseExceptions in '%s'", cls.Name)
	}
	return &py.Exception{Base: cls, Args: py.Tuple{args[0], args[1]}, Dict: py.NewStringDict()}, nil
}

// groupMembers is the exceptions argument as exceptions, refused as
// CPython refuses it.
func groupMembers(seq py.Object) ([]*py.Exception, error) {
	var items []py.Object
	switch s := seq.(type) {
	case py.Tuple:
		items = s
	case *py.List:
		items = s.Items
	default:
		if _, ok := seq.(py.I__getitem__); !ok || isMapping(seq) {
			return nil, py.ExceptionNewf(py.TypeError, "second argument (exceptions) must be a sequence")
		}
		t, err := py.SequenceTuple(seq)
		if err != nil {
			return nil, py.ExceptionNewf(py.TypeError, "second argument (exceptions) must be a sequence")
		}
		items = t
	}
	if len(items) == 0 {
		return nil, py.ExceptionNewf(py.ValueError, "second argument (exceptions) must be a non-empty sequence")
	}
	out := make([]*py.Exception, len(items))
	for i, it := range items {
		e, ok := it.(*py.Exception)
		if !ok {
			return nil, py.ExceptionNewf(py.ValueError, "Item %d of second argument (exceptions) is not an exception", i)
		}
		out[i] = e
	}
	return out, nil
}

func isMapping(o py.Object) bool {
	switch o.(type) {
	case *Dict, py.StringDict:
		return true
	}
	return false
}

// groupMessage and groupExceptions read a group's fields from its args.
func groupMessage(e *py.Exception) py.Object {
	if a := excArgs(e); len(a) > 0 {
		return a[0]
	}
	return py.String("")
}

func groupExceptions(e *py.Exception) py.Tuple {
	a := excArgs(e)
	if len(a) < 2 {
		return py.Tuple{}
	}
	members, err := groupMembers(a[1])
	if err != nil {
		return py.Tuple{}
	}
	out := make(py.Tuple, len(members))
	for i, m := range members {
		out[i] = m
	}
	return out
}

// groupStr is BaseExceptionGroup.__str__.
func groupStr(e *py.Exception) (string, error) {
	msg, err := Str(groupMessage(e))
	if err != nil {
		return "", err
	}
	n := len(groupExceptions(e))
	plural := "s"
	if n == 1 {
		plural = ""
	}
	return msg + " (" + itoa(n) + " sub-exception" + plural + ")", nil
}

func itoa(n int) string {
	s, _ := py.ReprAsString(py.Int(n))
	return s
}

// groupCondition is split's and subgroup's argument as a test of one
// exception: an exception type, a tuple of them, or a predicate.
func groupCondition(cond py.Object) (func(*py.Exception) (bool, error), error) {
	isExcType := func(o py.Object) (*py.Type, bool) {
		t, ok := o.(*py.Type)
		return t, ok && t.IsSubtype(py.BaseException)
	}
	if t, ok := isExcType(cond); ok {
		return func(e *py.Exception) (bool, error) { return e.Base.IsSubtype(t), nil }, nil
	}
	if tup, ok := cond.(py.Tuple); ok {
		types := make([]*py.Type, len(tup))
		for i, o := range tup {
			t, ok := isExcType(o)
			if !ok {
				return nil, conditionError()
			}
			types[i] = t
		}
		return func(e *py.Exception) (bool, error) {
			for _, t := range types {
				if e.Base.IsSubtype(t) {
					return true, nil
				}
			}
			return false, nil
		}, nil
	}
	if isCallable(cond) {
		return func(e *py.Exception) (bool, error) {
			r, err := py.Call(cond, py.Tuple{e}, nil)
			if err != nil {
				return false, err
			}
			return truthy(r)
		}, nil
	}
	return nil, conditionError()
}

func conditionError() error {
	return py.ExceptionNewf(py.TypeError, "expected a function, exception type or tuple of exception types")
}

func truthy(o py.Object) (bool, error) {
	b, err := py.MakeBool(o)
	if err != nil {
		return false, err
	}
	return b == py.True, nil
}

// groupSplit divides e by test, keeping the nesting: the part that
// matches and, when withRest, the part that does not (nil for none). A
// group that matches as a whole is returned itself.
func groupSplit(e *py.Exception, test func(*py.Exception) (bool, error), withRest bool) (match, rest *py.Exception, err error) {
	ok, err := test(e)
	if err != nil {
		return nil, nil, err
	}
	if ok {
		return e, nil, nil
	}
	if !isGroup(e) {
		return nil, e, nil
	}
	var ms, rs []py.Object
	for _, sub := range groupExceptions(e) {
		m, r, err := groupSplit(sub.(*py.Exception), test, withRest)
		if err != nil {
			return nil, nil, err
		}
		if m != nil {
			ms = append(ms, m)
		}
		if r != nil {
			rs = append(rs, r)
		}
	}
	if len(ms) > 0 {
		if match, err = groupDerive(e, ms); err != nil {
			return nil, nil, err
		}
	}
	if withRest && len(rs) > 0 {
		if rest, err = groupDerive(e, rs); err != nil {
			return nil, nil, err
		}
	}
	return match, rest, nil
}

// groupDerive makes the group e.derive(excs) with e's traceback, cause,
// context and notes, as split does.
func groupDerive(e *py.Exception, excs []py.Object) (*py.Exception, error) {
	derive, err := getAttribute(e, "derive")
	if err != nil {
		return nil, err
	}
	r, err := py.Call(derive, py.Tuple{py.NewListFromItems(excs)}, nil)
	if err != nil {
		return nil, err
	}
	g, ok := r.(*py.Exception)
	if !ok || !isGroup(g) {
		return nil, py.ExceptionNewf(py.TypeError, "derive must return an instance of BaseExceptionGroup")
	}
	g.Traceback, g.Cause, g.Context = e.Traceback, e.Cause, e.Context
	if notes, ok := e.Dict["__notes__"]; ok {
		if g.Dict == nil {
			g.Dict = py.NewStringDict()
		}
		g.Dict["__notes__"] = notes
	}
	return g, nil
}

func orNoneExc(e *py.Exception) py.Object {
	if e == nil {
		return py.None
	}
	return e
}

func installExceptionGroups() {
	self := func(o py.Object, name string) (*py.Exception, error) {
		e, ok := o.(*py.Exception)
		if !ok || !isGroup(e) {
			return nil, py.ExceptionNewf(py.TypeError, "descriptor '%s' requires a 'BaseExceptionGroup' object", name)
		}
		return e, nil
	}
	// Set here: groupNew itself names the two types.
	BaseExceptionGroupType.New = groupNew
	ExceptionGroupType.New = groupNew
	d := BaseExceptionGroupType.Dict
	d["message"] = &py.Property{Fget: func(o py.Object) (py.Object, error) {
		e, err := self(o, "message")
		if err != nil {
			return nil, err
		}
		return groupMessage(e), nil
	}}
	d["exceptions"] = &py.Property{Fget: func(o py.Object) (py.Object, error) {
		e, err := self(o, "exceptions")
		if err != nil {
			return nil, err
		}
		return groupExceptions(e), nil
	}}
	d["derive"] = py.MustNewMethod("derive", func(o, excs py.Object) (py.Object, error) {
		e, err := self(o, "derive")
		if err != nil {
			return nil, err
		}
		return groupNew(BaseExceptionGroupType, py.Tuple{groupMessage(e), excs}, nil)
	}, 0, "derive(excs) makes a group of excs with this group's message")
	splitter := func(name string, withRest bool) *py.Method {
		return py.MustNewMethod(name, func(o, cond py.Object) (py.Object, error) {
			e, err := self(o, name)
			if err != nil {
				return nil, err
			}
			test, err := groupCondition(cond)
			if err != nil {
				return nil, err
			}
			m, r, err := groupSplit(e, test, withRest)
			if err != nil {
				return nil, err
			}
			if !withRest {
				return orNoneExc(m), nil
			}
			return py.Tuple{orNoneExc(m), orNoneExc(r)}, nil
		}, 0, name+"(condition)")
	}
	d["split"] = splitter("split", true)
	d["subgroup"] = splitter("subgroup", false)
}

// GroupMembers is e.exceptions when e is an exception group (ok false
// otherwise), for printing an uncaught group as CPython does.
func GroupMembers(e *py.Exception) (members []*py.Exception, ok bool) {
	if !isGroup(e) {
		return nil, false
	}
	for _, m := range groupExceptions(e) {
		if x, isExc := m.(*py.Exception); isExc {
			members = append(members, x)
		}
	}
	return members, true
}
