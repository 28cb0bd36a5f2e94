package golang

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"unsafe"

	"github.com/rlm-go/rlm/eval/golang/lib"
	"github.com/traefik/yaegi/interp"
)

// The generic standard packages of lib (and the adapters of lib/rlmstd) are
// interpreted from source, which costs milliseconds of CPU a session pays
// whether or not its cells use them. So a session compiles each only when a
// cell first imports it (an import declaration or an automatic import) or,
// for rlmstd, first calls an adapter: both are known before the cell runs.
// The interpreter's own generic cmp, maps and slices (compiled by Use with
// the standard library) stay until then; an import always finds lib's.
//
// yaegi keeps every package's globals in one frame, but each package scope
// counts its own slots (scope.types) from where the frame stood when the
// scope was made: a package compiled after package main has declared
// variables would reuse main's slots, and main's next variables the
// package's ("reflect.Set: value of type []int is not assignable to type
// func..."). So around a lazy compile the session lines the layouts up: the
// package starts past every slot in use and main continues past the
// package's. The layouts are reached through unexported fields of the pinned
// yaegi version, like the symbol table (symtab.go).

// loadLib compiles the lib package path and the lib packages it imports,
// once per interpreter; a path outside lib is left alone.
func (s *session) loadLib(ctx context.Context, path string) error {
	p, ok := lib.Packages[path]
	if !ok || s.libLoaded[path] {
		return nil
	}
	for _, dep := range p.Imports {
		if err := s.loadLib(ctx, dep); err != nil {
			return err
		}
	}
	layouts, err := newFrameLayouts(s.i)
	if err != nil {
		return err
	}
	layouts.alignBefore(path)
	// Later declarations replace yaegi's own generic cmp, maps and slices,
	// which its inference cannot instantiate (lib/doc.go).
	_, err = s.i.EvalWithContext(ctx, s.libSource(path))
	for _, more := range p.More {
		if err == nil {
			_, err = s.i.EvalWithContext(ctx, rewriteTypeParams(more, s.libGenerics[path], nil))
		}
	}
	layouts.alignAfter()
	if err != nil {
		return fmt.Errorf("go backend: compile the generic standard package %s: %w", path, err)
	}
	s.libLoaded[path] = true
	if path == "iter" {
		return s.bindIter(ctx)
	}
	return nil
}

// bindIter gives lib/iter its native half: Pull and Pull2 run the sequence
// on the session's own puller (rangefunc.go), which contains its panics.
func (s *session) bindIter(ctx context.Context) error {
	if err := s.eval(ctx, `import `+iterPkg+` "iter"`); err != nil {
		return fmt.Errorf("go backend: import iter for its native half: %w", err)
	}
	var lhs, rhs []string
	for _, n := range iterNatives {
		lhs, rhs = append(lhs, iterPkg+"."+n[0]), append(rhs, n[1])
	}
	if err := s.eval(ctx, strings.Join(lhs, ", ")+" = "+strings.Join(rhs, ", ")); err != nil {
		return fmt.Errorf("go backend: bind iter.Pull: %w", err)
	}
	return nil
}

// frameLayouts are the global frame layouts of an interpreter's universe and
// package scopes.
type frameLayouts struct {
	universe reflect.Value // *scope
	scopes   reflect.Value // map[string]*scope
}

func newFrameLayouts(i *interp.Interpreter) (frameLayouts, error) {
	v := reflect.ValueOf(i).Elem()
	l := frameLayouts{universe: v.FieldByName("universe"), scopes: v.FieldByName("scopes")}
	if !l.universe.IsValid() || l.universe.Kind() != reflect.Pointer || l.universe.IsNil() ||
		!l.scopes.IsValid() || l.scopes.Kind() != reflect.Map || !l.types(l.universe).IsValid() {
		return frameLayouts{}, errors.New("go backend: yaegi's Interpreter has no universe scope with a frame layout: this yaegi version is not the one the Go backend was written for")
	}
	return l, nil
}

