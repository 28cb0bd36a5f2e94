package observability_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/observability"
	"github.com/rlm-go/rlm/observability/synth"
)

// The web view's benchmarks (issue 20): one run of RLM_PERF_AGENTS agents
// (default 5,000) and a store of RLM_PERF_RUNS runs (default 20,000),
// served by a separate process (so its memory is the server's alone) and
// loaded in headless Chromium, which reports its timings back through an
// injected script. Rerun with
//
//	RLM_PERF=1 go test ./observability -run TestPerf -v -timeout 30m
//
// Figures go to the log; nothing here is a timed assertion.

const perfChromium = "/usr/bin/chromium"

func perfEnabled(t *testing.T) {
	if os.Getenv("RLM_PERF") != "1" {
		t.Skip("benchmark: set RLM_PERF=1 to run")
	}
	if _, err := os.Stat(perfChromium); err != nil {
		t.Skip("benchmark needs " + perfChromium)
	}
}

func perfSize(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

// TestPerfRunOfManyAgents measures one large run: each API answer, the
// server's peak memory, and in Chromium the time to the agent tree, to the
// whole events feed and to an agent's details after a click.
func TestPerfRunOfManyAgents(t *testing.T) {
	perfEnabled(t)
	n := perfSize("RLM_PERF_AGENTS", 5000)
	dir := t.TempDir()
	const run = "20260102T030405-big"
	start := time.Now()
	if err := synth.WriteRun(dir, run, n); err != nil {
		t.Fatal(err)
	}
	t.Logf("generated run of %d agents in %v", n, time.Since(start).Round(time.Millisecond))
	srv := startPerfServer(t, dir)

	deep := "root.1.1.1"
	paths := []string{
		"api/runs", "api/runs/" + run, "api/agents?run=" + run,
		"api/agents/root?run=" + run, "api/agents/" + deep + "?run=" + run,
		"api/agents/" + deep + "/context?run=" + run + "&iteration=1",
		"api/events?run=" + run + "&since=0&limit=1000",
		"api/events?run=" + run + "&since=30000&limit=1000",
		"api/events?run=" + run + "&agent_id=" + deep,
		"api/events?run=" + run + "&cursor=0&limit=5000&view=feed",
		"api/events?run=" + run + "&cursor=55000&limit=5000&view=feed",
	}
	worst := time.Duration(0)
	for _, p := range paths {
		first := srv.get(t, p)
		again := srv.get(t, p)
		worst = max(worst, first, again)
		t.Logf("API %-60s first %7.1f ms, again %7.1f ms", p, ms(first), ms(again))
	}
	t.Logf("API slowest answer: %.1f ms", ms(worst))

	res := srv.browse(t, "?perf=run#run="+run, 180*time.Second)
	t.Logf("server peak RSS: %.0f MB", srv.peakRSSMB())
	t.Logf("browser: tree %.0f ms, events feed %.0f ms (%v events), details %.0f ms after click, chromium %.0f MB",
		res["tree_ms"], res["events_ms"], res["events"], res["details_ms"], res["chromium_mb"])
	if res["tree_ms"] < 0 || res["details_ms"] < 0 {
		t.Errorf("page did not show the tree or the details: %v", res)
	}
}

// TestPerfManyRuns measures the run list over RLM_PERF_RUNS runs: time to
// the first run shown, and the longest task of the idle page after.
func TestPerfManyRuns(t *testing.T) {
	perfEnabled(t)
	n := perfSize("RLM_PERF_RUNS", 20000)
	dir := t.TempDir()
	start := time.Now()
	if err := synth.WriteRuns(dir, n); err != nil {
		t.Fatal(err)
	}
	t.Logf("generated %d runs in %v", n, time.Since(start).Round(time.Millisecond))
	// A server started over the store without its stored run summaries
	// reads every run file's tail once (and stores them again).
	if err := os.Remove(filepath.Join(dir, "index", "runs.summaries")); err != nil {
		t.Fatal(err)
	}
	bare := startPerfServer(t, dir)
	t.Logf("API api/runs?limit=100 without stored summaries: first %.1f ms, again %.1f ms",
		ms(bare.get(t, "api/runs?limit=100")), ms(bare.get(t, "api/runs?limit=100")))
	bare.stdin.Close()
	bare.cmd.Wait()

	srv := startPerfServer(t, dir)
	first := srv.get(t, "api/runs?limit=100")
	again := srv.get(t, "api/runs?limit=100")
	all := srv.get(t, "api/runs")
	t.Logf("API api/runs?limit=100 first %.1f ms, again %.1f ms; api/runs (all %d) %.1f ms", ms(first), ms(again), n, ms(all))
	res := srv.browse(t, "?perf=list", 120*time.Second)
	t.Logf("server peak RSS: %.0f MB", srv.peakRSSMB())
	t.Logf("browser: list %.0f ms, idle %.0f s: longest task %.0f ms, %v long tasks; chromium %.0f MB",
		res["list_ms"], res["idle_s"], res["max_longtask_ms"], res["longtasks"], res["chromium_mb"])
	if res["list_ms"] < 0 {
		t.Errorf("page did not show the run list: %v", res)
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// TestPerfServer is the server process of the benchmarks, started by them
// with RLM_PERF_SERVE set to the run store; it is skipped otherwise.
func TestPerfServer(t *testing.T) {
	dir := os.Getenv("RLM_PERF_SERVE")
	if dir == "" {
		t.Skip("helper process of the TestPerf benchmarks")
	}
	files, err := observability.OpenFileStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	s, err := observability.NewServer(observability.ServerOptions{Files: files})
	if err != nil {
		t.Fatal(err)
	}
	h := s.Handler()
	results := make(chan []byte, 1)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /perf.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		io.WriteString(w, perfScript)
	})
	mux.HandleFunc("POST /perf/result", func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		select {
		case results <- b:
		default:
		}
	})
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		page := strings.Replace(rec.Body.String(), `<script src="static/app.js">`,
			`<script src="perf.js"></script><script src="static/app.js">`, 1)
		for k, v := range rec.Header() {
			w.Header()[k] = v
		}
		w.WriteHeader(rec.Code)
		io.WriteString(w, page)
	})
	mux.Handle("/", h)
	hs := httptest.NewServer(mux)
	defer hs.Close()
	fmt.Printf("URL %s/\n", hs.URL)
	go func() {
		for b := range results {
			fmt.Printf("RESULT %s\n", bytes.TrimSpace(b))
		}
	}()
	io.Copy(io.Discard, os.Stdin) // until the benchmark closes it
	s.Close()
}

