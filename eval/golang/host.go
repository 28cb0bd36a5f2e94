package golang

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/rlm-go/rlm/eval"
)

// hostPath is the import path of the host package; sessions dot-import it.
const hostPath = "rlm"

// Line is one match of Grep: its 1-based number and its text.
type Line struct {
	N    int
	Text string
}

func (l Line) String() string { return strconv.Itoa(l.N) + ": " + l.Text }

// FinalAnswer is the type of the pre-declared Answer, the Go spelling of
// the reference implementation's answer dict: set Content, then Ready,
// and the run ends after the cell.
type FinalAnswer struct {
	Content string
	Ready   bool
}

// LMStatus is the state of an async child started by LMQuery, as
// PollLMQuery and CancelLMQuery report it. State is "running", "ok",
// "error" or "cancelled"; Payload is the child's answer once State is "ok".
type LMStatus struct {
	ID                 string
	State              string
	Payload            string
	Error              string
	Sampled            bool
	Polled             bool
	AssessmentRequired bool
	DurationMS         int64
	// Verdict and Reason are the parent's assessment, empty until made.
	Verdict, Reason string
}

func (st LMStatus) String() string {
	switch st.State {
	case "ok":
		return st.ID + " ok: " + st.Payload
	case "running":
		return st.ID + " running"
	}
	return st.ID + " " + st.State + ": " + st.Error
}

// status reads the host's status map (broker.Status.Map) into an LMStatus.
func (s *session) status(fn string, v any) LMStatus {
	m, ok := v.(map[string]any)
	if !ok {
		panic(fmt.Errorf("%s: the host returned %T, not a status", fn, v))
	}
	str := func(k string) string { x, _ := m[k].(string); return x }
	flag := func(k string) bool { x, _ := m[k].(bool); return x }
	st := LMStatus{
		ID: str("id"), State: str("state"), Payload: str("payload"), Error: str("error"),
		Sampled: flag("sampled"), Polled: flag("polled"), AssessmentRequired: flag("assessment_required"),
	}
	switch d := m["duration_ms"].(type) {
	case int64:
		st.DurationMS = d
	case int:
		st.DurationMS = int64(d)
	case float64:
		st.DurationMS = int64(d)
	}
	if a, ok := m["assessment"].(map[string]any); ok {
		st.Verdict, _ = a["verdict"].(string)
		st.Reason, _ = a["reason"].(string)
	}
	if st.State == "" {
		panic(fmt.Errorf("%s: the host's status has no state: %v", fn, m))
	}
	return st
}

// stringList accepts the JSON-shaped list the host returns.
func stringList(v any) ([]string, bool) {
	switch x := v.(type) {
	case []string:
		return x, true
	case []any:
		out := make([]string, len(x))
		for i, e := range x {
			s, ok := e.(string)
			if !ok {
				return nil, false
			}
			out[i] = s
		}
		return out, true
	case nil:
		return nil, true
	}
	return nil, false
}

var reflectFunc = reflect.ValueOf

// hostCtx is the context host calls run under: the running cell's, so a
// timeout cancels them, else the session's (goroutines left by a cell).
func (s *session) hostCtx() context.Context {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cellCtx != nil {
		return s.cellCtx
	}
	return s.ctx
}

// call reaches the host and panics with a readable error on failure; the
// panic ends the cell (or is recovered by the code) like a Python exception.
func (s *session) call(fn, name string, args map[string]any) any {
	if s.cfg.Host == nil {
		panic(fmt.Errorf("%s: no host is bound to this session", fn))
	}
	v, err := s.hostCall(name, args)
	if err != nil {
		panic(fmt.Errorf("%s: %v", fn, err))
	}
	return v
}

// hostCall runs a host call with the goroutine's profiler labels cleared:
// goroutines the host starts (an HTTP client's connections, timers) are
// not the cell's, and Close must not wait for them. The session's label
// is put back after; meanwhile inHost counts the calling goroutine as the
// session's.
func (s *session) hostCall(name string, args map[string]any) (any, error) {
	s.inHost.Add(1)
	defer s.inHost.Add(-1)
	pprof.SetGoroutineLabels(context.Background())
	defer pprof.SetGoroutineLabels(s.labelCtx)
	return s.cfg.Host.Call(s.hostCtx(), name, args)
}

