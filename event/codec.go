package event

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"time"
)

// Payload is the kind-specific part of an Event: one struct per Kind in
// payloads.go, or Raw.
type Payload interface {
	EventKind() Kind
}

// Raw is data this build cannot type: a kind it does not know, or a data
// object with keys or value types its payload struct lacks (a newer or
// foreign writer, a redaction or marshal error note). It keeps the JSON as
// read, so such files load and re-encode unchanged.
type Raw struct {
	Of   Kind
	JSON json.RawMessage
}

// EventKind returns the kind the data was recorded under.
func (r Raw) EventKind() Kind { return r.Of }

// MarshalJSON returns the data as read; empty data is an empty object.
func (r Raw) MarshalJSON() ([]byte, error) {
	if len(bytes.TrimSpace(r.JSON)) == 0 {
		return []byte("{}"), nil
	}
	return r.JSON, nil
}

// As returns e's payload as T. It works the same on a live event and on
// one decoded from JSON, through Typed.
func As[T Payload](e Event) (T, bool) {
	if p, ok := any(e.Data).(*T); ok && p != nil {
		return *p, true
	}
	p, ok := Typed(e).(T)
	return p, ok
}

// Typed returns e's payload for a type switch. Data kept as Raw under a
// kind that has a payload type is decoded into that type leniently: keys
// the type lacks are ignored, and data that cannot be decoded (a value of
// another type) gives the zero payload, as reading a missing key would.
// Other data is returned as it is.
func Typed(e Event) Payload {
	raw, ok := e.Data.(Raw)
	if !ok || raw.Of != e.Kind {
		return e.Data
	}
	pt, ok := payloadTypes[raw.Of]
	if !ok {
		return raw
	}
	v := reflect.New(pt.typ)
	if len(bytes.TrimSpace(raw.JSON)) > 0 && json.Unmarshal(raw.JSON, v.Interface()) != nil {
		v = reflect.New(pt.typ)
	}
	return v.Elem().Interface().(Payload)
}

// payloadType is one registered payload: its Go type and its JSON keys.
type payloadType struct {
	typ  reflect.Type
	keys []string
}

func registry(zeros ...Payload) map[Kind]payloadType {
	m := make(map[Kind]payloadType, len(zeros))
	for _, z := range zeros {
		t := reflect.TypeOf(z)
		var keys []string
		for i := 0; i < t.NumField(); i++ {
			name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
			if name != "" && name != "-" {
				keys = append(keys, name)
			}
		}
		if _, dup := m[z.EventKind()]; dup {
			panic("event: two payload types for kind " + string(z.EventKind()))
		}
		m[z.EventKind()] = payloadType{typ: t, keys: keys}
	}
	return m
}

// Kinds returns every kind that has a payload type, sorted.
func Kinds() []Kind {
	out := make([]Kind, 0, len(payloadTypes))
	for k := range payloadTypes {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// NewData returns the zero payload of kind, or false for a kind without a
// payload type.
func NewData(kind Kind) (Payload, bool) {
	pt, ok := payloadTypes[kind]
	if !ok {
		return nil, false
	}
	return reflect.Zero(pt.typ).Interface().(Payload), true
}

// DecodeData decodes the data object of an event of the given kind into
// its payload type. Data that does not fit the type exactly (unknown kind,
// unknown keys, other value types) and absent data come back as Raw, so
// nothing read is lost.
func DecodeData(kind Kind, data json.RawMessage) Payload {
	raw := Raw{Of: kind, JSON: data}
	pt, ok := payloadTypes[kind]
	if !ok {
		return raw
	}
	if len(bytes.TrimSpace(data)) == 0 || bytes.Equal(bytes.TrimSpace(data), []byte("null")) {
		// A payload without keys (iteration.start) is written as no data.
		zero := reflect.Zero(pt.typ).Interface().(Payload)
		if b, err := encode(zero); err == nil && bytes.Equal(b, []byte("{}")) {
			return zero
		}
		return raw
	}
	if !onlyKeys(data, pt.keys) {
		return raw
	}
	v := reflect.New(pt.typ)
	if err := json.Unmarshal(data, v.Interface()); err != nil {
		return raw
	}
	return v.Elem().Interface().(Payload)
}

// onlyKeys reports whether data is an object whose keys are all in keys.
func onlyKeys(data []byte, keys []string) bool {
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return false
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		key, _ := tok.(string)
		if !slices.Contains(keys, key) {
			return false
		}
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return false
		}
	}
	return true
}

