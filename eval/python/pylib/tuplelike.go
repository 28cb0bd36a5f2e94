package pylib

import "github.com/go-python/gpython/py"

// gpython's tuple cannot be subclassed (its instances are Go slices), so a
// namedtuple is a Python class whose MRO lists tuple without tuple being
// its base: isinstance and issubclass see a tuple, and the class defines
// the tuple methods itself over the plain tuple it keeps in _values. The
// places that take "any tuple" in CPython (% arguments, dict keys, JSON
// arrays) ask tupleItems for those values.

// tupleInMro puts tuple into a namedtuple class's MRO, just before object.
func tupleInMro(self, cls py.Object) (py.Object, error) {
	t, ok := cls.(*py.Type)
	if !ok || instanceOf(t) {
		return nil, py.ExceptionNewf(py.TypeError, "_tuple_in_mro() argument must be a class")
	}
	if t.IsSubtype(py.TupleType) {
		return py.None, nil
	}
	mro := make(py.Tuple, 0, len(t.Mro)+1)
	for _, b := range t.Mro {
		if b == py.ObjectType {
			mro = append(mro, py.TupleType)
		}
		mro = append(mro, b)
	}
	t.Mro = mro
	return py.None, nil
}

// tupleItems returns the items of an instance of a tuple-like Python class
// (one tupleInMro marked, or a subclass of one).
func tupleItems(o py.Object) (py.Tuple, bool) {
	cls, ok := isInstance(o)
	if !ok || !cls.IsSubtype(py.TupleType) {
		return nil, false
	}
	v, err := py.GetAttrString(o, "_values")
	if err != nil {
		return nil, false
	}
	items, ok := v.(py.Tuple)
	return items, ok
}