func text(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case fmt.Stringer:
		return x.String()
	case map[string]any, []any:
		if b, err := json.Marshal(x); err == nil {
			return string(b)
		}
	}
	mustPrintable([]any{v})
	return fmt.Sprint(v)
}

func texts(v any) []string {
	switch x := v.(type) {
	case []string:
		return x
	case []any:
		out := make([]string, len(x))
		for i, e := range x {
			out[i] = text(e)
		}
		return out
	case nil:
		return nil
	}
	return []string{text(v)}
}

func withModel(args map[string]any, model []string) map[string]any {
	if len(model) > 0 && model[0] != "" {
		args["model"] = model[0]
	}
	return args
}

// hostSymbols is the host package: contexts, the host API and the hooks
// the source rewrites call.
func (s *session) hostSymbols() map[string]reflect.Value {
	// Copy the slice, not the strings: assigning to context must not write
	// into the caller's SessionConfig.
	ctxs := append([]string(nil), s.cfg.Contexts...)
	m := map[string]reflect.Value{
		"context":  reflect.ValueOf(&ctxs[0]).Elem(),
		"contexts": reflect.ValueOf(&ctxs).Elem(),
		"Line":     reflect.ValueOf((*Line)(nil)),
		"LMStatus": reflect.ValueOf((*LMStatus)(nil)),
		// A fresh value per interpreter: a restart must not let the old
		// one's goroutines finish the run.
		"FinalAnswer": reflect.ValueOf((*FinalAnswer)(nil)),
		"Answer":      reflect.ValueOf(s.answer).Elem(),
	}
	// Go 1.21's clear, which yaegi v0.16.1 lacks (clear.go).
	m["clear"] = reflect.ValueOf(clearBuiltin)
	for name, fn := range s.types.hostSymbols() {
		m[name] = fn
	}
	m[errStepName] = reflect.ValueOf(errorStep)
	m[errSameName] = reflect.ValueOf(sameError)
	m[boundsName] = reflect.ValueOf(checkBounds)
	m[recoveredName] = reflect.ValueOf(recovered)
	m[typedName] = reflect.ValueOf(s.types.typed)
	m[typedOperandName] = reflect.ValueOf(s.types.typedOperand)
	for k := range ctxs {
		m["context"+strconv.Itoa(k)] = reflect.ValueOf(&ctxs[k]).Elem()
	}

	m["LLMQuery"] = reflectFunc(func(prompt string, model ...string) string {
		return text(s.call("LLMQuery", eval.CallLLMQuery, withModel(map[string]any{"prompt": prompt}, model)))
	})
	m["LLMQueryJSON"] = reflectFunc(func(prompt, schemaJSON string, model ...string) any {
		var schema map[string]any
		if err := json.Unmarshal([]byte(schemaJSON), &schema); err != nil {
			panic(fmt.Errorf("LLMQueryJSON: schema is not a JSON object: %v", err))
		}
		return jsonFloats(s.call("LLMQueryJSON", eval.CallLLMQuery, withModel(map[string]any{"prompt": prompt, "schema": schema}, model)))
	})
	m["LLMQueryBatched"] = reflectFunc(func(prompts []string, model ...string) []string {
		ps := make([]any, len(prompts))
		for i, p := range prompts {
			ps[i] = p
		}
		return texts(s.call("LLMQueryBatched", eval.CallLLMQueryBatched, withModel(map[string]any{"prompts": ps}, model)))
	})
	m["RLMQuery"] = reflectFunc(func(subContext, query string) string {
		return text(s.call("RLMQuery", eval.CallRLMQuery, map[string]any{"sub_context": subContext, "query": query}))
	})
	m["RLMQueryBatched"] = reflectFunc(func(pairs [][2]string) []string {
		ps := make([]any, len(pairs))
		for i, p := range pairs {
			ps[i] = []any{p[0], p[1]}
		}
		return texts(s.call("RLMQueryBatched", eval.CallRLMQueryBatched, map[string]any{"pairs": ps}))
	})
	m["LMQuery"] = reflectFunc(func(t string, modelSize ...string) string {
		size := "small"
		if len(modelSize) > 0 && modelSize[0] != "" {
			size = modelSize[0]
		}
		return text(s.call("LMQuery", eval.CallLMQuery, map[string]any{"text": t, "model_size": size}))
	})
	m["PollLMQuery"] = reflectFunc(func(id string) LMStatus {
		return s.status("PollLMQuery", s.call("PollLMQuery", eval.CallPollLMQuery, map[string]any{"id": id}))
	})
	m["AwaitLMQuery"] = reflectFunc(func(id string, timeoutMS ...int) string {
		args := map[string]any{"id": id}
		if len(timeoutMS) > 0 && timeoutMS[0] > 0 {
			args["timeout_ms"] = int64(timeoutMS[0])
		}
		st := s.status("AwaitLMQuery", s.call("AwaitLMQuery", eval.CallAwaitLMQuery, args))
		if st.AssessmentRequired && st.Verdict == "" {
			fmt.Fprintf(s.err, "warning: assessment owed for %s: call AssessLMQuery(%q, verdict, reason)\n", id, id)
		}
		if st.State != "ok" {
			// The host waits until the job ends or reports a timeout as an
			// error, so this is an error or a cancellation.
			panic(fmt.Errorf("AwaitLMQuery: lm_query %s %s: %s", id, st.State, st.Error))
		}
		return st.Payload
	})
	m["CancelLMQuery"] = reflectFunc(func(id string) LMStatus {
		return s.status("CancelLMQuery", s.call("CancelLMQuery", eval.CallCancelLMQuery, map[string]any{"id": id}))
	})
	m["AssessLMQuery"] = reflectFunc(func(id, verdict, reason string) {
		s.call("AssessLMQuery", eval.CallAssessLMQuery, map[string]any{"id": id, "verdict": verdict, "reason": reason})
	})
	m["AssessDispatch"] = reflectFunc(func(verdict, reason string) {
		s.call("AssessDispatch", eval.CallAssessDispatch, map[string]any{"verdict": verdict, "reason": reason})
	})
	m["Ls"] = reflectFunc(func(p ...string) []string {
		dir := "."
		if len(p) > 0 && p[0] != "" {
			dir = p[0]
		}
		v := s.call("Ls", eval.CallLs, map[string]any{"path": dir})
		names, ok := stringList(v)
		if !ok {
			panic(fmt.Errorf("Ls: the host returned %T, not a list of names", v))
		}
		return names
	})
	m["ReadFile"] = reflectFunc(func(p string) string {
		v := s.call("ReadFile", eval.CallReadFile, map[string]any{"path": p})
		t, ok := v.(string)
		if !ok {
			panic(fmt.Errorf("ReadFile: the host returned %T, not the file's text", v))
		}
		return t
	})
	m["CreateFile"] = reflectFunc(func(p, t string) {
		s.call("CreateFile", eval.CallCreateFile, map[string]any{"path": p, "text": t})
	})
	m["EditFile"] = reflectFunc(func(p, blocks string) {
		s.call("EditFile", eval.CallEditFile, map[string]any{"path": p, "blocks": blocks})
	})
	m["Grep"] = reflectFunc(func(pattern string, in ...string) []Line {
		rx, err := regexp.Compile(pattern)
		if err != nil {
			panic(fmt.Errorf("Grep: %v", err))
		}
		src := ctxs[0]
		if len(in) > 0 {
			src = in[0]
		}
		var out []Line
		for n, line := range strings.Split(src, "\n") {
			if rx.MatchString(line) {
				out = append(out, Line{N: n + 1, Text: line})
			}
		}
		return out
	})
	s.workspaceSymbols(m)
	m["ShowVars"] = reflectFunc(s.showVars)
	m["Final"] = reflectFunc(func(v any) {
		s.setFinal(&eval.Final{Answer: text(v), Source: "FINAL"})
	})
	m["Fail"] = reflectFunc(func(reason string) {
		// Python's fail(reason) is reached through final_answer; the same
		// act reports the same source in both languages.
		s.setFinal(&eval.Final{Answer: reason, Failed: true, Source: "final_answer"})
	})
	m["FinalVar"] = reflectFunc(func(name string) {
		key := strings.Trim(strings.TrimSpace(name), "'\"`")
		v, ok := s.i.Globals()[key]
		if !ok || !v.IsValid() {
			panic(fmt.Errorf("FinalVar: no variable named %q; define it at the top level of a cell first, then call FinalVar(%q)", key, key))
		}
		var answer string
		if v.CanInterface() {
			answer = text(v.Interface())
		} else {
			answer = safeSprint(v)
		}
		s.setFinal(&eval.Final{Answer: answer, Source: "FINAL_VAR"})
	})

	m[printName] = reflectFunc(func(args ...any) {
		mustPrintable(args)
		var b strings.Builder
		for _, a := range args {
			fmt.Fprintf(&b, "%v", a)
		}
		s.err.Write([]byte(b.String()))
	})
	m[printlnName] = reflectFunc(func(args ...any) {
		mustPrintable(args)
		var b strings.Builder
		for k, a := range args {
			if k > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%v", a)
		}
		b.WriteByte('\n')
		s.err.Write([]byte(b.String()))
	})
	m[lockedName] = reflectFunc(func(write func()) {
		s.writeMu.Lock()
		defer s.writeMu.Unlock()
		write()
	})
	// The result gives the stop cell's value a slot of its own: with none,
	// yaegi reads the cell's value from a slot shared with the first
	// global, which goroutines still unwinding may be writing.
	m[blockName] = reflectFunc(func() int { <-s.release; return 0 })
	leave := func() { s.depth.Add(-1) }
	m[enterName] = reflectFunc(func() func() {
		if d := s.depth.Add(1); d > int64(s.opts.MaxCallDepth) {
			s.mu.Lock()
			stop := s.stopCell
			s.mu.Unlock()
			if stop != nil {
				// Let the frames unwind normally: leave still runs.
				stop(errRecursion)
				return leave
			}
			s.depth.Add(-1)
			panic(fmt.Errorf("RecursionError: maximum call depth (%d) exceeded", s.opts.MaxCallDepth))
		}
		return leave
	})
	m[pullName] = reflect.ValueOf(s.pull)
	m[iterNatives[0][1]] = reflect.ValueOf(func(seq any) int { return s.iterPullers.start(s.ctx, seq) })
	m[iterNatives[1][1]] = reflect.ValueOf(s.iterPullers.next)
	m[iterNatives[2][1]] = reflect.ValueOf(s.iterPullers.value)
	m[iterNatives[3][1]] = reflect.ValueOf(s.iterPullers.stop)
	m[goPanicName] = reflectFunc(func(body func()) {
		go func() {
			defer func() {
				if r := recover(); r != nil {
					s.mu.Lock()
					s.goPanics = append(s.goPanics, "panic in goroutine (recovered, the goroutine ended): "+safeSprint(r))
					s.mu.Unlock()
				}
			}()
			body()
		}()
	})
	m[makeName] = reflectFunc(func(proto any, n int) int {
		if n <= 0 {
			return n
		}
		size := int64(1)
		if t := reflect.TypeOf(proto); t != nil {
			switch t.Kind() {
			case reflect.Slice, reflect.Chan:
				size = int64(t.Elem().Size())
			case reflect.Map:
				size = int64(t.Key().Size() + t.Elem().Size())
			}
		}
		if size < 1 {
			size = 1
		}
		if int64(n) > s.memLimit/size {
			s.checkAlloc("make", s.memLimit+1)
		}
		s.checkAlloc("make", int64(n)*size)
		return n
	})
	return m
}

