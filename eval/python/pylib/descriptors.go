package pylib

import (
	"sync/atomic"

	"github.com/go-python/gpython/py"
)

// gpython runs __get__, __set__ and __delete__ only for descriptors
// written in Go (property, classmethod): a descriptor class written in
// Python (functools.cached_property, a validating field) came back as
// itself when read through an instance, and assigning through it
// overwrote it in the instance's dict. These apply CPython's rules: a data
// descriptor (one with __set__ or __delete__) wins over the instance
// dict, a plain one only fills in for a missing entry.
//
// Reads go through gpython first, and only an object of a Python class
// that did not come from the instance's dict is looked at again, so
// ordinary attribute reads cost nothing more. Data descriptors, which need
// a look at the class before the instance dict on every read and write,
// are checked for only once some class has one (dataDescriptors).

// dataDescriptors turns true when a class attribute first is a Python
// data descriptor; until then reads and writes skip the class lookup.
var dataDescriptors atomic.Bool

// noteDescriptor records a value stored on a class.
func noteDescriptor(v py.Object) {
	if !dataDescriptors.Load() && isPythonObject(v) && isDataDescriptor(v) {
		dataDescriptors.Store(true)
	}
}

func isPythonObject(v py.Object) bool {
	t, ok := v.(*py.Type)
	return ok && instanceOf(t)
}

// pythonDescriptor is the class attribute name of instance o when it is
// an object of a Python class defining hook, with that method.
func pythonDescriptor(o *py.Type, name, hook string) (attr, fn py.Object) {
	attr = o.ObjectType.Lookup(name)
	if attr == nil || !isPythonObject(attr) {
		return nil, nil
	}
	return attr, dunder(attr, hook)
}

func isDataDescriptor(attr py.Object) bool {
	return dunder(attr, "__set__") != nil || dunder(attr, "__delete__") != nil
}

// dataDescriptorGet reads o.name through a Python data descriptor, which
// wins over the instance dict; found is false when none applies.
func dataDescriptorGet(o *py.Type, name string) (py.Object, bool, error) {
	if !dataDescriptors.Load() {
		return nil, false, nil
	}
	if _, inDict := o.Dict[name]; !inDict {
		return nil, false, nil // descriptorGet sees it after gpython's read
	}
	attr, get := pythonDescriptor(o, name, "__get__")
	if get == nil || !isDataDescriptor(attr) {
		return nil, false, nil
	}
	r, err := py.Call(get, py.Tuple{attr, o, o.ObjectType}, nil)
	return r, true, err
}

// descriptorGet finishes gpython's read of instance o's attribute name,
// which gave r: a descriptor found on the class gets __get__(o, cls); a
// value of the instance's own dict is just a value.
func descriptorGet(o *py.Type, name string, r py.Object) (py.Object, error) {
	if own, inDict := o.Dict[name]; inDict && own == r {
		return r, nil
	}
	get := dunder(r, "__get__")
	if get == nil {
		return r, nil
	}
	return py.Call(get, py.Tuple{r, o, o.ObjectType}, nil)
}

// instanceDescriptorSet assigns o.name = value through a Python
// descriptor's __set__; handled is false when there is none.
func instanceDescriptorSet(o *py.Type, name string, value py.Object) (bool, error) {
	if !dataDescriptors.Load() {
		return false, nil
	}
	attr, set := pythonDescriptor(o, name, "__set__")
	if set == nil {
		if attr != nil && dunder(attr, "__delete__") != nil {
			return true, py.ExceptionNewf(py.AttributeError, "__set__")
		}
		return false, nil
	}
	_, err := py.Call(set, py.Tuple{attr, o, value}, nil)
	return true, err
}

// instanceDescriptorDelete is del o.name through __delete__.
func instanceDescriptorDelete(o *py.Type, name string) (bool, error) {
	if !dataDescriptors.Load() {
		return false, nil
	}
	attr, del := pythonDescriptor(o, name, "__delete__")
	if del == nil {
		if attr != nil && dunder(attr, "__set__") != nil {
			return true, py.ExceptionNewf(py.AttributeError, "__delete__")
		}
		return false, nil
	}
	_, err := py.Call(del, py.Tuple{attr, o}, nil)
	return true, err
}

// setNames calls __set_name__(cls, name) on the objects a class body
// bound, in the order it bound them, as type.__new__ does.
func setNames(t *py.Type) error {
	order, _ := t.Dict[classOrderKey].(py.Tuple)
	for _, n := range order {
		name, ok := n.(py.String)
		if !ok {
			continue
		}
		v, ok := t.Dict[string(name)]
		if !ok || !isPythonObject(v) {
			continue
		}
		if fn := dunder(v, "__set_name__"); fn != nil {
			if _, err := py.Call(fn, py.Tuple{v, t, name}, nil); err != nil {
				return err
			}
		}
	}
	return nil
}

// builtinGetattr is getattr(obj, name[, default]) read the way obj.name
// is (getAttribute), so descriptors and inherited class attributes answer
// the same through both.
func builtinGetattr(self py.Object, args py.Tuple) (py.Object, error) {
	var o, name, dflt py.Object
	if err := py.UnpackTuple(args, nil, "getattr", 2, 3, &o, &name, &dflt); err != nil {
		return nil, err
	}
	key, ok := name.(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "attribute name must be string, not '%s'", name.Type().Name)
	}
	r, err := getAttribute(o, string(key))
	if err != nil {
		if dflt != nil && py.IsException(py.AttributeError, err) {
			return dflt, nil
		}
		return nil, err
	}
	return describeOwnAttr(o, r)
}

func builtinHasattr(self py.Object, args py.Tuple) (py.Object, error) {
	var o, name py.Object
	if err := py.UnpackTuple(args, nil, "hasattr", 2, 2, &o, &name); err != nil {
		return nil, err
	}
	key, ok := name.(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "attribute name must be string, not '%s'", name.Type().Name)
	}
	_, err := getAttribute(o, string(key))
	if err == nil {
		return py.True, nil
	}
	if py.IsException(py.AttributeError, err) {
		return py.False, nil
	}
	return nil, err
}
