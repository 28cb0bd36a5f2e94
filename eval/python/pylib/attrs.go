package pylib

import (
	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// gpython refuses a class whose namespace holds __slots__. pylib takes the
// names out before gpython sees them and gives the class what CPython
// would: a member descriptor per name (Point.x), the __slots__ attribute
// itself, and, when no class in the MRO leaves room for a __dict__,
// instances that refuse other attributes and have no __dict__. Values
// still live in the instance's gpython dict; only the rules change.

// noDictKey marks, in a class's own dict, a class whose instances have no
// __dict__ (a key of the class rather than a Go map of classes, so
// classes of ended sessions are not kept).
const noDictKey = "__pylib_no_dict__"

// slotNames reads a __slots__ value: one string or an iterable of them.
func slotNames(v py.Object) ([]string, error) {
	if s, ok := v.(py.String); ok {
		return []string{string(s)}, nil
	}
	var names []string
	var err error
	iterErr := py.Iterate(v, func(item py.Object) bool {
		s, ok := item.(py.String)
		if !ok {
			err = py.ExceptionNewf(py.TypeError, "__slots__ items must be strings, not '%s'", item.Type().Name)
			return true
		}
		names = append(names, string(s))
		return false
	})
	if iterErr != nil {
		return nil, iterErr
	}
	return names, err
}

// takeSlots removes __slots__ from a class namespace about to reach
// gpython, returning a copy without it, the value and its names.
func takeSlots(ns py.StringDict) (py.StringDict, py.Object, []string, error) {
	v, ok := ns["__slots__"]
	if !ok {
		return ns, nil, nil, nil
	}
	names, err := slotNames(v)
	if err != nil {
		return nil, nil, nil, err
	}
	for _, n := range names {
		if _, clash := ns[n]; clash && n != "__dict__" && n != "__weakref__" {
			return nil, nil, nil, py.ExceptionNewf(py.ValueError, "'%s' in __slots__ conflicts with class variable", n)
		}
	}
	rest := ns.Copy()
	delete(rest, "__slots__")
	return rest, v, names, nil
}

// newClass runs gpython's type.__new__ on a class namespace, doing
// first what CPython's does and gpython's does not: take __slots__ (which
// gpython refuses), and make a class that defines __eq__ without
// __hash__ unhashable.
func newClass(typeNew py.NewFunc, t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	if len(args) != 3 {
		return typeNew(t, args, kwargs)
	}
	ns, ok := args[2].(py.StringDict)
	if !ok {
		return typeNew(t, args, kwargs)
	}
	if err := subclassable(t, args[1]); err != nil {
		return nil, err
	}
	for _, v := range ns {
		noteDescriptor(v)
	}
	if _, eq := ns["__eq__"]; eq {
		if _, hash := ns["__hash__"]; !hash {
			ns = ns.Copy()
			ns["__hash__"] = py.None
			args = py.Tuple{args[0], args[1], ns}
		}
	}
	rest, value, names, err := takeSlots(ns)
	if err != nil {
		return nil, err
	}
	if value == nil {
		return typeNew(t, args, kwargs)
	}
	cls, err := typeNew(t, py.Tuple{args[0], args[1], rest}, kwargs)
	if c, ok := cls.(*py.Type); ok && err == nil {
		giveSlots(c, value, names)
	}
	return cls, err
}

// subclassable refuses, when the class is made by plain type, a base
// gpython cannot derive a Python class from (list, str, int...): its
// instances would be plain objects that the base's methods fail on. A
// metaclass (Enum's, for class Color(str, Enum)) makes its own instances.
func subclassable(meta *py.Type, bases py.Object) error {
	if meta != py.TypeType {
		return nil
	}
	bs, _ := bases.(py.Tuple)
	for _, b := range bs {
		bt, ok := b.(*py.Type)
		if !ok || bt.Flags&py.TPFLAGS_HEAPTYPE != 0 || bt == py.ObjectType {
			continue
		}
		if bt.IsSubtype(py.BaseException) || bt.IsSubtype(DictType) || bt.IsSubtype(py.TypeType) || boxBase(bt) != nil {
			continue
		}
		return py.ExceptionNewf(py.TypeError, "gpython cannot subclass the built-in type '%s'", bt.Name)
	}
	return nil
}

// giveSlots puts __slots__ and its member descriptors on a new class.
func giveSlots(t *py.Type, value py.Object, names []string) {
	t.Dict["__slots__"] = value
	withDict := false
	for _, n := range names {
		switch n {
		case "__dict__":
			withDict = true
		case "__weakref__":
		default:
			t.Dict[n] = &slotMember{name: n, owner: t}
		}
	}
	if withDict {
		return
	}
	for _, b := range t.Mro[1:] {
		bt, ok := b.(*py.Type)
		if !ok || bt == py.ObjectType {
			continue
		}
		if _, ok := bt.Dict[noDictKey]; !ok && bt.Flags&py.TPFLAGS_HEAPTYPE != 0 {
			return // a Python base without __slots__ gives instances a __dict__
		}
	}
	t.Dict[noDictKey] = py.True
	// gpython asks only the class's own dict for __setattr__.
	if _, own := t.Dict["__setattr__"]; !own {
		t.Dict["__setattr__"] = py.ObjectType.Dict["__setattr__"]
	}
}

// hasNoDict reports an instance of a class whose __slots__ leave no
// __dict__.
func hasNoDict(o py.Object) bool {
	var cls *py.Type
	switch x := o.(type) {
	case *py.Type:
		if !instanceOf(x) {
			return false
		}
		cls = x.ObjectType
	case *Dict:
		cls = x.typ
	default:
		return false
	}
	_, ok := cls.Dict[noDictKey]
	return ok
}

// slotMember is the descriptor a __slots__ name becomes on its class.
type slotMember struct {
	name  string
	owner *py.Type
}

var slotMemberType = py.NewType("member_descriptor", "a __slots__ attribute of a class")

func (m *slotMember) Type() *py.Type { return slotMemberType }

func (m *slotMember) M__repr__() (py.Object, error) {
	return py.String("<member '" + m.name + "' of '" + m.owner.Name + "' objects>"), nil
}

// M__get__ is reached only when the instance's dict lacks the name: the
// slot was never set.
func (m *slotMember) M__get__(instance, owner py.Object) (py.Object, error) {
	if instance == nil || instance == py.None {
		return m, nil
	}
	return nil, py.ExceptionNewf(py.AttributeError, "'%s' object has no attribute '%s'", instance.Type().Name, m.name)
}

func (m *slotMember) M__set__(instance, value py.Object) (py.Object, error) {
	g, ok := instance.(py.IGetDict)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", m.name, m.owner.Name, instance.Type().Name)
	}
	d := g.GetDict()
	noteAttr(d, m.name)
	d[m.name] = value
	return py.None, nil
}