func (s *session) setFinal(f *eval.Final) {
	s.mu.Lock()
	s.final = f
	s.mu.Unlock()
}

// userGlobals calls f for each variable the model's code defined, by name
// (the engine's own __rlm* names and _ left out).
func (s *session) userGlobals(f func(name string, v reflect.Value)) {
	g := s.i.Globals()
	for _, k := range sortedKeys(g) {
		if strings.HasPrefix(k, "__rlm") || k == "_" {
			continue
		}
		f(k, g[k])
	}
}

func (s *session) showVars() string {
	var rows []string
	s.userGlobals(func(k string, v reflect.Value) {
		t := "nil"
		if v.IsValid() {
			t = v.Type().String()
		}
		rows = append(rows, k+": "+t)
	})
	if len(rows) == 0 {
		return "no variables defined yet"
	}
	return strings.Join(rows, "\n")
}

// localsMax bounds each variable's text in Result.Locals.
const localsMax = 200

// locals is each variable SHOW_VARS lists as a short text for the trace:
// a string as itself, a number or bool as Go prints it, anything else by
// its type (and length). Nothing is walked: a cyclic or huge value must
// not cost the session anything outside a guarded cell.
func (s *session) locals() map[string]string {
	out := map[string]string{}
	s.userGlobals(func(k string, v reflect.Value) {
		if v.IsValid() && v.Kind() == reflect.Interface && !v.IsNil() {
			v = v.Elem()
		}
		var text string
		switch {
		case !v.IsValid():
			text = "nil"
		case v.Kind() == reflect.String:
			text = v.String()
			if len(text) > localsMax {
				cut := localsMax
				for cut > 0 && !utf8.RuneStart(text[cut]) {
					cut-- // never split a character: the trace is JSON text
				}
				text = text[:cut] + "..."
			}
		case v.Kind() == reflect.Bool:
			text = strconv.FormatBool(v.Bool())
		case v.CanInt():
			text = strconv.FormatInt(v.Int(), 10)
		case v.CanUint():
			text = strconv.FormatUint(v.Uint(), 10)
		case v.CanFloat():
			text = strconv.FormatFloat(v.Float(), 'g', -1, 64)
		case v.Kind() == reflect.Func:
			text = "<func '" + k + "'>"
		case v.Kind() == reflect.Slice || v.Kind() == reflect.Map || v.Kind() == reflect.Array || v.Kind() == reflect.Chan:
			text = fmt.Sprintf("<%s of %d items>", v.Type(), v.Len())
		default:
			text = "<" + v.Type().String() + ">"
		}
		out[k] = text
	})
	return out
}

