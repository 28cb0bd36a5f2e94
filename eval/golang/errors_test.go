package golang

import "testing"

// errorPrograms use the errors package on the cells' own error types,
// which yaegi hands native code without their methods.
var errorPrograms = []goProgram{
	{"errors.As with a pointer target through a %w chain", `"errors"; "fmt"`, `type ParseError struct {
	Line int
	Msg  string
}

func (e *ParseError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

type TimeoutError struct{ Op string }

func (e TimeoutError) Error() string { return e.Op + ": timeout" }

func lineOf(err error) int {
	if p, ok := errors.AsType[*ParseError](err); ok {
		return p.Line
	}
	return -1
}`, `
err := fmt.Errorf("parse failed: %w", &ParseError{3, "empty line"})
fmt.Println(err)
var pe *ParseError
fmt.Println(errors.As(err, &pe), pe.Line, pe.Msg)
err = fmt.Errorf("calling: %w", TimeoutError{"slow"})
var te TimeoutError
fmt.Println(errors.As(err, &te), te.Op, errors.As(err, &pe))
fmt.Printf("%v | %T\n", err, errors.Unwrap(err))
fmt.Println(lineOf(fmt.Errorf("x: %w", &ParseError{7, "m"})), lineOf(err))`},
	{"errors.Is and Unwrap on own and native chains", `"errors"; "fmt"`, `var ErrA = errors.New("A")

type wrapped struct{ inner error }

func (w wrapped) Error() string { return "w: " + w.inner.Error() }
func (w wrapped) Unwrap() error { return w.inner }`, `
w := fmt.Errorf("outer: %w and %w", ErrA, errors.New("B"))
fmt.Println(w, errors.Is(w, ErrA), errors.Unwrap(w) == nil)
j := errors.Join(ErrA, nil, errors.New("C"))
fmt.Println(j, errors.Is(j, ErrA), errors.Join(nil, nil) == nil)
ww := wrapped{wrapped{ErrA}}
fmt.Println(errors.Is(ww, ErrA), errors.Unwrap(ww), errors.Unwrap(ErrA), errors.Is(ww, errors.New("A")))
fmt.Println(errors.Is(nil, ErrA), errors.Is(nil, nil))`},
	{"errors.Is finds the cell's own sentinels", `"errors"; "fmt"`, `type MyErr struct{ s string }

func (e *MyErr) Error() string { return e.s }

var ErrX = &MyErr{"x"}
var ErrY = errors.New("y")

func find(k int) error {
	switch k {
	case 0:
		return ErrX
	case 1:
		return fmt.Errorf("find %d: %w", k, ErrX)
	}
	return fmt.Errorf("find %d: %w", k, ErrY)
}

func report() {
	for k := 0; k < 3; k++ {
		err := find(k)
		fmt.Println(err, errors.Is(err, ErrX), errors.Is(err, ErrY), errors.Is(err, &MyErr{"x"}))
	}
}`, `
report()`},
	{"io/fs errors and modes", `"errors"; "fmt"; "io/fs"`, ``, `
var err error = &fs.PathError{Op: "open", Path: "notes.txt", Err: fs.ErrNotExist}
fmt.Println(err, errors.Is(err, fs.ErrNotExist), errors.Is(err, fs.ErrExist))
var pe *fs.PathError
fmt.Println(errors.As(fmt.Errorf("load: %w", err), &pe), pe.Path)
fmt.Println(fs.ValidPath("a/b"), fs.ValidPath("../x"), fs.FileMode(0o755)|fs.ModeDir)`},
	{"encoding/json errors name the cell's struct", `"encoding/json"; "errors"; "fmt"`, `type Inner struct {
	N int ` + "`" + `json:"n"` + "`" + `
}

type Event struct {
	ID    int    ` + "`" + `json:"id"` + "`" + `
	Name  string
	Inner Inner  ` + "`" + `json:"inner"` + "`" + `
	Items []Inner
}`, `
var e Event
fmt.Println(json.Unmarshal([]byte(` + "`" + `{"id":"seven"}` + "`" + `), &e))
fmt.Println(json.Unmarshal([]byte(` + "`" + `{"name":3}` + "`" + `), &e))
fmt.Println(json.Unmarshal([]byte(` + "`" + `{"inner":{"n":"x"}}` + "`" + `), &e))
err := json.Unmarshal([]byte(` + "`" + `{"Items":[{"n":true}]}` + "`" + `), &e)
var ute *json.UnmarshalTypeError
fmt.Println(err, errors.As(err, &ute), ute.Field)
var m map[string]Inner
fmt.Println(json.Unmarshal([]byte(` + "`" + `{"k":{"n":[]}}` + "`" + `), &m))`},
}

func TestErrorsMatchGoRun(t *testing.T) {
	runLikeGoRun(t, errorPrograms)
}