func (m *slotMember) M__delete__(instance py.Object) (py.Object, error) {
	if g, ok := instance.(py.IGetDict); ok {
		d := g.GetDict()
		if _, set := d[m.name]; set {
			delete(d, m.name)
			forgetAttr(d, m.name)
			return py.None, nil
		}
	}
	return nil, py.ExceptionNewf(py.AttributeError, "%s", m.name)
}

// objectSetattr is object.__setattr__: a data descriptor of the class
// first, then the instance's dict, which a __slots__ class refuses. gpython
// looks __setattr__ up on every store to a Python object, so this is also
// the plain case.
func objectSetattr(self py.Object, args py.Tuple) (py.Object, error) {
	var obj, name, value py.Object
	if err := py.UnpackTuple(withSelf(self, args, 3), nil, "__setattr__", 3, 3, &obj, &name, &value); err != nil {
		return nil, err
	}
	key, ok := name.(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "attribute name must be string, not '%s'", name.Type().Name)
	}
	if t, isType := obj.(*py.Type); isType && !instanceOf(t) {
		t.Dict[string(key)] = value
		return py.None, nil
	}
	if d, ok := obj.Type().Lookup(string(key)).(py.I__set__); ok {
		return d.M__set__(obj, value)
	}
	g, ok := obj.(py.IGetDict)
	if !ok || hasNoDict(obj) {
		if obj.Type().Lookup(string(key)) != nil {
			// A class attribute an instance without __dict__ cannot shadow.
			return nil, py.ExceptionNewf(py.AttributeError, "'%s' object attribute '%s' is read-only", obj.Type().Name, string(key))
		}
		return nil, py.ExceptionNewf(py.AttributeError, "'%s' object has no attribute '%s'", obj.Type().Name, string(key))
	}
	d := g.GetDict()
	noteAttr(d, string(key))
	d[string(key)] = value
	return py.None, nil
}

