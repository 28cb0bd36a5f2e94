package pylib

import (
	"reflect"
	"sort"
	"strings"

	"github.com/go-python/gpython/py"
)

// The abc module is Python (pysrc/abc.py); what it rests on is here:
// object allocation refusing abstract classes, __isabstractmethod__ on the
// built-in method wrappers and property, object.__subclasshook__, and
// abstractproperty, which must be a property gpython can make.

// abstractPropertyType is abc.abstractproperty: a property that is
// abstract whatever its functions are.
var abstractPropertyType = propertyType.NewType("abstractproperty", "A decorator indicating abstract properties (deprecated: use property with abstractmethod).", newProperty, nil)

func installAbc() {
	abstractPropertyType.Dict["__module__"] = py.String("abc")
	abstractPropertyType.Dict["__isabstractmethod__"] = py.True
	propertyType.Dict["__isabstractmethod__"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		p := self.(*property)
		if p.typ == abstractPropertyType {
			return py.True, nil
		}
		for _, f := range []py.Object{p.fget, p.fset, p.fdel} {
			if isAbstract(f) {
				return py.True, nil
			}
		}
		return py.False, nil
	}}
	wrapped := func(get func(py.Object) py.Object) *py.Property {
		return &py.Property{Fget: func(self py.Object) (py.Object, error) {
			return py.NewBool(isAbstract(get(self))), nil
		}}
	}
	py.ClassMethodType.Dict["__isabstractmethod__"] = wrapped(func(o py.Object) py.Object { return o.(*py.ClassMethod).Callable })
	py.StaticMethodType.Dict["__isabstractmethod__"] = wrapped(func(o py.Object) py.Object { return o.(*py.StaticMethod).Callable })
	// A bound method answers for its function (abc reads the attribute
	// through the class, where a classmethod is already bound).
	py.BoundMethodType.Dict["__isabstractmethod__"] = wrapped(func(o py.Object) py.Object { return o.(*py.BoundMethod).Method })
	py.ObjectType.Dict["__subclasshook__"] = &py.ClassMethod{Callable: py.MustNewMethod("__subclasshook__", func(self py.Object, args py.Tuple) (py.Object, error) {
		return py.NotImplemented, nil
	}, 0, "Abstract classes can override this to customize issubclass()."), Dict: py.StringDict{}}
	pyModule("abc", py.StringDict{"abstractproperty": abstractPropertyType})
}

// isAbstract reads o.__isabstractmethod__ as abc does: missing is false.
func isAbstract(o py.Object) bool {
	if o == nil || o == py.None {
		return false
	}
	v, err := py.GetAttrString(o, "__isabstractmethod__")
	if err != nil {
		return false
	}
	b, err := py.MakeBool(v)
	return err == nil && b == py.True
}

// abstractInstantiation is the TypeError CPython's object.__new__ raises
// for a class whose __abstractmethods__ is not empty, or nil.
func abstractInstantiation(t *py.Type) error {
	v, ok := t.Dict["__abstractmethods__"]
	if !ok {
		return nil
	}
	if b, err := py.MakeBool(v); err != nil || b != py.True {
		return nil
	}
	var names []string
	err := py.Iterate(v, func(x py.Object) bool {
		s, _ := x.(py.String)
		names = append(names, string(s))
		return false
	})
	if err != nil {
		return err
	}
	sort.Strings(names)
	plural := ""
	if len(names) > 1 {
		plural = "s"
	}
	return py.ExceptionNewf(py.TypeError, "Can't instantiate abstract class %s with abstract method%s %s", t.Name, plural, strings.Join(names, ", "))
}

// guardAbstract makes t's default allocation check for abstract methods.
// A Python __new__ reaches the check through object.__new__ instead. The
// class builder may run more than once for a class: a New that already
// checks (same function literal) is left alone.
func guardAbstract(t *py.Type) {
	inner := t.New
	if inner == nil || reflect.ValueOf(inner).Pointer() == abstractGuardPC {
		return
	}
	t.New = abstractGuard(inner)
}

func abstractGuard(inner py.NewFunc) py.NewFunc {
	return func(metatype *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		if err := abstractInstantiation(metatype); err != nil {
			return nil, err
		}
		return inner(metatype, args, kwargs)
	}
}

var abstractGuardPC = reflect.ValueOf(abstractGuard(nil)).Pointer()
