package golang

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"

	"github.com/traefik/yaegi/interp"
)

// encoding/json names the struct holding a mistyped field by its reflect
// type's name, which an interpreted struct type does not have ("Go struct
// field .id"). The session's json.Unmarshal fills the name in from the
// registry of the cell's types (printtypes.go).

// guardedJSON returns the session's replacements for encoding/json members.
func guardedJSON(reg *typeRegistry) interp.Exports {
	return interp.Exports{"encoding/json/json": {
		"Unmarshal": reflect.ValueOf(func(data []byte, v any) error {
			err := json.Unmarshal(data, v)
			var ute *json.UnmarshalTypeError
			if errors.As(err, &ute) && ute.Struct == "" && ute.Field != "" && v != nil {
				ute.Struct = reg.structName(reflect.TypeOf(v), ute.Field)
			}
			return err
		}),
	}}
}

// structName returns the registered name of the struct type that holds the
// last field of path (dotted JSON names from root), or "".
func (r *typeRegistry) structName(root reflect.Type, path string) string {
	if r == nil {
		return ""
	}
	names := strings.Split(path, ".")
	t := root
	for k := 0; ; k++ {
		for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Map {
			t = t.Elem()
		}
		if t.Kind() != reflect.Struct {
			return ""
		}
		if k == len(names)-1 {
			break
		}
		f, ok := jsonField(t, names[k])
		if !ok {
			return ""
		}
		t = f.Type
	}
	if t.Name() != "" {
		return t.Name()
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if d := r.byRType[t]; d != nil {
		return strings.TrimPrefix(d.name, "main.")
	}
	return ""
}

// jsonField finds the field of struct t that encoding/json decodes the key
// name into.
func jsonField(t reflect.Type, name string) (reflect.StructField, bool) {
	var fold reflect.StructField
	folded := false
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		key := f.Name
		if tag, _, _ := strings.Cut(f.Tag.Get("json"), ","); tag != "" && tag != "-" {
			key = tag
		}
		if key == name {
			return f, true
		}
		if !folded && strings.EqualFold(key, name) {
			fold, folded = f, true
		}
	}
	return fold, folded
}