// objectDelattr is object.__delattr__.
func objectDelattr(self py.Object, args py.Tuple) (py.Object, error) {
	var obj, name py.Object
	if err := py.UnpackTuple(withSelf(self, args, 2), nil, "__delattr__", 2, 2, &obj, &name); err != nil {
		return nil, err
	}
	key, ok := name.(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "attribute name must be string, not '%s'", name.Type().Name)
	}
	if t, isType := obj.(*py.Type); isType && !instanceOf(t) {
		if _, ok := t.Dict[string(key)]; ok {
			delete(t.Dict, string(key))
			return py.None, nil
		}
		return nil, py.ExceptionNewf(py.AttributeError, "type object '%s' has no attribute '%s'", t.Name, string(key))
	}
	if d, ok := obj.Type().Lookup(string(key)).(py.I__delete__); ok {
		return d.M__delete__(obj)
	}
	if g, ok := obj.(py.IGetDict); ok {
		d := g.GetDict()
		if _, ok := d[string(key)]; ok {
			delete(d, string(key))
			forgetAttr(d, string(key))
			return py.None, nil
		}
	}
	return nil, py.ExceptionNewf(py.AttributeError, "'%s' object has no attribute '%s'", obj.Type().Name, string(key))
}

// withSelf puts the instance a built-in method was bound to in front of
// its arguments, unless they are complete already (called through its
// class, the method gets the class or nothing as self).
func withSelf(self py.Object, args py.Tuple, want int) py.Tuple {
	if self == nil || len(args) >= want {
		return args
	}
	return append(py.Tuple{self}, args...)
}

// gpython asks a class's own __setattr__ (and __delattr__) about
// assignments to the class itself too: after a frozen dataclass or a
// NamedTuple class defines one, Cls.attr = v (or setattr(Cls, ...) in a
// decorator) reached the instances' rule. Assignments to a class go to
// its metaclass's rule instead, which for type is a plain store.

// classStore sets name on class t; handled is false when gpython's own
// path is right (the class defines no __setattr__).
func classStore(t *py.Type, name string, value py.Object) (bool, error) {
	if _, own := t.Dict["__setattr__"]; !own {
		return false, nil
	}
	if hasMetaclass(t) {
		if fn := pythonDefined(t.ObjectType, "__setattr__"); fn != nil {
			_, err := py.Call(fn, py.Tuple{t, py.String(name), value}, nil)
			return true, err
		}
	}
	if d, ok := t.Type().NativeGetAttrOrNil(name).(py.I__set__); ok {
		_, err := d.M__set__(t, value)
		return true, err
	}
	t.Dict[name] = value
	return true, nil
}

// classDelete is classStore for del Cls.attr.
func classDelete(t *py.Type, name string) (bool, error) {
	if _, own := t.Dict["__delattr__"]; !own {
		return false, nil
	}
	if hasMetaclass(t) {
		if fn := pythonDefined(t.ObjectType, "__delattr__"); fn != nil {
			_, err := py.Call(fn, py.Tuple{t, py.String(name)}, nil)
			return true, err
		}
	}
	if _, ok := t.Dict[name]; !ok {
		return true, py.ExceptionNewf(py.AttributeError, "type object '%s' has no attribute '%s'", t.Name, name)
	}
	delete(t.Dict, name)
	return true, nil
}