type perfServer struct {
	cmd     *exec.Cmd
	url     string
	lines   chan string
	stdin   io.WriteCloser
	baseDir string
}

func startPerfServer(t *testing.T, dir string) *perfServer {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestPerfServer$", "-test.v")
	cmd.Env = append(os.Environ(), "RLM_PERF_SERVE="+dir)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &perfServer{cmd: cmd, lines: make(chan string, 16), stdin: stdin, baseDir: t.TempDir()}
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
		close(p.lines)
	}()
	t.Cleanup(func() { stdin.Close(); cmd.Wait() })
	for l := range p.lines {
		if u, ok := strings.CutPrefix(l, "URL "); ok {
			p.url = u
			return p
		}
	}
	t.Fatal("perf server did not start")
	return nil
}

func (p *perfServer) get(t *testing.T, path string) time.Duration {
	t.Helper()
	start := time.Now()
	resp, err := http.Get(p.url + path)
	if err != nil {
		t.Fatal(err)
	}
	_, err = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("GET %s: %d %v", path, resp.StatusCode, err)
	}
	return time.Since(start)
}

// peakRSSMB is the server process's high-water resident memory.
func (p *perfServer) peakRSSMB() float64 {
	return statusKB(p.cmd.Process.Pid, "VmHWM:") / 1024
}

func statusKB(pid int, field string) float64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return -1
	}
	for _, l := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(l, field); ok {
			v, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 64)
			return v
		}
	}
	return -1
}

