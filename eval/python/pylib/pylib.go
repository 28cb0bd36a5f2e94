// Package pylib makes gpython run the Python that models write: modules
// (re, json, collections, itertools, functools, textwrap, string, ...), the
// str/list/dict methods and builtins stock gpython lacks, an insertion-ordered
// dict with any hashable key, tuple ordering, and a source rewrite for 3.6+
// syntax (see Rewrite). It extends gpython from outside: type dicts, the
// builtins module, registered modules and a few opcode table entries.
package pylib

import (
	"sync"

	"github.com/go-python/gpython/py"

	_ "github.com/go-python/gpython/stdlib" // registers the builtins module Install extends
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
	installTypeConstructors()
	installOperators()
	for _, t := range []*py.Type{DictType, CounterType, DefaultDictType, OrderedDictType, dictViewType, enumerateType, zipType, reversedType, propertyType, superType, unboundMethodType, patternType, matchType, hashType, SetType, FrozenSetType, mtType, ByteArrayType} {
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
	installOpcodes()
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
	installBuiltins()
	// Subtypes made in Go after gpython readied its types need their MRO
	// spelled out, or isinstance and except clauses miss their bases.
	for _, t := range []*py.Type{CounterType, DefaultDictType, OrderedDictType, reError, jsonDecodeError} {
		base := t.Bases[0].(*py.Type)
		t.Base = base
		t.Mro = append(py.Tuple{t}, base.Mro...)
		t.Flags |= py.TPFLAGS_READY | py.TPFLAGS_BASETYPE
	}
	installClasses()
	installModules()
	// eval(), exec() and compile() of strings meet the same 3.6+ syntax
	// as cells (f-strings above all); Rewrite leaves 3.4 source alone.
	compile := py.Compile
	py.Compile = func(src, desc string, mode py.CompileMode, flags int, dontInherit bool) (*py.Code, error) {
		if out, err := Rewrite(src); err == nil {
			src = out
		}
		return compile(src, desc, mode, flags, dontInherit)
	}
}
