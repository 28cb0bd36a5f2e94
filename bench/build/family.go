package build

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sort"
)

// Family is one kind of task build makes. Each lives in its own file and
// registers itself from an init function: its name, its generator settings
// and their defaults, its generator, and the built-in profiles it is in.
type Family struct {
	Name string
	// Description is one line for listings.
	Description string
	// Rank orders families in listings, in built-in profiles (and so in
	// their pools) and under a profile's "generators"; lower first.
	Rank int
	// Delegation marks the seed's families: no generator of their own,
	// built together over the profile's sources and scored by
	// self-assessment.
	Delegation bool
	// Defaults returns a fresh pointer to the family's generator settings
	// at their defaults, the value under "generators"."<Name>" in a
	// profile; nil when the family has none.
	Defaults func() any
	// Check reports a mistake in the family's settings (what Defaults
	// returns) that a build would otherwise hide, starting with the
	// setting's name; nil when there is nothing to check.
	Check func(settings any) error
	// Generate builds n tasks; nil for delegation families.
	Generate func(ctx context.Context, b *builder, family string, n int) ([]item, error)
	// Profiles are the built-in profiles that include the family.
	Profiles map[string]Inclusion
}

// Inclusion is how a built-in profile uses a family.
type Inclusion struct {
	// Count is the tasks the profile asks for; 0 shares what the profile's
	// target leaves evenly with the other families without a count.
	Count int
	// Tune adjusts the family's settings (what Defaults returns) for the
	// profile; nil keeps the defaults.
	Tune func(settings any)
}

// families is filled by init functions and only read afterwards.
var families = map[string]Family{}

// Register adds a family. It panics on a missing name, a name or rank
// registered twice, and a family that is neither generated nor delegation:
// programming errors found at start-up.
func Register(f Family) {
	switch {
	case f.Name == "":
		panic("build.Register: family without a name")
	case (f.Generate == nil) == !f.Delegation:
		panic("build.Register: family " + f.Name + " needs a generator, or is a delegation family without one")
	}
	for _, g := range families {
		if g.Name == f.Name || g.Rank == f.Rank {
			panic(fmt.Sprintf("build.Register: family %s clashes with %s (name or rank %d)", f.Name, g.Name, f.Rank))
		}
	}
	families[f.Name] = f
}

// registered lists the families in rank order.
func registered() []Family {
	out := make([]Family, 0, len(families))
	for _, f := range families {
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Rank < out[j].Rank })
	return out
}

// Families lists every family build knows: the seed's delegation families
// first, then the others, each in rank order.
func Families() []string {
	names := delegationFamilyNames()
	for _, f := range registered() {
		if !f.Delegation {
			names = append(names, f.Name)
		}
	}
	return names
}

// FamilyDescription returns a family's one-line description.
func FamilyDescription(name string) (string, bool) {
	f, ok := families[name]
	return f.Description, ok
}

// IsDelegationFamily reports whether f is one of the seed's families.
func IsDelegationFamily(f string) bool { return families[f].Delegation }

func delegationFamilyNames() []string {
	var names []string
	for _, f := range registered() {
		if f.Delegation {
			names = append(names, f.Name)
		}
	}
	return names
}

// Generators hold each family's generator settings by family name: a
// profile's "generators". Values are what the family's Defaults returns.
type Generators map[string]any

func defaultGenerators() Generators {
	g := Generators{}
	for _, f := range registered() {
		if f.Defaults != nil {
			g[f.Name] = f.Defaults()
		}
	}
	return g
}

// settings returns a family's generator settings from a profile.
func settings[S any](p *Profile, family string) S {
	if s, ok := p.Generators[family].(*S); ok && s != nil {
		return *s
	}
	var zero S
	return zero
}

// MarshalJSON writes the families in rank order, as a struct would.
func (g Generators) MarshalJSON() ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteByte('{')
	n := 0
	for _, f := range registered() {
		v, ok := g[f.Name]
		if !ok {
			continue
		}
		b, err := json.Marshal(v)
		if err != nil {
			return nil, fmt.Errorf("generators.%s: %w", f.Name, err)
		}
		if n > 0 {
			buf.WriteByte(',')
		}
		n++
		key, _ := json.Marshal(f.Name)
		buf.Write(key)
		buf.WriteByte(':')
		buf.Write(b)
	}
	if n != len(g) {
		return nil, fmt.Errorf("generators: holds settings of a family build does not know")
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// UnmarshalJSON decodes each family's settings over what g already holds
// (the defaults), rejecting unknown families and fields as a profile's
// decoder does. A type error keeps its field path and gets its offset
// within the generators object; LoadProfile makes it absolute.
func (g *Generators) UnmarshalJSON(data []byte) error {
	if bytes.Equal(bytes.TrimSpace(data), []byte("null")) {
		return nil
	}
	if *g == nil {
		*g = Generators{}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if _, err := dec.Token(); err != nil { // {
		return err
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		name, _ := tok.(string)
		f, ok := families[name]
		if !ok || f.Defaults == nil {
			return fmt.Errorf("json: unknown field %q", name)
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return err
		}
		start := dec.InputOffset() - int64(len(raw))
		s, ok := (*g)[name]
		if !ok {
			s = f.Defaults()
		}
		sub := json.NewDecoder(bytes.NewReader(raw))
		sub.DisallowUnknownFields()
		if err := sub.Decode(s); err != nil {
			if te, ok := err.(*json.UnmarshalTypeError); ok {
				te.Offset += start
				te.Field = "generators." + name + "." + te.Field
				// Wrapped, the profile's decoder leaves the path and the
				// settings' struct name as they are.
				return fmt.Errorf("%w", te)
			}
			return err
		}
		(*g)[name] = s
	}
	return nil
}
