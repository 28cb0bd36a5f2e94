package python

import (
	"strings"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/parser"
	"github.com/go-python/gpython/py"
)

// maxCompileDepth bounds how deeply code may nest (-(-(-x)), 1+1+...+1,
// f(1)(1)(1), nested brackets or blocks). gpython's compiler recurses in
// Go once per level, so a few hundred thousand levels, easily built with
// exec('-' * 10**6 + '1'), overflow the goroutine stack: a fatal error that
// ends the process. CPython 3.11 compiles 1000 levels and refuses 3000 with
// the same RecursionError.
const maxCompileDepth = 2000

// guardCompile wraps gpython's compile (cells, exec, eval and module
// sources all go through py.Compile) with checkNesting.
func guardCompile(next func(string, string, py.CompileMode, int, bool) (*py.Code, error)) func(string, string, py.CompileMode, int, bool) (*py.Code, error) {
	return func(src, desc string, mode py.CompileMode, flags int, dontInherit bool) (*py.Code, error) {
		if err := checkNesting(src, desc, mode); err != nil {
			return nil, err
		}
		return next(src, desc, mode, flags, dontInherit)
	}
}

// guardCompileBuiltin is the builtin compile(), which calls gpython's
// compiler directly rather than through py.Compile, with checkNesting.
func guardCompileBuiltin(next py.Object) py.Object {
	return py.MustNewMethod("compile", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		arg := func(i int, name string) (string, bool) {
			v, ok := kwargs[name]
			if i < len(args) {
				v, ok = args[i], true
			}
			switch x := v.(type) {
			case py.String:
				return string(x), ok
			case py.Bytes:
				return string(x), ok
			}
			return "", false
		}
		src, okSrc := arg(0, "source")
		desc, _ := arg(1, "filename")
		mode, okMode := arg(2, "mode")
		if okSrc && okMode {
			if err := checkNesting(src, desc, py.CompileMode(mode)); err != nil {
				return nil, err
			}
		}
		return py.Call(next, args, kwargs)
	}, 0, "compile(source, filename, mode) compiles source into a code object")
}

// checkNesting refuses code nested deeper than maxCompileDepth. The parse
// it costs is paid only by sources long enough to nest that deep: every
// level takes at least one byte. Syntax errors are left to the compiler.
//
// The guard sees the model's source, before pylib's rewrite (which itself
// recurses per bracket): brackets are counted on the tokens first, and
// source with syntax gpython's parser lacks (f-strings, match) is measured
// as rewritten.
func checkNesting(src, desc string, mode py.CompileMode) error {
	if len(src) <= maxCompileDepth/2 {
		return nil
	}
	tooDeep := py.ExceptionNewf(RecursionError, "maximum recursion depth exceeded during compilation")
	if bracketDepth(src) > maxCompileDepth {
		return tooDeep
	}
	tree, err := parser.Parse(strings.NewReader(src), desc, mode)
	if err != nil {
		rewritten, rerr := rewriteSource(src)
		if rerr != nil || rewritten == src {
			return nil
		}
		if tree, err = parser.Parse(strings.NewReader(rewritten), desc, mode); err != nil {
			return nil
		}
	}
	if astDepth(tree, maxCompileDepth) > maxCompileDepth {
		return tooDeep
	}
	return nil
}

// astDepth measures the tree without recursing (ast.Walk would take the
// same Go stack as the compiler): ast.Walk is only asked for one node's
// children at a time. It stops counting once past limit.
func astDepth(root ast.Ast, limit int) int {
	type node struct {
		n     ast.Ast
		depth int
	}
	stack := []node{{root, 1}}
	deepest := 0
	for len(stack) > 0 {
		top := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if top.depth > deepest {
			deepest = top.depth
			if deepest > limit {
				return deepest
			}
		}
		ast.Walk(top.n, func(c ast.Ast) bool {
			if c == top.n {
				return true
			}
			stack = append(stack, node{c, top.depth + 1})
			return false
		})
	}
	return deepest
}
