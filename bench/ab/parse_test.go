package ab

import (
	"encoding/json"
	"reflect"
	"testing"
)

// decodeRow reads every line as json.Unmarshal does, or fails where it
// fails.
func TestDecodeRowMatchesEncodingJSON(t *testing.T) {
	intern := func(b []byte) string { return string(b) }
	for _, line := range []string{
		`{"task_id":"t1","epoch":2,"family":"f","source_ids":["d1","d2"],"score":0.5,"input_tokens":10,"output_tokens":3,"cost_usd":1e-4,"latency_ms":7,"dispatches":1,"assessments_total":2,"assessments_satisfied":1,"objective":0.25}`,
		`{"task_id":"t1","answer":"a \"quoted\" } ] , brace","gold":{"x":[1,{"y":"}"}]},"score":1}`,
		` { "task_id" : "t2" , "epoch" : 1 , "source_ids" : [ ] , "usage_by_model" : {"m":{"input_tokens":5}} } `,
		`{"task_id":"t\u00e9\"3","epoch":1}`,
		`{"task_id":"été","family":"ünï","source_ids":["ð"]}`,
		`{"task_id":"t4","source_ids":null,"score":null,"family":null}`,
		`{"Task_ID":"t5","EPOCH":3}`,
		`{"task_id":"t6","epoch":1.5}`,
		`{"task_id":"t7","epoch":1e2}`,
		`{"task_id":"t8","latency_ms":-3,"score":-0,"cost_usd":12345678901234567890}`,
		`{"task_id":"t9","epoch":99999999999999999999}`,
		`{"task_id":"t10","task_id":"t11","correct":true,"status":"ok","error":"x\ny"}`,
		`{"task_id":"t12","source_ids":["a\"b","c"]}`,
		`{"task_id":"t13","family":"a\\b"}`,
		"{\"task_id\":\"bad\xffutf8\"}",
		`{"task_id":"t14","epoch":"1"}`,
		`{"task_id":"t15","source_ids":"doc"}`,
		`{"task_id":"t16",}`,
		`{"task_id":"t17"`,
		`[1,2]`,
		`"row"`,
		`{}`,
	} {
		var want, got Row
		werr := json.Unmarshal([]byte(line), &want)
		gerr := decodeRow([]byte(line), &got, intern)
		if (werr == nil) != (gerr == nil) || (werr != nil && werr.Error() != gerr.Error()) {
			t.Errorf("%s: error %v, encoding/json %v", line, gerr, werr)
			continue
		}
		if werr == nil && !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n got %+v\nwant %+v", line, got, want)
		}
	}
}
