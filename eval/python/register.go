package python

import "github.com/rlm-go/rlm/eval"

func init() {
	eval.Register(eval.BackendSpec{
		Name:     "gpython",
		Help:     "the embedded interpreter",
		Language: eval.Python(),
		Embedded: true,
		Open: func(eval.OpenOptions) (eval.Backend, error) {
			return New(Options{}), nil
		},
		Auto: 2,
	})
}