// browse opens the page in headless Chromium and waits for the injected
// script's figures; chromium_mb is the proportional memory (PSS) of all
// of Chromium's processes when the figures arrive.
func (p *perfServer) browse(t *testing.T, suffix string, within time.Duration) map[string]float64 {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), within)
	defer cancel()
	cmd := exec.CommandContext(ctx, perfChromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
		"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--disable-dev-shm-usage", "--window-size=1400,1000", "--user-data-dir="+filepath.Join(p.baseDir, "chromium"),
		p.url+suffix)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	for {
		select {
		case <-ctx.Done():
			t.Fatalf("no figures from the page within %v", within)
		case l, ok := <-p.lines:
			if !ok {
				t.Fatal("perf server ended")
			}
			b, found := strings.CutPrefix(l, "RESULT ")
			if !found {
				continue
			}
			res := map[string]float64{}
			if err := json.Unmarshal([]byte(b), &res); err != nil {
				t.Fatalf("figures %q: %v", b, err)
			}
			res["chromium_mb"] = treePSSKB(cmd.Process.Pid) / 1024
			return res
		}
	}
}

// treePSSKB sums the PSS of pid and all its descendants.
func treePSSKB(root int) float64 {
	ents, _ := os.ReadDir("/proc")
	parent := map[int]int{}
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		s := string(b)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(f) > 1 {
			parent[pid], _ = strconv.Atoi(f[1])
		}
	}
	var pids []int
	for pid := range parent {
		for q := pid; q > 1; q = parent[q] {
			if q == root {
				pids = append(pids, pid)
				break
			}
		}
	}
	sort.Ints(pids)
	total := 0.0
	for _, pid := range pids {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/smaps_rollup", pid))
		if err != nil {
			continue
		}
		for _, l := range strings.Split(string(b), "\n") {
			if rest, ok := strings.CutPrefix(l, "Pss:"); ok {
				v, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 64)
				total += v
			}
		}
	}
	return total
}

// perfScript runs before the page's own script: it watches the DOM the
// page builds (selectors both the old and the new page share), the
// api/events pages it fetches and the long tasks of its main thread.
const perfScript = `(function () {
  "use strict";
  const mode = new URLSearchParams(location.search).get("perf");
  const R = {};
  const longs = [];
  try {
    new PerformanceObserver((l) => { for (const e of l.getEntries()) longs.push([e.startTime, e.duration]); })
      .observe({ type: "longtask", buffered: true });
  } catch (e) {}
  const realFetch = window.fetch;
  let eventsDone = -1, events = 0;
  window.fetch = async function (u) {
    const r = await realFetch.apply(this, arguments);
    const s = String(u);
    if (s.includes("api/events")) {
      const lim = +(new URL(s, location.href).searchParams.get("limit") || 1000);
      r.clone().json().then((b) => { events += b.events.length; if (b.more === false || (b.more === undefined && b.events.length < lim)) eventsDone = performance.now(); });
    }
    return r;
  };
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  async function until(cond, limit) {
    const start = performance.now();
    for (;;) {
      if (cond()) return performance.now();
      if (performance.now() - start > limit) return -1;
      await sleep(10);
    }
  }
  function post() {
    realFetch("/perf/result", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(R) });
  }
  async function runMode() {
    R.tree_ms = await until(() => document.querySelector('#tree [data-agent="root"]'), 120000);
    await until(() => eventsDone >= 0, 170000);
    R.events_ms = eventsDone; R.events = events;
    await sleep(300);
    const rows = [...document.querySelectorAll("#tree [data-agent]")].filter((r) => r.dataset.agent !== "root");
    const row = rows[Math.min(rows.length - 1, 40)];
    if (!row) { R.details_ms = -1; return; }
    const id = row.dataset.agent;
    const t0 = performance.now();
    row.click();
    const t1 = await until(() => ($("agent-title").textContent || "").includes("Agent " + id + " ") && document.querySelector("#iterations .card"), 10000);
    R.details_ms = t1 < 0 ? -1 : t1 - t0;
    R.clicked = rows.length;
  }
  const $ = (id) => document.getElementById(id);
  async function listMode() {
    R.list_ms = await until(() => document.querySelector("#runs .run"), 60000);
    const idle = 12000;
    await sleep(idle);
    let worst = 0, n = 0;
    for (const [start, d] of longs) if (start > R.list_ms + 1500) { worst = Math.max(worst, d); n++; }
    R.max_longtask_ms = worst; R.longtasks = n; R.idle_s = idle / 1000;
    let all = 0; for (const [, d] of longs) all = Math.max(all, d);
    R.max_longtask_any_ms = all;
  }
  window.addEventListener("DOMContentLoaded", async () => {
    if (mode === "run") await runMode();
    if (mode === "list") await listMode();
    post();
  });
})();
`
