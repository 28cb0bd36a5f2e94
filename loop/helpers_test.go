package loop

import (
	"context"
	"fmt"
	"net/http"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/mock"
)

// richExec extends pyLike with one command per line for the async API,
// gates, schemas and budgets:
//
//	fanout:N:PREFIX   lm_query(PREFIX+i) N times; ids kept in the session
//	lm:TEXT           one lm_query; prints its id
//	awaitall          await every kept id; prints "id state payload-or-error"
//	pollall           poll every kept id; prints "id state"
//	assessall:V       assess_lm_query(id, V, ...) for every kept id
//	assessdispatch:V  assess_dispatch(V, ...)
//	final:TEXT        sets the final answer
//	finalfmt:T        final answer T with {context} and {last} replaced
//	rlm:SUB|QUERY     rlm_query(SUB, QUERY); the answer goes to last
//	rlmbatch:N        rlm_query_batched over N pairs ("part i", "what is in it?"); prints the answers
//	schema:PROMPT     llm_query with an object schema {n: integer}
//	fail              the cell raises
//	block             waits until the cell is cancelled
func richExec(ctx context.Context, s *fakeSession, code string) eval.Result {
	var out strings.Builder
	host := s.cfg.Host
	ctxText := ""
	if len(s.cfg.Contexts) > 0 {
		ctxText = s.cfg.Contexts[0]
	}
	raise := func(err error) eval.Result {
		return eval.Result{Stdout: out.String(), Error: "RuntimeError: " + err.Error()}
	}
	for _, line := range strings.Split(code, "\n") {
		cmd, arg, _ := strings.Cut(line, ":")
		switch cmd {
		case "fanout":
			nText, prefix, _ := strings.Cut(arg, ":")
			n, _ := strconv.Atoi(nText)
			for i := 0; i < n; i++ {
				id, err := host.Call(ctx, eval.CallLMQuery, map[string]any{"text": prefix + strconv.Itoa(i), "model_size": "small"})
				if err != nil {
					return raise(err)
				}
				s.mu.Lock()
				s.ids = append(s.ids, id.(string))
				s.mu.Unlock()
			}
		case "lm":
			id, err := host.Call(ctx, eval.CallLMQuery, map[string]any{"text": arg})
			if err != nil {
				return raise(err)
			}
			s.mu.Lock()
			s.ids = append(s.ids, id.(string))
			s.mu.Unlock()
			out.WriteString(id.(string) + "\n")
		case "awaitall", "pollall":
			call := eval.CallAwaitLMQuery
			if cmd == "pollall" {
				call = eval.CallPollLMQuery
			}
			s.mu.Lock()
			ids := append([]string(nil), s.ids...)
			s.mu.Unlock()
			for _, id := range ids {
				v, err := host.Call(ctx, call, map[string]any{"id": id})
				if err != nil {
					return raise(err)
				}
				m := v.(map[string]any)
				fmt.Fprintf(&out, "%s %v %v%v\n", id, m["state"], m["payload"], m["error"])
			}
		case "assessall":
			s.mu.Lock()
			ids := append([]string(nil), s.ids...)
			s.mu.Unlock()
			for _, id := range ids {
				if _, err := host.Call(ctx, eval.CallAssessLMQuery, map[string]any{"id": id, "verdict": arg, "reason": "checked"}); err != nil {
					return raise(err)
				}
			}
		case "assessdispatch":
			if _, err := host.Call(ctx, eval.CallAssessDispatch, map[string]any{"verdict": arg, "reason": "clear task"}); err != nil {
				return raise(err)
			}
		case "final":
			return eval.Result{Stdout: out.String(), Final: &eval.Final{Answer: arg, Source: "FINAL"}}
		case "finalfmt":
			s.mu.Lock()
			last := s.vars["last"]
			s.mu.Unlock()
			ans := strings.NewReplacer("{context}", ctxText, "{last}", last).Replace(arg)
			return eval.Result{Stdout: out.String(), Final: &eval.Final{Answer: ans, Source: "FINAL"}}
		case "rlm":
			sub, q, _ := strings.Cut(arg, "|")
			v, err := host.Call(ctx, eval.CallRLMQuery, map[string]any{"sub_context": sub, "query": q})
			if err != nil {
				return raise(err)
			}
			s.mu.Lock()
			s.vars["last"] = v.(string)
			s.mu.Unlock()
			out.WriteString(v.(string) + "\n")
		case "rlmbatch":
			n, _ := strconv.Atoi(arg)
			pairs := make([]any, n)
			for i := range pairs {
				pairs[i] = []any{"part " + strconv.Itoa(i), "what is in it?"}
			}
			v, err := host.Call(ctx, eval.CallRLMQueryBatched, map[string]any{"pairs": pairs})
			if err != nil {
				return raise(err)
			}
			for _, a := range v.([]any) {
				out.WriteString(a.(string) + "\n")
			}
		case "schema":
			schema := map[string]any{"type": "object", "required": []any{"n"},
				"properties": map[string]any{"n": map[string]any{"type": "integer"}}}
			v, err := host.Call(ctx, eval.CallLLMQuery, map[string]any{"prompt": arg, "schema": schema})
			if err != nil {
				return raise(err)
			}
			fmt.Fprintf(&out, "parsed %v\n", v)
		case "print(SHOW_VARS())":
			s.mu.Lock()
			names := make([]string, 0, len(s.vars))
			for k := range s.vars {
				names = append(names, k+": str")
			}
			s.mu.Unlock()
			sort.Strings(names)
			out.WriteString(strings.Join(names, "\n") + "\n")
		case "fail":
			return eval.Result{Stdout: out.String(), Error: "ValueError: boom"}
		case "block":
			<-ctx.Done()
			return eval.Result{Stdout: out.String(), Error: "Interrupted: " + ctx.Err().Error()}
		default:
			s.mu.Lock()
			r := pyLike(ctx, s, line)
			s.mu.Unlock()
			out.WriteString(r.Stdout)
			if r.Error != "" || r.Final != nil {
				r.Stdout = out.String()
				return r
			}
		}
	}
	return eval.Result{Stdout: out.String()}
}

