package stdsyms

import (
	"encoding"
	"encoding/json"
	"fmt"
	"log"
	"reflect"
)

// MapTypes tells yaegi which interfaces a native function looks for in its
// `any` arguments, so an interpreted value passed to it is wrapped with
// those methods (a String method seen by fmt.Println, MarshalJSON by
// json.Marshal). Kept here, not taken from yaegi's stdlib package, because
// importing that package links and initialises the symbol tables of the
// whole standard library into every worker process.
var MapTypes = map[reflect.Value][]reflect.Type{}

func init() {
	printing := []reflect.Type{
		reflect.TypeFor[fmt.Formatter](),
		reflect.TypeFor[fmt.Stringer](),
	}
	for _, f := range []any{
		fmt.Errorf, fmt.Fprint, fmt.Fprintf, fmt.Fprintln, fmt.Print, fmt.Printf, fmt.Println,
		fmt.Sprint, fmt.Sprintf, fmt.Sprintln,
		log.Fatal, log.Fatalf, log.Fatalln, log.Panic, log.Panicf, log.Panicln,
	} {
		MapTypes[reflect.ValueOf(f)] = printing
	}
	scanning := []reflect.Type{reflect.TypeFor[fmt.Scanner]()}
	for _, f := range []any{fmt.Scan, fmt.Scanf, fmt.Scanln} {
		MapTypes[reflect.ValueOf(f)] = scanning
	}
	marshaling := []reflect.Type{reflect.TypeFor[json.Marshaler](), reflect.TypeFor[encoding.TextMarshaler]()}
	MapTypes[reflect.ValueOf(json.Marshal)] = marshaling
	MapTypes[reflect.ValueOf(json.Unmarshal)] = []reflect.Type{reflect.TypeFor[json.Unmarshaler](), reflect.TypeFor[encoding.TextUnmarshaler]()}
}
