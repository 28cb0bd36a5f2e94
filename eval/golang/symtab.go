package golang

import (
	"errors"
	"reflect"
	"sync"
	"unsafe"

	"github.com/traefik/yaegi/interp"
)

// symtab is package main's symbol table inside a yaegi interpreter.
//
// yaegi declares a cell's names before it type-checks the cell, and a
// compile error leaves them declared with zero values: after `y := 5` next to
// an undefined name, the next cell would print 0 for y. yaegi has no API to
// forget a name, so the session snapshots the table before each compile and
// puts it back when the compile fails. The table is reached through
// unexported fields of the pinned yaegi version (go.mod); newSymtab fails
// loudly, and the session tests catch it, if a yaegi upgrade moves them.
type symtab struct {
	mu  *sync.RWMutex
	sym reflect.Value // map[string]*symbol, writable
}

// symSnapshot is the table's entries at one moment.
type symSnapshot map[string]reflect.Value

func newSymtab(i *interp.Interpreter) (*symtab, error) {
	v := reflect.ValueOf(i).Elem()
	mu := v.FieldByName("mutex")
	scopes := v.FieldByName("scopes")
	if !mu.IsValid() || mu.Type() != reflect.TypeOf(sync.RWMutex{}) || !scopes.IsValid() || scopes.Kind() != reflect.Map {
		return nil, errors.New("yaegi's Interpreter has no mutex and scopes fields: this yaegi version is not the one the Go backend was written for")
	}
	main := scopes.MapIndex(reflect.ValueOf("main"))
	if !main.IsValid() || main.Kind() != reflect.Pointer || main.IsNil() {
		return nil, errors.New("yaegi has no scope for package main yet")
	}
	sym := main.Elem().FieldByName("sym")
	if !sym.IsValid() || sym.Kind() != reflect.Map || sym.Type().Key().Kind() != reflect.String {
		return nil, errors.New("yaegi's scope has no sym map: this yaegi version is not the one the Go backend was written for")
	}
	return &symtab{
		mu:  (*sync.RWMutex)(unsafe.Pointer(mu.UnsafeAddr())),
		sym: reflect.NewAt(sym.Type(), unsafe.Pointer(sym.UnsafeAddr())).Elem(),
	}, nil
}

func (t *symtab) snapshot() symSnapshot {
	t.mu.RLock()
	defer t.mu.RUnlock()
	snap := make(symSnapshot, t.sym.Len())
	it := t.sym.MapRange()
	for it.Next() {
		snap[it.Key().String()] = it.Value()
	}
	return snap
}

// restore puts the table back as it was at snap: names declared since are
// forgotten and redeclared ones get their earlier symbol back.
func (t *symtab) restore(snap symSnapshot) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, k := range t.sym.MapKeys() {
		if _, ok := snap[k.String()]; !ok {
			t.sym.SetMapIndex(k, reflect.Value{})
		}
	}
	for k, v := range snap {
		if cur := t.sym.MapIndex(reflect.ValueOf(k)); !cur.IsValid() || cur.Pointer() != v.Pointer() {
			t.sym.SetMapIndex(reflect.ValueOf(k), v)
		}
	}
}

// forget removes name from the table, as if it had never been declared.
func (t *symtab) forget(name string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.sym.SetMapIndex(reflect.ValueOf(name), reflect.Value{})
}
