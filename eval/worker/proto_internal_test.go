package worker

import (
	"reflect"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
)

// Every field of a cell's result must survive the trip from worker to
// engine: a field added to eval.Result and forgotten here would vanish only
// in worker mode.
func TestResultRoundTrip(t *testing.T) {
	for _, res := range []eval.Result{
		{},
		{Stdout: "out", Stderr: "err", Error: "NameError: x", TimedOut: true, Restarted: true,
			Final: &eval.Final{Answer: "42", Failed: true, Source: "FINAL"}, FinalInvalid: "bad",
			Duration: 3 * time.Second, Locals: map[string]string{"x": "1", "context": "'abc'"}},
	} {
		got, err := decodeResult(encodeResult(res)[5:]) // past the frame header: length, op
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, res) {
			t.Errorf("round trip:\n got %#v\nwant %#v", got, res)
		}
	}
	if n := reflect.TypeOf(eval.Result{}).NumField(); n != 9 {
		t.Errorf("eval.Result has %d fields; teach encodeResult/decodeResult the new ones and update this count", n)
	}
}
