package golang

import (
	"go/token"
	"strconv"
	"strings"
)

// yaegi v0.16.1 infers a generic function's type arguments by walking its
// parameters in order and collecting a type at every place a type parameter
// occurs (inside slices, pointers, channels, maps, structs and function
// types), then hands the collected list to the type parameters by position:
// `func Map[T, U any](xs []T, f func(T) U) []U` collects T, T, U and
// instantiates U with T's type ("cannot use type func(int) string as type
// func(int) int"). A parameter group `a, b []T` is matched to one argument,
// which shifts the later ones, and a variadic parameter contributes nothing
// (`func Max[T cmp.Ordered](xs ...T) T` called as Max(1, 2): "undefined type
// for T").
//
// rewriteTypeParams lowers the declarations so that yaegi's order is Go's:
// parameter groups are written out one parameter each, and every occurrence
// of a type parameter after its first gets a type parameter of its own, with
// the same constraint, so the collected list matches the type parameter list
// one to one:
//
//	func Map[T, U any](xs []T, f func(T) U) []U
//	func Map[T any, T__rlm2 any, U any](xs []T, f func(T__rlm2) U) []U
//
// Instantiated, the copies are the same type as the original, so the body
// compiles as written. Explicit instantiations of such a function
// (Map[int, string]) are rewritten to the new list, in any later cell too.
// A generic function with a variadic last parameter gets three companions
// on its body's closing line, copies of it: NAME__rlmv takes the first
// variadic value apart (inferable), NAME__rlm1 takes exactly one (yaegi
// reads an argument for every parameter, an empty variadic one included),
// NAME__rlms takes the values as a slice; a call spreading one slice
// (F(xs...)) goes to the last. Every rewrite stays on its line.

const (
	splitSuffix     = "__rlm"
	variadicSuffix  = "__rlmv"
	spreadSuffix    = "__rlms"
	singleSuffix    = "__rlm1"
	variadicFirstID = "__rlm_v0"
)

// genericInfo is what later cells need to know of a rewritten generic
// function.
type genericInfo struct {
	// origin gives, for each type parameter after the rewrite, the index of
	// the declared one it stands for; nil when the list is unchanged.
	origin []int
	// fixed is the number of parameters before the variadic one, or -1
	// when the function has no companions.
	fixed int
}

type typeParam struct {
	name, constraint string
}

// genericDecl is one top-level `func NAME[...](...) ... {` of a cell.
type genericDecl struct {
	name                   string
	nameTok                int // token index of NAME
	tpOpen, tpClose        int // token indexes of the type parameter brackets
	paramOpen, paramClose  int // token indexes of the parameter parentheses
	resultsFrom, resultsTo int // byte offsets of the results' text
	bodyOpen, bodyClose    int // token indexes of the body's braces
}

// rewriteTypeParams rewrites the cell's generic function declarations and
// the calls and instantiations of those known in generics (which it fills).
//
// qualified holds, by the name a cell imports it under, the rewritten
// generic functions of a lib package.
func rewriteTypeParams(src string, generics map[string]genericInfo, qualified map[string]map[string]genericInfo) string {
	return lowerTypeParams(src, generics, qualified, true)
}

func lowerTypeParams(src string, generics map[string]genericInfo, qualified map[string]map[string]genericInfo, companions bool) string {
	if !strings.Contains(src, "[") && len(qualified) == 0 {
		return src
	}
	src = lowerCoreTypes(src)
	toks := scanTokens(src)
	decls := findGenericDecls(toks)
	var edits []edit
	type pending struct {
		at   int
		text string
	}
	var comps []pending
	for _, d := range decls {
		e, info, comp, ok := lowerGenericDecl(src, toks, d, companions)
		if !ok {
			// Known still, for its calls' untyped constants.
			generics[d.name] = genericInfo{fixed: -1}
			continue
		}
		generics[d.name] = info
		edits = append(edits, e...)
		if comp != "" {
			comps = append(comps, pending{toks[d.bodyClose].end, comp})
		}
	}
	for _, c := range comps {
		// The companions are generic functions themselves, and their
		// bodies may instantiate the function explicitly.
		text := lowerTypeParams(c.text, generics, nil, false)
		edits = append(edits, edit{c.at, c.at, text})
	}
	if len(generics) == 0 && len(qualified) == 0 {
		sortEdits(edits)
		return applyEdits(src, edits)
	}
	declAt := map[int]bool{}
	for _, d := range decls {
		declAt[d.nameTok] = true
	}
	edits = append(edits, genericUses(src, toks, generics, qualified, declAt)...)
	sortEdits(edits)
	return applyEdits(src, edits)
}