// checkAlloc refuses an allocation past the session's memory limit: the Go
// runtime aborts the process when it cannot get memory, so the check has to
// come first.
func (s *session) checkAlloc(what string, n int64) {
	if n > s.memLimit || n < 0 {
		panic(fmt.Errorf("MemoryError: %s of %d bytes exceeds the session's memory limit (%d bytes); work on smaller pieces", what, n, s.memLimit))
	}
}

// sleep is time.Sleep for interpreted code: it returns early when the
// running cell is stopped or the session closes.
func (s *session) sleep(d time.Duration) {
	if d <= 0 {
		return
	}
	ctx := s.hostCtx()
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
	case <-ctx.Done():
	case <-s.ctx.Done():
	}
}

// jsonFloats turns the host's numbers into float64, the shape
// encoding/json gives Go code for any JSON number: json.Number in process,
// int64 or float64 from a worker's host (whose protocol reads integers as
// int64). One type for every number, whatever literal the sub-model wrote,
// so r["n"].(float64) holds in both modes.
func jsonFloats(v any) any {
	switch x := v.(type) {
	case json.Number:
		if f, err := x.Float64(); err == nil {
			return f
		}
		return x.String()
	case int64:
		return float64(x)
	case int:
		return float64(x)
	case []any:
		for i, e := range x {
			x[i] = jsonFloats(e)
		}
	case map[string]any:
		for k, e := range x {
			x[k] = jsonFloats(e)
		}
	}
	return v
}