// setAttribute is obj.name = value where pylib's rules differ from
// gpython's: a store to a class (classStore), an instance whose class
// defines __setattr__ in Python (gpython lets a descriptor of the class,
// a __slots__ member or a property, bypass it, so a frozen dataclass with
// slots could be changed), and Python data descriptors. handled is false
// when gpython's own path is right.
func setAttribute(obj py.Object, name string, value py.Object) (bool, error) {
	t, ok := obj.(*py.Type)
	if !ok {
		return false, nil
	}
	if !instanceOf(t) {
		noteDescriptor(value)
		return classStore(t, name, value)
	}
	noteAttr(t.Dict, name)
	if fn := dunder(t, "__setattr__"); fn != nil {
		_, err := py.Call(fn, py.Tuple{t, py.String(name), value}, nil)
		return true, err
	}
	return instanceDescriptorSet(t, name, value)
}

// deleteAttribute is setAttribute for del obj.name.
func deleteAttribute(obj py.Object, name string) (bool, error) {
	t, ok := obj.(*py.Type)
	if !ok {
		return false, nil
	}
	if !instanceOf(t) {
		return classDelete(t, name)
	}
	if fn := dunder(t, "__delattr__"); fn != nil {
		_, err := py.Call(fn, py.Tuple{t, py.String(name)}, nil)
		return true, err
	}
	return instanceDescriptorDelete(t, name)
}

func installClassAttrs() {
	gpyseam.WrapOpcode(gpyseam.STORE_ATTR, gpyseam.LayerClassAttrs, "class attribute stores and deletes", func(storeAttr gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, namei int32) error {
			f := v.Frame()
			s := f.Stack
			handled, err := setAttribute(s[len(s)-1], f.Code.Names[namei], s[len(s)-2])
			if !handled {
				return storeAttr(v, namei)
			}
			f.Stack = s[:len(s)-2]
			return err
		}
	})
	gpyseam.WrapOpcode(gpyseam.DELETE_ATTR, gpyseam.LayerClassAttrs, "class attribute stores and deletes", func(deleteAttr gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, namei int32) error {
			f := v.Frame()
			s := f.Stack
			gpythons := false
			err := delAttr(s[len(s)-1], f.Code.Names[namei], func() error {
				gpythons = true
				return deleteAttr(v, namei)
			})
			if !gpythons {
				f.Stack = s[:len(s)-1]
			}
			return err
		}
	})
}

func builtinSetattr(self py.Object, args py.Tuple) (py.Object, error) {
	var o, name, value py.Object
	if err := py.UnpackTuple(args, nil, "setattr", 3, 3, &o, &name, &value); err != nil {
		return nil, err
	}
	key, ok := name.(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "attribute name must be string, not '%s'", name.Type().Name)
	}
	if handled, err := setAttribute(o, string(key), value); handled {
		return py.None, err
	}
	_, err := py.SetAttrString(o, string(key), value)
	return py.None, err
}

func builtinDelattr(self py.Object, args py.Tuple) (py.Object, error) {
	var o, name py.Object
	if err := py.UnpackTuple(args, nil, "delattr", 2, 2, &o, &name); err != nil {
		return nil, err
	}
	key, ok := name.(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "attribute name must be string, not '%s'", name.Type().Name)
	}
	return py.None, delAttr(o, string(key), func() error { return py.DeleteAttrString(o, string(key)) })
}

// delAttr is del obj.name: pylib's rules (deleteAttribute), else
// gpython's (fallback). A deleted instance attribute leaves the order
// record, so setting it again puts it last.
func delAttr(obj py.Object, name string, fallback func() error) error {
	handled, err := deleteAttribute(obj, name)
	if !handled {
		err = fallback()
	}
	if t, ok := obj.(*py.Type); ok && err == nil && instanceOf(t) {
		forgetAttr(t.Dict, name)
	}
	return err
}