func findGenericDecls(toks []tok) []genericDecl {
	var out []genericDecl
	depth := 0
	for i := 0; i < len(toks); i++ {
		t := toks[i].t
		if isOpen(t) {
			depth++
		} else if isClose(t) {
			depth--
		}
		if t != token.FUNC || depth != 0 || i+2 >= len(toks) || toks[i+1].t != token.IDENT || toks[i+2].t != token.LBRACK {
			continue
		}
		d := genericDecl{name: toks[i+1].lit, nameTok: i + 1, tpOpen: i + 2}
		if d.tpClose = matching(toks, d.tpOpen); d.tpClose < 0 || d.tpClose+1 >= len(toks) || toks[d.tpClose+1].t != token.LPAREN {
			continue
		}
		d.paramOpen = d.tpClose + 1
		if d.paramClose = matching(toks, d.paramOpen); d.paramClose < 0 {
			continue
		}
		body := funcBody(toks, d.paramClose)
		if body < 0 {
			continue
		}
		d.resultsFrom, d.resultsTo = toks[d.paramClose].end, toks[body].start
		d.bodyOpen, d.bodyClose = body, matching(toks, body)
		if d.bodyClose < 0 {
			continue
		}
		out = append(out, d)
		i = d.bodyClose
	}
	return out
}

// param is one parameter of a declaration, groups written out.
type param struct {
	name     string
	typ      []tok // the type's tokens, without a variadic's ...
	variadic bool
}

// lowerGenericDecl returns the edits for declaration d, or ok false when it
// is left as written.
func lowerGenericDecl(src string, toks []tok, d genericDecl, companions bool) (edits []edit, info genericInfo, comp string, ok bool) {
	tps, ok := parseTypeParams(src, toks[d.tpOpen+1:d.tpClose])
	if !ok {
		return nil, genericInfo{}, "", false
	}
	params, grouped, ok := parseParams(toks[d.paramOpen+1 : d.paramClose])
	if !ok {
		return nil, genericInfo{}, "", false
	}
	for _, p := range params {
		if strings.Contains(typeText(src, p.typ, 0, nil), "\n") {
			return nil, genericInfo{}, "", false
		}
	}
	index := map[string]int{}
	for k, tp := range tps {
		index[tp.name] = k
	}
	// The occurrences yaegi collects, in its order.
	type occurrence struct {
		at occurrenceAt
		tp int
	}
	var occ []occurrence
	for n, p := range params {
		if p.variadic {
			continue
		}
		for _, k := range inferableIdents(p.typ) {
			if tp, ok := index[p.typ[k].lit]; ok {
				occ = append(occ, occurrence{at: occurrenceAt{n, p.typ[k].start}, tp: tp})
			}
		}
	}
	aligned := len(occ) >= len(tps)
	for k := 0; aligned && k < len(tps); k++ {
		aligned = occ[k].tp == k
	}
	info = genericInfo{fixed: -1}
	newTPs := tps
	rename := map[occurrenceAt]string{}
	if !aligned || grouped {
		seen := map[int]bool{}
		newTPs = nil
		for n, o := range occ {
			tp := tps[o.tp]
			if seen[o.tp] {
				tp.name += splitSuffix + strconv.Itoa(n)
				rename[o.at] = tp.name
			}
			seen[o.tp] = true
			newTPs = append(newTPs, tp)
			info.origin = append(info.origin, o.tp)
		}
		for k, tp := range tps {
			if !seen[k] {
				newTPs = append(newTPs, tp)
				info.origin = append(info.origin, k)
			}
		}
		edits = append(edits, spanEdit(src, toks[d.tpOpen+1].start, toks[d.tpClose-1].end, typeParamList(newTPs)))
		var list []string
		for n, p := range params {
			list = append(list, paramText(src, p, n, rename))
		}
		edits = append(edits, spanEdit(src, toks[d.paramOpen+1].start, toks[d.paramClose-1].end, strings.Join(list, ", ")))
	}
	if last := len(params) - 1; companions && last >= 0 && params[last].variadic && mentions(params[last].typ, index) && namedParams(params) {
		info.fixed = last
		comp = variadicCompanions(src, toks, d, tps, params)
	}
	if info.origin == nil && info.fixed < 0 {
		return nil, genericInfo{}, "", false
	}
	return edits, info, comp, true
}

