package golang

import "github.com/rlm-go/rlm/eval"

func init() {
	eval.Register(eval.BackendSpec{
		Name:     "go",
		Aliases:  []string{"golang"},
		Title:    "Go",
		Help:     "Go interpreted by yaegi",
		Language: eval.Go(),
		Embedded: true,
		Open: func(eval.OpenOptions) (eval.Backend, error) {
			return New(Options{}), nil
		},
	})
}
