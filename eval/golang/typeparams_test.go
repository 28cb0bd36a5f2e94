package golang

import "testing"

func TestRewriteTypeParams(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"aligned stays", "func F[T any](xs []T, f func(T) bool) []T { return xs }", "func F[T any](xs []T, f func(T) bool) []T { return xs }"},
		{"second occurrence split", "func Map[T, U any](xs []T, f func(T) U) []U { return nil }\nys := Map[int, string](nil, nil)",
			"func Map[T any, T__rlm1 any, U any](xs []T, f func(T__rlm1) U) []U { return nil }\nys := Map[int, int, string](nil, nil)"},
		{"groups written out", "func Eq[K comparable, V1, V2 any](a map[K]V1, b map[K]V2, eq func(V1, V2) bool) bool {\n\treturn true\n}",
			"func Eq[K comparable, V1 any, K__rlm2 comparable, V2 any, V1__rlm4 any, V2__rlm5 any](a map[K]V1, b map[K__rlm2]V2, eq func(V1__rlm4, V2__rlm5) bool) bool {\n\treturn true\n}"},
		{"grouped names", "func Same[T comparable](a, b []T) bool { return true }",
			"func Same[T comparable, T__rlm1 comparable](a []T, b []T__rlm1) bool { return true }"},
		{"variadic companions and calls", "func Max[T int | float64](xs ...T) T { return xs[0] }\nfmt.Println(Max(1, 2), Max(3), Max(vs...), Max[int]())",
			"func Max[T int | float64](xs ...T) T { return xs[0] }; func Max__rlmv[T int | float64](__rlm_v0 T, __rlm_v0s ...T) T { xs := append([]T{__rlm_v0}, __rlm_v0s...); return xs [ 0 ]  }; func Max__rlms[T int | float64](xs []T) T { return xs [ 0 ]  }; func Max__rlm1[T int | float64](__rlm_v0 T) T { xs := []T{__rlm_v0}; return xs [ 0 ]  }\nfmt.Println(Max__rlmv(1, 2), Max__rlm1(3), Max__rlms(vs), Max[int]())"},
		{"core type", "func Keys[M ~map[K]V, K comparable, V any](m M) []K { var out []K; return out }",
			"func Keys[K comparable, V any](m map[K]V) []K { var out []K; return out }"},
		{"untyped float constants", "func F[T float64 | int](x, y T) T { return x }\nfmt.Println(F(2.5, -1), F(1, 2), F(x, 2.5))",
			"func F[T float64 | int, T__rlm1 float64 | int](x T, y T__rlm1) T { return x }\nfmt.Println(F(float64(2.5), float64(-1)), F(1, 2), F(x, 2.5))"},
		{"multi-line parameters keep lines", "func Map[T, U any](\n\txs []T,\n\tf func(T) U,\n) []U { return nil }",
			"func Map[T any, T__rlm1 any, U any](\n\txs []T, f func(T__rlm1) U,\n\n) []U { return nil }"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := rewriteTypeParams(c.src, map[string]genericInfo{}, nil); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}