// spanEdit replaces src[from:to] with text, keeping its line breaks after a
// trailing comma so the lines after it keep their numbers.
func spanEdit(src string, from, to int, text string) edit {
	if n := strings.Count(src[from:to], "\n"); n > 0 {
		text += "," + strings.Repeat("\n", n)
	}
	return edit{from, to, text}
}

func typeParamList(tps []typeParam) string {
	parts := make([]string, len(tps))
	for k, tp := range tps {
		parts[k] = tp.name + " " + tp.constraint
	}
	return strings.Join(parts, ", ")
}

// occurrenceAt is where a type parameter occurs: the parameter (groups
// written out share their type's tokens) and the byte offset.
type occurrenceAt struct{ param, offset int }

func paramText(src string, p param, n int, rename map[occurrenceAt]string) string {
	var b strings.Builder
	if p.name != "" {
		b.WriteString(p.name + " ")
	}
	if p.variadic {
		b.WriteString("...")
	}
	b.WriteString(typeText(src, p.typ, n, rename))
	return b.String()
}

// typeText spells a type's tokens, with the renamed occurrences.
func typeText(src string, typ []tok, param int, rename map[occurrenceAt]string) string {
	if len(typ) == 0 {
		return ""
	}
	var b strings.Builder
	last := typ[0].start
	for _, t := range typ {
		if t.end == t.start {
			continue
		}
		b.WriteString(src[last:t.start])
		if n, ok := rename[occurrenceAt{param, t.start}]; ok {
			b.WriteString(n)
		} else {
			b.WriteString(src[t.start:t.end])
		}
		last = t.end
	}
	return b.String()
}

func parseTypeParams(src string, toks []tok) ([]typeParam, bool) {
	var out []typeParam
	pending := 0
	for _, item := range splitArgs(toks) {
		if item[0].t != token.IDENT {
			return nil, false
		}
		out = append(out, typeParam{name: item[0].lit})
		if len(item) == 1 {
			pending++
			continue
		}
		c := strings.ReplaceAll(src[item[1].start:item[len(item)-1].end], "\n", " ")
		for k := len(out) - 1 - pending; k < len(out); k++ {
			out[k].constraint = c
		}
		pending = 0
	}
	return out, pending == 0 && len(out) > 0
}

// parseParams writes out a parameter list's groups; grouped tells some
// names shared a type.
func parseParams(toks []tok) (out []param, grouped bool, ok bool) {
	pending := 0
	for _, item := range splitArgs(toks) {
		if len(item) == 1 && item[0].t == token.IDENT {
			out = append(out, param{name: item[0].lit})
			pending++
			continue
		}
		p := param{}
		typ := item
		if item[0].t == token.IDENT && len(item) > 1 && item[1].t != token.PERIOD && !(item[1].t == token.LBRACK && instantiates(item)) {
			p.name, typ = item[0].lit, item[1:]
		}
		if len(typ) > 0 && typ[0].t == token.ELLIPSIS {
			p.variadic, typ = true, typ[1:]
		}
		if len(typ) == 0 {
			return nil, false, false
		}
		p.typ = typ
		for k := len(out) - pending; k < len(out); k++ {
			out[k].typ, out[k].variadic = typ, p.variadic
		}
		if pending > 0 {
			grouped = true
		}
		pending = 0
		out = append(out, p)
	}
	if pending > 0 {
		// Types without names, `func(int, string)`: not lowered.
		return nil, false, false
	}
	return out, grouped, true
}

// inferableIdents returns the indexes of the identifiers of a type where
// yaegi looks for type parameters: not inside an instantiated generic type,
// a qualified name or an interface.
func inferableIdents(typ []tok) []int {
	var out []int
	for k := 0; k < len(typ); k++ {
		t := typ[k]
		switch t.t {
		case token.IDENT:
			if k+1 < len(typ) && typ[k+1].t == token.PERIOD {
				k += 2
				if k+1 < len(typ) && typ[k+1].t == token.LBRACK {
					k = matching(typ, k+1)
				}
				if k < 0 {
					return out
				}
				continue
			}
			if k+1 < len(typ) && typ[k+1].t == token.LBRACK {
				if k = matching(typ, k+1); k < 0 {
					return out
				}
				continue
			}
			out = append(out, k)
		case token.INTERFACE:
			if k+1 < len(typ) && typ[k+1].t == token.LBRACE {
				if k = matching(typ, k+1); k < 0 {
					return out
				}
			}
		}
	}
	return out
}

func mentions(typ []tok, index map[string]int) bool {
	for _, t := range typ {
		if _, ok := index[t.lit]; ok && t.t == token.IDENT {
			return true
		}
	}
	return false
}

