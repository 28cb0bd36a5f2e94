package pylib

import (
	"time"

	"github.com/go-python/gpython/py"
)

// clockStart anchors perf_counter and monotonic: Go's monotonic clock
// since the process started.
var clockStart = time.Now()

// installTime completes gpython's time module: perf_counter, monotonic
// and process_time raise NotImplementedError there, and gmtime, localtime,
// strftime and the rest come from pysrc/time.py.txt, run in the module
// after its Go functions.
func installTime() {
	impl := py.GetModuleImpl("time")
	if impl == nil {
		return
	}
	elapsed := func(self py.Object) (py.Object, error) {
		return py.Float(time.Since(clockStart).Seconds()), nil
	}
	elapsedNs := func(self py.Object) (py.Object, error) {
		return py.Int(time.Since(clockStart).Nanoseconds()), nil
	}
	clocks := []*py.Method{
		py.MustNewMethod("perf_counter", elapsed, 0, "perf_counter() -> float\n\nPerformance counter for benchmarking."),
		py.MustNewMethod("monotonic", elapsed, 0, "monotonic() -> float\n\nMonotonic clock, cannot go backward."),
		py.MustNewMethod("process_time", elapsed, 0, "process_time() -> float\n\nTime since the process started (no CPU clock in the sandbox)."),
		py.MustNewMethod("perf_counter_ns", elapsedNs, 0, "perf_counter_ns() -> int"),
		py.MustNewMethod("monotonic_ns", elapsedNs, 0, "monotonic_ns() -> int"),
		py.MustNewMethod("process_time_ns", elapsedNs, 0, "process_time_ns() -> int"),
	}
	for _, c := range clocks {
		replaced := false
		for i, m := range impl.Methods {
			if m.Name == c.Name {
				impl.Methods[i], replaced = c, true
			}
		}
		if !replaced {
			impl.Methods = append(impl.Methods, c)
		}
	}
	impl.CodeSrc = rewrittenSource("time.py.txt")
}