// types returns scope sc's layout, settable, or the zero Value.
func (l frameLayouts) types(sc reflect.Value) reflect.Value {
	if !sc.IsValid() || sc.Kind() != reflect.Pointer || sc.IsNil() {
		return reflect.Value{}
	}
	f := sc.Elem().FieldByName("types")
	if !f.IsValid() || f.Type() != reflect.TypeOf([]reflect.Type(nil)) {
		return reflect.Value{}
	}
	return reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem()
}

func (l frameLayouts) scope(pkg string) reflect.Value {
	return l.scopes.MapIndex(reflect.ValueOf(pkg))
}

// longest returns the longest of the universe's and main's layouts, clipped
// so that no two scopes append into one array.
func (l frameLayouts) longest() []reflect.Type {
	out, _ := l.types(l.universe).Interface().([]reflect.Type)
	if m := l.types(l.scope("main")); m.IsValid() {
		if mt, _ := m.Interface().([]reflect.Type); len(mt) > len(out) {
			out = mt
		}
	}
	return out[:len(out):len(out)]
}

// alignBefore makes package pkg's next slots (and a new scope's, made from
// the universe's layout) follow every slot in use.
func (l frameLayouts) alignBefore(pkg string) {
	base := reflect.ValueOf(l.longest())
	l.types(l.universe).Set(base)
	if t := l.types(l.scope(pkg)); t.IsValid() {
		t.Set(base)
	}
}

// alignAfter makes main's next slots follow the package just compiled.
func (l frameLayouts) alignAfter() {
	base := reflect.ValueOf(l.longest())
	l.types(l.universe).Set(base)
	if t := l.types(l.scope("main")); t.IsValid() {
		t.Set(base)
	}
}

// loadAdapters imports lib/rlmstd under adapterPkg when the rewritten cell
// calls one of its stand-ins (adapters.go).
func (s *session) loadAdapters(ctx context.Context, code string) error {
	if s.adaptersImported || !strings.Contains(code, adapterPkg+".") {
		return nil
	}
	if err := s.loadLib(ctx, "rlmstd"); err != nil {
		return err
	}
	if err := s.eval(ctx, `import `+adapterPkg+` "rlmstd"`); err != nil {
		return fmt.Errorf("go backend: import the standard adapters: %w", err)
	}
	// The errors adapters' native halves (errwrap.go) are host symbols.
	if err := s.eval(ctx, adapterPkg+".NativeErrorStep, "+adapterPkg+".NativeErrorSame = "+errStepName+", "+errSameName); err != nil {
		return fmt.Errorf("go backend: bind the errors adapters: %w", err)
	}
	s.adaptersImported = true
	return nil
}

// libSource returns lib package path's source as the session compiles it,
// its generic declarations lowered (typeparams.go), and remembers what
// the cells' calls of it need.
func (s *session) libSource(path string) string {
	if src, ok := s.libSources[path]; ok {
		return src
	}
	generics := map[string]genericInfo{}
	src := rewriteTypeParams(lib.Packages[path].Source, generics, nil)
	s.libSources[path], s.libGenerics[path] = src, generics
	return src
}

// libQualified returns, by the name the cell uses, the lowered generic
// functions of the lib packages code refers to as pkg.Name.
func (s *session) libQualified(code string) map[string]map[string]genericInfo {
	var out map[string]map[string]genericInfo
	for _, name := range []string{"cmp", "maps", "slices"} {
		p := s.imported[name]
		if p == "" {
			p = name // imported automatically, if the cell uses it
		}
		if _, ok := lib.Packages[p]; !ok || !strings.Contains(code, name+".") {
			continue
		}
		s.libSource(p)
		if out == nil {
			out = map[string]map[string]genericInfo{}
		}
		out[name] = s.libGenerics[p]
	}
	return out
}