func richBackend() *fakeBackend { return &fakeBackend{lang: eval.Python(), exec: richExec} }

// startMockWith is startMock with latency and a transport the test can
// close idle connections of.
func startMockWith(t testing.TB, script string, latency time.Duration) (*mock.Server, *llm.Client, *http.Transport) {
	t.Helper()
	s, err := mock.ParseScript("test.json", []byte(script))
	if err != nil {
		t.Fatal(err)
	}
	srv := mock.NewServer(s)
	srv.Latency = latency
	base, err := srv.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConnsPerHost = 64
	t.Cleanup(tr.CloseIdleConnections)
	c, err := llm.NewClient(llm.Config{BaseURL: base, MaxRetries: -1, RequestTimeout: 30 * time.Second,
		HTTPClient: &http.Client{Transport: tr}})
	if err != nil {
		t.Fatal(err)
	}
	return srv, c, tr
}

// runGoroutines counts goroutines whose stacks run engine, broker, client
// or mock-handler code, leaving out the calling test's own.
func runGoroutines(self string) int {
	buf := make([]byte, 1<<22)
	buf = buf[:runtime.Stack(buf, true)]
	n := 0
	for _, g := range strings.Split(string(buf), "\n\n") {
		if strings.Contains(g, self) {
			continue
		}
		for _, mark := range []string{"rlm/loop.", "rlm/broker.", "rlm/llm.(*Client)", "llm/mock.(*Server).chat", "llm/mock.sleep"} {
			if strings.Contains(g, mark) {
				n++
				break
			}
		}
	}
	return n
}

// fence wraps code as a repl block in a JSON-escaped mock reply.
func fence(lines ...string) string {
	return "```repl\\n" + strings.Join(lines, "\\n") + "\\n```"
}