// eventJSON is Event's shape on disk.
type eventJSON struct {
	ID        uint64          `json:"id"`
	Time      time.Time       `json:"ts"`
	RunID     string          `json:"run_id"`
	AgentID   string          `json:"agent_id"`
	ParentID  string          `json:"parent_id,omitempty"`
	Depth     int             `json:"depth"`
	Iteration int             `json:"iteration,omitempty"`
	Kind      Kind            `json:"kind"`
	Data      json.RawMessage `json:"data,omitempty"`
}

// MarshalJSON writes the event with its payload as the object "data", left
// out when the payload is nil or has no keys. Nothing is HTML-escaped here:
// encoding/json escapes a marshaler's output afterwards as the caller's
// encoder is set to, so json.Marshal and an encoder without HTML escaping
// both give the bytes they gave when data was a map.
func (e Event) MarshalJSON() ([]byte, error) {
	out := eventJSON{ID: e.ID, Time: e.Time, RunID: e.RunID, AgentID: e.AgentID, ParentID: e.ParentID,
		Depth: e.Depth, Iteration: e.Iteration, Kind: e.Kind}
	if e.Data != nil {
		var data []byte
		var err error
		if r, ok := e.Data.(Raw); ok {
			// Already JSON: encoding out below checks and compacts it,
			// once, as it does any RawMessage.
			data, _ = r.MarshalJSON()
			data = bytes.TrimSpace(data)
		} else if data, err = encode(e.Data); err != nil {
			return nil, fmt.Errorf("event %s data: %w", e.Kind, err)
		}
		if !bytes.Equal(data, []byte("{}")) && !bytes.Equal(data, []byte("null")) {
			out.Data = data
		}
	}
	b, err := encode(out)
	if err != nil && out.Data != nil {
		return nil, fmt.Errorf("event %s data: %w", e.Kind, err)
	}
	return b, err
}

// UnmarshalJSON reads an event and decodes its data with DecodeData.
func (e *Event) UnmarshalJSON(b []byte) error {
	var in eventJSON
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	*e = Event{ID: in.ID, Time: in.Time, RunID: in.RunID, AgentID: in.AgentID, ParentID: in.ParentID,
		Depth: in.Depth, Iteration: in.Iteration, Kind: in.Kind, Data: DecodeData(in.Kind, in.Data)}
	return nil
}

// encode marshals v without HTML escaping and without a trailing newline.
func encode(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// field is one key of a data object whose key set depends on its values.
type field struct {
	key string
	val any
}

// object encodes fields as a JSON object with sorted keys, as a map would.
func object(fields ...field) ([]byte, error) {
	slices.SortFunc(fields, func(a, b field) int { return strings.Compare(a.key, b.key) })
	var buf bytes.Buffer
	buf.WriteByte('{')
	for i, f := range fields {
		if i > 0 {
			buf.WriteByte(',')
		}
		k, err := encode(f.key)
		if err != nil {
			return nil, err
		}
		v, err := encode(f.val)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.key, err)
		}
		buf.Write(k)
		buf.WriteByte(':')
		buf.Write(v)
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// Fields is e's data as the JSON object a trace holds, keys to values, with
// numbers kept as written (json.Number): for printers that list every field
// whatever the kind. Nil when e has no data.
func Fields(e Event) (map[string]any, error) {
	if e.Data == nil {
		return nil, nil
	}
	b, err := json.Marshal(e.Data)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var fields map[string]any
	if err := dec.Decode(&fields); err != nil {
		return nil, err
	}
	return fields, nil
}
