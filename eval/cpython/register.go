package cpython

import "github.com/rlm-go/rlm/eval"

func init() {
	eval.Register(eval.BackendSpec{
		Name:     "python",
		Aliases:  []string{"cpython"},
		Title:    "CPython",
		Help:     "CPython, a python3 subprocess",
		Language: eval.Python(),
		Open: func(o eval.OpenOptions) (eval.Backend, error) {
			return New(Options{Python: o.PythonPath, Sandbox: o.Sandbox, ResidentLimit: o.MemoryLimit, ContextFile: o.ContextFile})
		},
		Available: func(o eval.OpenOptions) error {
			_, err := Probe(o.PythonPath)
			return err
		},
		Auto:     1,
		Fallback: "gpython",
	})
}
