// Package pylib makes gpython run the Python that models write: modules
// (re, json, collections, itertools, functools, datetime, csv, io, difflib,
// unicodedata, codecs, string, abc, pprint, hashlib, hmac, base64, ...), Unicode-aware str methods and text
// codecs, the str/list/dict methods and builtins stock gpython lacks, an
// insertion-ordered dict with any hashable key, keyword arguments in call
// order, tuple ordering, and a source rewrite for 3.6+ syntax (see
// Rewrite). It extends gpython from outside: type dicts, the builtins
// module, registered modules and a few opcode table entries.
package pylib

import (
	"strings"
	"sync"

	"github.com/go-python/gpython/py"
	_ "github.com/go-python/gpython/stdlib" // registers the builtins module Install extends

	"github.com/rlm-go/rlm/eval/python/pyrewrite"
)

var installOnce sync.Once

// Install registers everything with gpython. It must run before the first
// py.Context is created and is safe to call more than once.
func Install() {
	installOnce.Do(install)
}

func install() {
	installPercent()
	installExceptionAttrs()
	installOSErrorNew()
	installTypeConstructors()
	installOperators()
	for _, t := range []*py.Type{DictType, CounterType, DefaultDictType, OrderedDictType, dictViewType, dictKeysType, dictValuesType, dictItemsType, enumerateType, zipType, reversedType, propertyType, superType, unboundMethodType, patternType, matchType, SetType, FrozenSetType, mtType, ByteArrayType, genericAliasType, unionTypeType, slotMemberType, abstractPropertyType, hashType, hashXOFType, blake2bType, blake2sType, hmacType, zlibCompressType, zlibDecompressType} {
		if err := t.Ready(); err != nil {
			panic(err)
		}
	}
	installDictMethods()
	installStrMethods()
	installSeqMethods()
	installSetBytesList()
	installIntMethods()
	installByteArray()
	installBytesFromStr()
	installBytesASCII()
	installCodecs()
	installOpcodes()
	installGenerators()
	installFunctionAttrs()
	installKwDefaults()
	installRaise()
	installHandled()
	installDottedImport()
	installUnpackMessages()
	installTruth()
	installSet()
	installMath()
	installComplex()
	installFloatMethods()
	installSlice()
	installStatistics()
	installCmath()
	for _, t := range []*py.Type{py.StringType, py.ListType, py.TupleType, py.BytesType, py.FloatType, py.IntType, py.BigIntType, DictType, CounterType, OrderedDictType, DefaultDictType, SetType, FrozenSetType} {
		wrapUnbound(t)
	}
	installBoxing()
	installExceptionGroups()
	installBuiltins()
	// Subtypes made in Go after gpython readied its types need their MRO
	// spelled out, or isinstance and except clauses miss their bases.
	for _, t := range goSubtypes() {
		base := t.Bases[0].(*py.Type)
		t.Base = base
		t.Mro = append(py.Tuple{t}, base.Mro...)
		t.Flags |= py.TPFLAGS_READY | py.TPFLAGS_BASETYPE
	}
	installClasses()
	installGenerics()
	installClassAttrs()
	installModules()
	shareViewMethods()
	// eval(), exec() and compile() of strings meet the same 3.6+ syntax
	// as cells (f-strings above all); Rewrite leaves 3.4 source alone.
	compile := py.Compile
	py.Compile = func(src, desc string, mode py.CompileMode, flags int, dontInherit bool) (*py.Code, error) {
		orig := src
		out, lines, err := pyrewrite.Rewrite(src)
		if err == nil {
			src = out
		}
		code, err := compile(src, desc, mode, flags, dontInherit)
		if lines != nil {
			if err != nil {
				remapSyntaxError(err, lines, orig)
			} else {
				remapLines(code, lines)
			}
		}
		return code, err
	}
}

// remapLines gives code compiled from rewritten source the line numbers
// of the source the model wrote. lines is non-decreasing, so the line
// table's increments only shrink.
func remapLines(code *py.Code, lines pyrewrite.LineMap) {
	mapLine := func(n int32) int32 { return int32(lines.Input(int(n))) }
	line := code.Firstlineno
	code.Firstlineno = mapLine(line)
	prev := code.Firstlineno
	tab := []byte(code.Lnotab)
	for i := 0; i+1 < len(tab); i += 2 {
		line += int32(tab[i+1])
		mapped := mapLine(line)
		tab[i+1] = byte(mapped - prev)
		prev = mapped
	}
	code.Lnotab = string(tab)
	for _, c := range code.Consts {
		if inner, ok := c.(*py.Code); ok {
			remapLines(inner, lines)
		}
	}
}

func remapSyntaxError(err error, lines []int, src string) {
	e, ok := err.(*py.Exception)
	if !ok || e.Dict == nil {
		return
	}
	n, ok := e.Dict["lineno"].(py.Int)
	if !ok || n <= 0 || int(n) >= len(lines) {
		return
	}
	orig := lines[n]
	e.Dict["lineno"] = py.Int(orig)
	if srcLines := strings.Split(src, "\n"); orig-1 < len(srcLines) {
		e.Dict["line"] = py.String(srcLines[orig-1] + "\n")
	}
}

// goSubtypes are the classes made in Go by Type.NewType from a base other
// than object; their metatype and MRO need mending (see install).
func goSubtypes() []*py.Type {
	return []*py.Type{CounterType, DefaultDictType, OrderedDictType, reError, jsonDecodeError,
		abstractPropertyType, binasciiError, binasciiIncomplete, zlibError}
}