func namedParams(params []param) bool {
	for _, p := range params {
		if p.name == "" || p.name == "_" {
			return false
		}
	}
	return true
}

// variadicCompanions returns the three companions of a generic function with
// a variadic last parameter, each a copy of its body on one line, to follow
// the declaration on its closing line; "" when the body cannot be written
// on one line. (A companion calling the function with explicit type
// arguments fails when a type argument is an untyped constant's.)
func variadicCompanions(src string, toks []tok, d genericDecl, tps []typeParam, params []param) string {
	body, ok := oneLine(src, toks[d.bodyOpen+1:d.bodyClose])
	if !ok {
		return ""
	}
	last := params[len(params)-1]
	elem := typeText(src, last.typ, 0, nil)
	var fixed []string
	for _, p := range params[:len(params)-1] {
		fixed = append(fixed, p.name+" "+typeText(src, p.typ, 0, nil))
	}
	results := strings.TrimSpace(strings.ReplaceAll(src[d.resultsFrom:d.resultsTo], "\n", " "))
	tpl := typeParamList(tps)
	rest := variadicFirstID + "s"
	v := append(append([]string{}, fixed...), variadicFirstID+" "+elem, rest+" ..."+elem)
	sp := append(append([]string{}, fixed...), last.name+" []"+elem)
	one := append(append([]string{}, fixed...), variadicFirstID+" "+elem)
	return "; func " + d.name + variadicSuffix + "[" + tpl + "](" + strings.Join(v, ", ") + ") " + results + " { " +
		last.name + " := append([]" + elem + "{" + variadicFirstID + "}, " + rest + "...); " + body + " }" +
		"; func " + d.name + spreadSuffix + "[" + tpl + "](" + strings.Join(sp, ", ") + ") " + results + " { " + body + " }" +
		"; func " + d.name + singleSuffix + "[" + tpl + "](" + strings.Join(one, ", ") + ") " + results + " { " +
		last.name + " := []" + elem + "{" + variadicFirstID + "}; " + body + " }"
}

// oneLine spells tokens on one line, the semicolons the scanner inserted at
// line ends written out; false when a token spans lines (a raw string).
func oneLine(src string, toks []tok) (string, bool) {
	var b strings.Builder
	for _, t := range toks {
		text := src[t.start:t.end]
		if t.t == token.SEMICOLON && t.start == t.end {
			text = ";"
		}
		if strings.Contains(text, "\n") {
			return "", false
		}
		b.WriteString(text + " ")
	}
	return b.String(), true
}

// genericUses returns the edits for the calls and explicit instantiations of
// the known generic functions; declAt marks the names being declared.
func genericUses(src string, toks []tok, generics map[string]genericInfo, qualified map[string]map[string]genericInfo, declAt map[int]bool) []edit {
	var edits []edit
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		if t.t != token.IDENT || declAt[i] {
			continue
		}
		var info genericInfo
		var ok bool
		if i > 0 && toks[i-1].t == token.PERIOD {
			if i > 1 && toks[i-2].t == token.IDENT && (i < 3 || toks[i-3].t != token.PERIOD) {
				info, ok = qualified[toks[i-2].lit][t.lit]
			}
		} else if i == 0 || toks[i-1].t != token.FUNC {
			info, ok = generics[t.lit]
		}
		if !ok {
			continue
		}
		if toks[i+1].t == token.LPAREN {
			if closing := matching(toks, i+1); closing > 0 {
				edits = append(edits, typedConstants(src, splitArgs(toks[i+2:closing]))...)
			}
		}
		switch toks[i+1].t {
		case token.LBRACK:
			closing := matching(toks, i+1)
			if closing < 0 || info.origin == nil {
				continue
			}
			args := splitArgs(toks[i+2 : closing])
			max := -1
			for _, o := range info.origin {
				if o > max {
					max = o
				}
			}
			if len(args) != max+1 || closing == i+2 {
				continue
			}
			parts := make([]string, len(info.origin))
			for k, o := range info.origin {
				parts[k] = src[args[o][0].start:args[o][len(args[o])-1].end]
			}
			edits = append(edits, edit{toks[i+2].start, toks[closing-1].end, strings.Join(parts, ", ")})
			i = closing
		case token.LPAREN:
			if info.fixed < 0 {
				continue
			}
			closing := matching(toks, i+1)
			if closing < 0 {
				continue
			}
			args := splitArgs(toks[i+2 : closing])
			spread := closing-1 > i+1 && toks[closing-1].t == token.ELLIPSIS
			switch {
			case spread && len(args) == info.fixed+1:
				edits = append(edits, edit{t.start, t.end, t.lit + spreadSuffix}, edit{toks[closing-1].start, toks[closing-1].end, ""})
			case !spread && len(args) == info.fixed+1:
				// yaegi's inference reads an argument for every parameter,
				// the variadic one too.
				edits = append(edits, edit{t.start, t.end, t.lit + singleSuffix})
			case !spread && len(args) > info.fixed:
				edits = append(edits, edit{t.start, t.end, t.lit + variadicSuffix})
			}
		}
	}
	return edits
}

