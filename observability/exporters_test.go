package observability

import (
	"bytes"
	"io"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/event"
)

func TestExporterRegistry(t *testing.T) {
	var names []string
	for _, x := range Exporters() {
		names = append(names, x.Name)
		if x.Extension == "" || x.ContentType == "" || x.Description == "" {
			t.Errorf("exporter %s lacks a field: %+v", x.Name, x)
		}
	}
	if want := []string{"agent_log", "trajectory"}; !slices.Equal(names, want) {
		t.Fatalf("registered exporters %v, want %v", names, want)
	}
	if _, ok := LookupExporter(DefaultExportFormat); !ok {
		t.Errorf("default format %s is not registered", DefaultExportFormat)
	}
	if got := ExportFormatList(); got != "agent_log or trajectory" {
		t.Errorf("ExportFormatList() = %q", got)
	}
	if got := ExportDescriptionList(); got != "rlm_agent_log_v1 JSON or the RLM reference trajectory JSONL" {
		t.Errorf("ExportDescriptionList() = %q", got)
	}
}

// What the server lists, serves and what the page builds its export links
// from is the registry.
func TestServerExportersFromRegistry(t *testing.T) {
	mem := NewMemory(MemoryOptions{})
	rec := &event.Recorder{}
	newRunWriter(event.NewBus(mem, rec), "run-x").agent(depth2Run(), "", 0)
	_, ts := newTestServer(t, ServerOptions{Memory: mem})

	var listed []Exporter
	getJSON(t, ts.URL+"/api/exporters", 200, &listed)
	reg := Exporters()
	if len(listed) != len(reg) {
		t.Fatalf("/api/exporters lists %d formats, the registry has %d: %+v", len(listed), len(reg), listed)
	}
	for i, x := range reg {
		got := listed[i]
		if got.Name != x.Name || got.Extension != x.Extension || got.ContentType != x.ContentType || got.Description != x.Description {
			t.Errorf("/api/exporters[%d] = %+v, want %+v", i, got, x)
		}
		resp, err := http.Get(ts.URL + "/api/export/run-x?format=" + x.Name)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		want, err := x.Write(rec.All(), ExportOptions{})
		if err != nil {
			t.Fatal(err)
		}
		// agent_log stamps exported_at: compare all but that line.
		stamp := regexp.MustCompile(`"exported_at": "[^"]*"`)
		if resp.StatusCode != 200 || !bytes.Equal(stamp.ReplaceAll(body, nil), stamp.ReplaceAll(want, nil)) {
			t.Errorf("export %s: %s, body differs from the exporter's output", x.Name, resp.Status)
		}
		if ct := resp.Header.Get("Content-Type"); ct != x.ContentType {
			t.Errorf("export %s Content-Type %q, want %q", x.Name, ct, x.ContentType)
		}
		if cd := resp.Header.Get("Content-Disposition"); !strings.Contains(cd, `filename="run-x.`+x.Name+x.Extension+`"`) {
			t.Errorf("export %s Content-Disposition %q", x.Name, cd)
		}
	}
	var bad struct{ Error string }
	getJSON(t, ts.URL+"/api/export/run-x?format=xml", 400, &bad)
	if !strings.Contains(bad.Error, ExportFormatList()) {
		t.Errorf("unknown format error %q does not list %q", bad.Error, ExportFormatList())
	}

	// The page asks the API for the formats and names none itself.
	resp, err := http.Get(ts.URL + "/static/app.js")
	if err != nil {
		t.Fatal(err)
	}
	js, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(js), `api("api/exporters")`) {
		t.Error("app.js does not load its export links from api/exporters")
	}
	for _, x := range reg {
		if strings.Contains(string(js), `"`+x.Name+`"`) {
			t.Errorf("app.js names the %s format itself", x.Name)
		}
	}
}
