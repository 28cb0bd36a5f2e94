package pylib

import (
	"embed"
	"math"
	"strings"
	"sync"

	"github.com/go-python/gpython/py"
)

// Pure-Python modules run in gpython at import; they are written in the
// Python 3.4 that gpython parses.
//
// random.py.txt is not a plain module: it needs the Go generator and is
// registered by installRandom. time.py.txt runs inside gpython's time
// module (installTime).
//
//go:embed pysrc/*.py pysrc/*.py.txt
var pysrc embed.FS

//go:generate go run ./gen

func pyModule(name string, globals py.StringDict, methods ...*py.Method) {
	// The sources go through Rewrite like cells do: gpython mis-compiles
	// some 3.4 constructs (decorated functions with defaults). ./gen did it
	// ahead of time; a module added since is rewritten here.
	src := rewrittenSource(name + ".py")
	if globals == nil {
		globals = py.StringDict{}
	}
	py.RegisterModule(&py.ModuleImpl{
		Info:    py.ModuleInfo{Name: name, FileDesc: "<pylib " + name + ">"},
		Methods: methods,
		Globals: globals,
		CodeSrc: src,
	})
}

// rewrittenSource is pysrc/file after Rewrite: ./gen's copy
// (rewritten_sources.go), or for a module added since, rewritten here.
func rewrittenSource(file string) string {
	if src, ok := rewrittenSourceOf(file); ok {
		return src
	}
	raw, err := pysrc.ReadFile("pysrc/" + file)
	if err != nil {
		panic("pylib: no module source " + file)
	}
	out, err := Rewrite(string(raw))
	if err != nil {
		panic("pylib: module " + file + ": " + err.Error())
	}
	return out
}

func installModules() {
	pyModule("collections", py.StringDict{
		"Counter":     CounterType,
		"defaultdict": DefaultDictType,
		"OrderedDict": OrderedDictType,
	}, py.MustNewMethod("_tuple_in_mro", tupleInMro, 0, "_tuple_in_mro(cls) makes cls count as a tuple subclass"))
	pyModule("types", nil, py.MustNewMethod("_instance_dict", instanceDict, 0, "_instance_dict(obj) is obj's own attribute dict"))
	pyModule("csv", nil, installCSVParser())
	entries, _ := pysrc.ReadDir("pysrc")
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), ".py")
		if ok && name != "collections" && name != "types" && name != "csv" && name != "json" && name != "abc" && name != "decimal" {
			pyModule(name, nil)
		}
	}
	installAbc()
	installDecimal()
	installHashlib()
	installBinascii()
	installZlib()
	installBase64()
	installHmac()
	installJSON()
	installRe()
	installRandom()
	installTime()
	installUnicodedata()
	// Version checks and sys.maxsize guards in model code read these.
	if impl := py.GetModuleImpl("sys"); impl != nil {
		if impl.Globals == nil {
			impl.Globals = py.StringDict{}
		}
		for k, v := range map[string]py.Object{
			"maxsize":      py.Int(math.MaxInt64),
			"version_info": py.Tuple{py.Int(3), py.Int(11), py.Int(0), py.String("final"), py.Int(0)},
			"version":      py.String("3.11.0 (gpython)"),
			"platform":     py.String("linux"),
			"byteorder":    py.String("little"),
		} {
			if _, ok := impl.Globals[k]; !ok {
				impl.Globals[k] = v
			}
		}
	}
	installAst()
	installRecursionLimit()
}

// recursionLimit is what sys.getrecursionlimit reports; gpython's raised
// NotImplementedError. The interpreter's real bound is its own depth
// check (eval/python), so setting it only changes what is reported.
var recursionLimit = struct {
	sync.Mutex
	n int64
}{n: 1000}

func installRecursionLimit() {
	impl := py.GetModuleImpl("sys")
	if impl == nil {
		return
	}
	get := py.MustNewMethod("getrecursionlimit", func(self py.Object) (py.Object, error) {
		recursionLimit.Lock()
		defer recursionLimit.Unlock()
		return py.Int(recursionLimit.n), nil
	}, 0, "getrecursionlimit() -> the recursion limit")
	set := py.MustNewMethod("setrecursionlimit", func(self, n py.Object) (py.Object, error) {
		v, err := py.MakeGoInt64(n)
		if err != nil {
			return nil, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", n.Type().Name)
		}
		if v < 1 {
			return nil, py.ExceptionNewf(py.ValueError, "recursion limit must be greater or equal than 1")
		}
		recursionLimit.Lock()
		recursionLimit.n = v
		recursionLimit.Unlock()
		return py.None, nil
	}, 0, "setrecursionlimit(n) sets the reported recursion limit")
	for i, m := range impl.Methods {
		switch m.Name {
		case "getrecursionlimit":
			impl.Methods[i] = get
		case "setrecursionlimit":
			impl.Methods[i] = set
		}
	}
}

// instanceDict returns an instance's own attribute dict, for classes
// (types.SimpleNamespace) whose __dict__ is a property.
func instanceDict(self, obj py.Object) (py.Object, error) {
	t, ok := obj.(*py.Type)
	if !ok || !instanceOf(t) {
		return nil, py.ExceptionNewf(py.TypeError, "_instance_dict() argument must be an instance of a class")
	}
	return t.GetDict(), nil
}

// PreludeSource is Python that a backend may run in each session after the
// host prelude. pylib needs none today: everything is installed in Go or
// as importable modules.
func PreludeSource() string { return "" }
