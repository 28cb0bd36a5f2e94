package loop

import (
	"encoding/json"
	"fmt"
	"sort"
)

// checkSchema validates v against the part of JSON Schema that structured
// sub-queries use: type, properties, required, items, enum. Servers that
// honour response_format already enforce it; this catches those that don't.
func checkSchema(schema any, v any, path string) error {
	s, ok := schema.(map[string]any)
	if !ok {
		return nil
	}
	if enum, ok := s["enum"].([]any); ok {
		found := false
		for _, e := range enum {
			if fmt.Sprint(e) == fmt.Sprint(v) {
				found = true
			}
		}
		if !found {
			return fmt.Errorf("%s: %v is not one of %v", path, v, enum)
		}
	}
	if t, ok := s["type"].(string); ok && !hasType(v, t) {
		return fmt.Errorf("%s: expected %s, got %s", path, t, jsonType(v))
	}
	switch x := v.(type) {
	case map[string]any:
		if req, ok := s["required"].([]any); ok {
			for _, r := range req {
				name, _ := r.(string)
				if _, ok := x[name]; !ok {
					return fmt.Errorf("%s: missing required property %q", path, name)
				}
			}
		}
		if props, ok := s["properties"].(map[string]any); ok {
			keys := make([]string, 0, len(props))
			for k := range props {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				if val, ok := x[k]; ok {
					if err := checkSchema(props[k], val, path+"."+k); err != nil {
						return err
					}
				}
			}
		}
	case []any:
		for i, item := range x {
			if err := checkSchema(s["items"], item, fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
	}
	return nil
}

func hasType(v any, t string) bool {
	if n, ok := v.(json.Number); ok {
		f, err := n.Float64()
		if err != nil {
			return false
		}
		v = f
	}
	switch t {
	case "integer":
		f, ok := v.(float64)
		return ok && f == float64(int64(f))
	case "number":
		_, ok := v.(float64)
		return ok
	}
	return jsonType(v) == t
}

func jsonType(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case float64, json.Number:
		return "number"
	case string:
		return "string"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	}
	return fmt.Sprintf("%T", v)
}
