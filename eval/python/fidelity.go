package python

import (
	"sync"

	"github.com/go-python/gpython/py"
)

// installFidelity adds the few things the host prelude itself needs that
// stock gpython lacks. Broad stdlib fidelity is eval/python/pylib's job;
// entries it may also define are only set here when still missing.
var installFidelity = sync.OnceFunc(func() {
	// SHOW_VARS reads type(v).__name__. gpython's built-in types have object,
	// not type, as their metatype, so the attribute has to live on object;
	// instances that are not types still get AttributeError.
	if _, ok := py.ObjectType.Dict["__name__"]; !ok {
		py.ObjectType.Dict["__name__"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
			if t, ok := self.(*py.Type); ok {
				return py.String(t.Name), nil
			}
			return nil, py.ExceptionNewf(py.AttributeError, "'%s' object has no attribute '__name__'", self.Type().Name)
		}}
	}
})