// instantiates reports a parameter `Name[...]` that is a generic type's
// instantiation without a parameter name, rather than `name []T` or
// `name [3]T`.
func instantiates(item []tok) bool {
	if item[2].t == token.RBRACK {
		return false
	}
	return matching(item, 1) == len(item)-1
}

// typedConstants gives the arguments of a generic call that are all
// untyped numeric constants their default type when it is not int: yaegi
// matches an untyped constant to a constraint only when its default type's
// name follows "untyped " (int, string, bool), so Max(2.5, 1) would fail
// with "untyped float does not implement". As in Go, a float among the
// constants makes them all float64, else a rune makes them rune.
func typedConstants(src string, args [][]tok) []edit {
	kind := token.INT
	for _, a := range args {
		k, ok := numericConstant(a)
		if !ok {
			return nil
		}
		if k == token.FLOAT || (k == token.CHAR && kind == token.INT) {
			kind = k
		}
	}
	conv := map[token.Token]string{token.FLOAT: "float64", token.CHAR: "rune"}[kind]
	if conv == "" {
		return nil
	}
	var edits []edit
	for _, a := range args {
		edits = append(edits, edit{a[0].start, a[0].start, conv + "("}, edit{a[len(a)-1].end, a[len(a)-1].end, ")"})
	}
	return edits
}

// numericConstant reports an argument that is a numeric literal, maybe
// signed, and its kind.
func numericConstant(a []tok) (token.Token, bool) {
	if len(a) == 2 && (a[0].t == token.SUB || a[0].t == token.ADD) {
		a = a[1:]
	}
	if len(a) != 1 {
		return 0, false
	}
	switch a[0].t {
	case token.INT, token.FLOAT, token.CHAR:
		return a[0].t, true
	}
	return 0, false
}

// lowerCoreTypes removes from generic declarations the type parameters
// constrained to one composite type, `S ~[]E` or `M ~map[K]V`, writing the
// type in their place: yaegi never infers E from S's constraint ("undefined
// type for E"), and Go infers S as the argument's type, which has that
// underlying type. (A named slice type then comes back as a plain slice, as
// in lib's packages.)
func lowerCoreTypes(src string) string {
	if !strings.Contains(src, "~") {
		return src
	}
	toks := scanTokens(src)
	var edits []edit
	for _, d := range findGenericDecls(toks) {
		items := splitArgs(toks[d.tpOpen+1 : d.tpClose])
		core := map[string]string{}
		var kept []string
		for _, item := range items {
			if c, ok := coreType(src, item); ok {
				core[item[0].lit] = c
				continue
			}
			kept = append(kept, src[item[0].start:item[len(item)-1].end])
		}
		if len(core) == 0 || len(kept) == 0 {
			continue
		}
		edits = append(edits, edit{toks[d.tpOpen+1].start, toks[d.tpClose-1].end, strings.Join(kept, ", ")})
		for j := d.tpClose + 1; j < d.bodyClose; j++ {
			if c, ok := core[toks[j].lit]; ok && toks[j].t == token.IDENT && toks[j-1].t != token.PERIOD {
				edits = append(edits, edit{toks[j].start, toks[j].end, c})
			}
		}
	}
	return applyEdits(src, edits)
}

// coreType returns X for a type parameter item `S ~X` (or `S X`) whose X is
// a slice, map, channel or pointer type.
func coreType(src string, item []tok) (string, bool) {
	if len(item) < 3 || item[0].t != token.IDENT {
		return "", false
	}
	c := item[1:]
	if c[0].t == token.TILDE {
		c = c[1:]
	}
	switch c[0].t {
	case token.LBRACK, token.MAP, token.CHAN, token.MUL:
	default:
		return "", false
	}
	for _, t := range c {
		if t.t == token.OR || t.t == token.LBRACE {
			return "", false
		}
	}
	text := src[c[0].start:c[len(c)-1].end]
	if strings.Contains(text, "\n") {
		return "", false
	}
	return text, true
}
