package golang

import (
	"strings"
	"testing"
)

// sameShapePrograms declare struct types with the same fields, which
// yaegi would give one reflect type.
var sameShapePrograms = []goProgram{
	{"same-shape structs keep their names", `"encoding/json"; "fmt"`, `type Animal interface{ Sound() string }

type Dog struct{ Name string }

type (
	Cat struct{ Name string }
	Pt  struct {
		X, Y int ` + "`json:\"x\"`" + `
	}
	Vec struct {
		X, Y int "json:\"x\""
	}
	Box struct {
		In struct{ A int }
		B  int
	}
	Empty struct{}
)

type Wrap struct {
	Box
}

func (d Dog) Sound() string  { return d.Name + " says woof" }
func (c *Cat) Sound() string { return c.Name + " says meow" }

// show runs in a function: a cell's top-level range over interface values
// is a yaegi failure of its own ("nil type").
func show() {
	zoo := []Animal{Dog{"Rex"}, &Cat{"Tom"}}
for _, a := range zoo {
	fmt.Printf("%T %v\n", a, a.Sound())
}
_, ok := zoo[1].(Dog)
fmt.Println(ok)
fmt.Printf("%T %T %+v %v\n", Dog{"a"}, Cat{"b"}, Cat(Dog{"c"}), Dog(Cat{"d"}) == Dog{"d"})
p, v := Pt{1, 2}, Vec{3, 4}
b, _ := json.Marshal([]any{p, v, Box{}, Wrap{}})
fmt.Printf("%T %T %s %v %#v\n", p, v, b, Pt(v), Empty{})
fmt.Printf("%#v %+v\n", Box{B: 1}, Wrap{})
}`, `
show()`},
}

func TestSameShapeStructsMatchGoRun(t *testing.T) {
	runLikeGoRun(t, sameShapePrograms)
}

func TestRewriteStructTagsLeavesOtherStructsAlone(t *testing.T) {
	src := "type Pair[K comparable, V any] struct{ K K; V V }\nfunc f() { type local struct{ a int }; _ = struct{ b int }{1} }\nx := struct{ c int }{2}"
	if got := rewriteStructTags(src); got != src {
		t.Fatalf("rewrote\n%s\nto\n%s", src, got)
	}
	got := rewriteStructTags("type T struct {\n\tA int `json:\"a\"`\n\tB int\n}")
	if !strings.Contains(got, "`json:\"a\"` ") && !strings.Contains(got, `"json:\"a\" rlmtype:\"T\""`) {
		t.Fatalf("the first field's tag is not extended: %s", got)
	}
}
