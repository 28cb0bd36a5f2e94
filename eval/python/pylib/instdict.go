package pylib

import (
	"sort"

	"github.com/go-python/gpython/py"
)

// An instance's attributes live in a Go map (py.StringDict), so vars(obj)
// and obj.__dict__ came out in a different order on every run; CPython
// keeps assignment order, and models print them (__repr__ over
// vars(self).items(), json.dumps(obj.__dict__)). The order is kept in the
// map itself under attrOrderKey, which no attribute name can be, and
// __dict__ reads as an ordered dict that writes through to the map.

const attrOrderKey = "\x00order"

type attrOrder struct{ names []string }

var attrOrderType = py.NewType("attribute_order", "the order an instance's attributes were set in")

func (o *attrOrder) Type() *py.Type { return attrOrderType }

// noteAttr records name as set on an instance whose attributes are d,
// when it is new.
func noteAttr(d py.StringDict, name string) {
	if _, ok := d[name]; ok || name == attrOrderKey {
		return
	}
	o, _ := d[attrOrderKey].(*attrOrder)
	if o == nil {
		o = &attrOrder{}
		d[attrOrderKey] = o
	}
	if n := len(o.names); n > 0 && o.names[n-1] == name {
		return // noted already on the way in (STORE_ATTR, then object.__setattr__)
	}
	o.names = append(o.names, name)
	if len(o.names) > 2*len(d)+8 {
		o.names = orderedAttrs(d) // forget deleted names
	}
}

// orderedAttrs lists d's attribute names, set order first, then any set
// behind the record's back (sorted).
func orderedAttrs(d py.StringDict) []string {
	out := make([]string, 0, len(d))
	seen := map[string]bool{attrOrderKey: true}
	if o, ok := d[attrOrderKey].(*attrOrder); ok {
		for _, n := range o.names {
			if _, present := d[n]; present && !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	var rest []string
	for k := range d {
		if !seen[k] && k != boxKey {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	return append(out, rest...)
}

// attrsDict is obj.__dict__ for an instance: ordered, writing through.
func attrsDict(d py.StringDict) *Dict {
	out := NewDict()
	for _, k := range orderedAttrs(d) {
		_ = out.Set(py.String(k), d[k])
	}
	out.backing = d
	return out
}

// forgetAttr drops name from d's order record, so that setting it again
// puts it last, as CPython does.
func forgetAttr(d py.StringDict, name string) {
	o, ok := d[attrOrderKey].(*attrOrder)
	if !ok {
		return
	}
	for i, n := range o.names {
		if n == name {
			o.names = append(o.names[:i], o.names[i+1:]...)
			return
		}
	}
}
